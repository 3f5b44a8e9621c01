/**
 * The agreement between the pages in api/ and the model: every endpoint has
 * exactly one page at its route, and each page's frontmatter and component
 * name the same endpoint. Each problem names the file and the model entry.
 */
import {frontMatterOf} from '../frontMatter';
import type {Endpoint, Reference, WebhookEvent} from './types';

export interface PageFile {
  /** Relative to the api/ folder, with forward slashes: "admin/blogs/create.mdx". */
  readonly path: string;
  readonly content: string;
}

/** "admin/blogs/create.mdx" → "admin/blogs/create"; "user/index.mdx" → "user/index". */
export function docIdOf(path: string): string {
  return path.replace(/\.mdx?$/, '');
}

/** The route Docusaurus gives a file of the api/ folder. */
export function routeOf(path: string): string {
  const id = docIdOf(path);
  return id === 'index' ? '/api' : `/api/${id.replace(/\/index$/, '')}`;
}

/** The page's own prose: lines that are not frontmatter, imports, exports or JSX. */
export function proseOf(content: string): string {
  return content
    .replace(/^---\r?\n[\s\S]*?\r?\n---/, '')
    .split('\n')
    .filter(
      (line) => !/^\s*(import|export)\s/.test(line) && !/^\s*</.test(line) && line.trim() !== '',
    )
    .join(' ');
}

const label = (endpoint: Endpoint) => `${endpoint.id} (${endpoint.apiField}) in src/data/api`;

function checkEndpointPage(file: PageFile, endpoint: Endpoint): string[] {
  const problems: string[] = [];
  const where = `api/${file.path}`;
  const fm = frontMatterOf(file.content);
  if (!file.path.endsWith('.mdx'))
    problems.push(
      `${where}: endpoint pages are .mdx (they render <Endpoint />); rename it for ${label(endpoint)}.`,
    );
  if (fm.api !== endpoint.apiField) {
    problems.push(
      `${where}: frontmatter api is ${JSON.stringify(fm.api)} but the model's ${endpoint.id} is "${endpoint.apiField}". Make them agree (the path includes the base path, such as /admin/v1).`,
    );
  }
  if (fm.title !== endpoint.summary)
    problems.push(
      `${where}: frontmatter title is ${JSON.stringify(fm.title)} but the summary of ${label(endpoint)} is "${endpoint.summary}".`,
    );
  if (fm.description !== endpoint.description) {
    problems.push(
      `${where}: frontmatter description is ${JSON.stringify(fm.description)} but the description of ${label(endpoint)} is "${endpoint.description}".`,
    );
  }
  const components = [...file.content.matchAll(/<Endpoint\s+id="([^"]*)"\s*\/>/g)].map(
    (match) => match[1],
  );
  if (components.length !== 1 || components[0] !== endpoint.id) {
    problems.push(
      `${where}: renders <Endpoint id=${JSON.stringify(components.join(', '))} /> but its route belongs to ${label(endpoint)}; write <Endpoint id="${endpoint.id}" /> once.`,
    );
  }
  return [
    ...problems,
    ...checkPageBody(file, where, `when to call "${endpoint.summary}", what to watch for`),
  ];
}

/** The checks an endpoint or event page shares: its own prose, and no heading of its own. */
function checkPageBody(file: PageFile, where: string, what: string): string[] {
  const problems: string[] = [];
  const words = proseOf(file.content).split(/\s+/).filter(Boolean).length;
  if (words < 12)
    problems.push(`${where}: add a sentence or two of context (${what}); it has ${words} words.`);
  if (/^#{1,6}\s/m.test(file.content.replace(/^---[\s\S]*?---/, ''))) {
    problems.push(
      `${where}: headings come from the model's component and the table of contents from the model; a heading written in the page would be missing from its table of contents.`,
    );
  }
  return problems;
}

function checkEventPage(file: PageFile, event: WebhookEvent): string[] {
  const problems: string[] = [];
  const where = `api/${file.path}`;
  const label = `the event ${event.name} in src/data/api`;
  const fm = frontMatterOf(file.content);
  if (fm.api !== undefined)
    problems.push(`${where}: an event page has no api field; remove it (${label}).`);
  if (fm.title !== event.name)
    problems.push(
      `${where}: frontmatter title is ${JSON.stringify(fm.title)}; an event page is titled with the event's name, "${event.name}".`,
    );
  if (fm.description !== event.sentWhen)
    problems.push(
      `${where}: frontmatter description is ${JSON.stringify(fm.description)} but ${label} is "${event.sentWhen}".`,
    );
  const components = [...file.content.matchAll(/<WebhookEvent\s+name="([^"]*)"\s*\/>/g)].map(
    (match) => match[1],
  );
  if (components.length !== 1 || components[0] !== event.name)
    problems.push(
      `${where}: renders <WebhookEvent name=${JSON.stringify(components.join(', '))} /> but its route belongs to ${label}; write <WebhookEvent name="${event.name}" /> once.`,
    );
  return [...problems, ...checkPageBody(file, where, `what the event is for, what to do with it`)];
}

export function checkPages(
  files: readonly PageFile[],
  endpoints: readonly Endpoint[],
  references: readonly Reference[],
): string[] {
  const problems: string[] = [];
  const byDocId = new Map(endpoints.map((endpoint) => [endpoint.docId, endpoint]));
  const events = references.flatMap((reference) => reference.events);
  const eventsByDocId = new Map(events.map((event) => [event.docId, event]));
  const pages = new Set([
    'index',
    ...references.flatMap((reference) => reference.pages.map((page) => page.docId)),
  ]);
  const filesByDocId = new Map<string, PageFile[]>();
  for (const file of files)
    filesByDocId.set(docIdOf(file.path), [...(filesByDocId.get(docIdOf(file.path)) ?? []), file]);

  for (const file of files) {
    const where = `api/${file.path}`;
    const endpoint = byDocId.get(docIdOf(file.path));
    const fm = frontMatterOf(file.content);
    const event = eventsByDocId.get(docIdOf(file.path));
    if (endpoint) {
      problems.push(...checkEndpointPage(file, endpoint));
    } else if (event) {
      problems.push(...checkEventPage(file, event));
    } else if (pages.has(docIdOf(file.path))) {
      if (fm.api !== undefined)
        problems.push(
          `${where}: is a reference page, not an endpoint, so it must not have an api field (it has ${JSON.stringify(fm.api)}).`,
        );
    } else {
      const same = endpoints.find((candidate) => candidate.apiField === fm.api);
      problems.push(
        `${where}: no endpoint in src/data/api has the route ${routeOf(file.path)}.` +
          (same
            ? ` Its api field "${String(fm.api)}" is ${same.id}, whose page is api/${same.docId}.mdx.`
            : ' Add the endpoint to the model or remove the page.'),
      );
    }
  }
  for (const endpoint of endpoints) {
    const found = filesByDocId.get(endpoint.docId) ?? [];
    if (found.length === 0)
      problems.push(
        `${label(endpoint)} has no page: create api/${endpoint.docId}.mdx (route ${endpoint.route}).`,
      );
    if (found.length > 1)
      problems.push(
        `${label(endpoint)} has ${found.length} pages: ${found.map((file) => `api/${file.path}`).join(', ')}; keep one.`,
      );
  }
  for (const event of events) {
    if (!filesByDocId.has(event.docId))
      problems.push(
        `The event ${event.name} in src/data/api has no page: create api/${event.docId}.mdx with <WebhookEvent name="${event.name}" /> (route ${event.route}).`,
      );
  }
  for (const docId of pages) {
    if (!filesByDocId.has(docId))
      problems.push(`The sidebar lists the page ${docId}, but api/${docId}.mdx does not exist.`);
  }
  return problems;
}
