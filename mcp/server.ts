/**
 * The docs as a Model Context Protocol server: the site's search (the overlay's engine and
 * index), its pages as Markdown twins, its page list, the Canvas engine of the playground, and
 * `llms.txt` as a resource. Transport-free: `main.ts` connects it to stdio or Streamable HTTP,
 * the tests to the SDK's in-memory pair. list_changes answers from the API history (apiChanges.ts).
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {searchSettings} from '../src/data/search';
import {site} from '../src/data/site';
import {OUTPUT_SIZE_LIMIT, RENDER_TIME_LIMIT_MS} from '../src/canvas/worker/limits';
import type {RenderResponse} from '../src/canvas/worker/protocol';
import type {CanvasRunner} from './canvasRunner';
import type {DocsSite, DocsVersion} from './docsSite';
import {docsHit, knownSections, pagesInOrder, sectionFilter, type DocsHit} from './docsResults';
import {pagePathOf} from './pageAddress';
import {pdfLine, pdfsOfPages} from './pdfList';
import {CHANGE_APIS, listChanges} from './apiChanges';

/** The most hits one search returns: the overlay's own number. */
export const MAX_SEARCH_LIMIT = searchSettings.hitsPerPage;
export const DEFAULT_SEARCH_LIMIT = 10;
/**
 * An assistant passes the reader's question on as it is: a whole question, longer than the search
 * box's 64 characters (`searchSettings.maxQueryLength`, the box's cap for typing), up to this.
 */
export const MAX_QUERY_LENGTH = 500;

/** The section and version fields search_docs and list_pages both narrow with. */
const narrowing = {
  section: z
    .string()
    .optional()
    .describe(`Only this section: ${knownSections().join(', ')}.`),
  version: z.string().optional().describe('A docs version name; the latest released by default.'),
};

function failure(text: string): CallToolResult {
  return {isError: true, content: [{type: 'text', text}]};
}

function versionProblem(name: string, versions: readonly DocsVersion[]): string {
  return `There is no docs version "${name}". Versions: ${versions
    .map(
      (version) =>
        `${version.name}${version.label !== version.name ? ` (${version.label})` : ''}${version.isLast ? ', the latest' : ''}`,
    )
    .join('; ')}.`;
}

function hitsText(query: string, hits: readonly DocsHit[], version: DocsVersion): string {
  if (hits.length === 0)
    return `No results for "${query}" in the docs (version ${version.label}). Try other words, or list_pages to browse.`;
  return hits
    .map(
      (hit, index) =>
        `${index + 1}. [${hit.title}](${hit.url}) (${hit.section})\n   ${hit.snippet}\n   Matched: ${hit.matched.join(', ')}`,
    )
    .join('\n');
}

function canvasAnswer(response: RenderResponse, checkOnly: boolean): CallToolResult {
  if (!response.ok) {
    const {problem} = response;
    const suggestion = problem.suggestion
      ? ` Reference: ${site.url.replace(/\/+$/, '')}${problem.suggestion.path}`
      : '';
    return {
      isError: true,
      content: [{type: 'text', text: `${problem.message}${suggestion}`}],
      structuredContent: {
        ok: false,
        kind: problem.kind,
        message: problem.message,
        ...(problem.location ? {line: problem.location.line, column: problem.location.column} : {}),
        ...(problem.suggestion
          ? {suggestion: problem.suggestion.name, reference: problem.suggestion.path}
          : {}),
      },
    };
  }
  return {
    content: [
      {
        type: 'text',
        text: checkOnly
          ? 'The template is valid: it compiles and renders with the sample site.'
          : response.html,
      },
    ],
  };
}

export interface DocsServerOptions {
  readonly site: DocsSite;
  readonly canvas: CanvasRunner;
}

export function createDocsServer({site: docs, canvas}: DocsServerOptions): McpServer {
  const server = new McpServer(
    {name: 'tessera-docs', title: `${site.title} docs`, version: '1.0.0'},
    {
      instructions: `Search and read the ${site.title} documentation (Canvas templates, the Courier CLI, the Console, Admin and Project APIs, guides, changelog), and render Canvas templates. Answers come from the latest released docs unless a version is given.`,
    },
  );

  const resolveVersion = async (
    name: string | undefined,
  ): Promise<{version: DocsVersion} | {problem: string}> => {
    const version = await docs.version(name);
    return version ? {version} : {problem: versionProblem(name ?? '', await docs.versions())};
  };

  const hitShape = {
    title: z.string(),
    url: z.string(),
    section: z.string(),
    snippet: z.string(),
    matched: z.array(z.string()),
  };

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Search the docs with the reader's question or a few words, as the site's search box does; returns titles, URLs, sections, snippets and the words each result matched, best first.",
      inputSchema: {
        query: z
          .string()
          .describe(
            `The reader's question as they asked it, or a few words (at most ${MAX_QUERY_LENGTH} characters).`,
          ),
        ...narrowing,
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_SEARCH_LIMIT)
          .optional()
          .describe(
            `How many results, 1 to ${MAX_SEARCH_LIMIT} (default ${DEFAULT_SEARCH_LIMIT}).`,
          ),
      },
      outputSchema: {version: z.string(), results: z.array(z.object(hitShape))},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, section, version: versionName, limit = DEFAULT_SEARCH_LIMIT}) => {
      if (query.trim() === '')
        return failure('The query is empty: give a few words to search for.');
      if (query.length > MAX_QUERY_LENGTH)
        return failure(
          `The query has ${query.length} characters; search_docs takes at most ${MAX_QUERY_LENGTH}. Ask the question in fewer words.`,
        );
      const filter = sectionFilter(section);
      if (!filter.ok) return failure(filter.problem);
      const found = await resolveVersion(versionName);
      if ('problem' in found) return failure(found.problem);
      const {engine} = await docs.index(found.version);
      // With a section, rank everything and keep that section's best: ranking does not depend on the limit.
      // As in the overlay, at most two sections of one page: the next page is often the answer.
      const {hits} = engine.search(query, {
        limit: section ? Number.MAX_SAFE_INTEGER : limit,
        perPage: searchSettings.maxHitsPerPage,
      });
      const results = hits
        .filter((hit) => filter.matches(hit.record))
        .slice(0, limit)
        .map(docsHit);
      return {
        content: [{type: 'text', text: hitsText(query, results, found.version)}],
        structuredContent: {version: found.version.name, results},
      };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'The Markdown of one docs page, given its URL or path in any form (with or without .md, a trailing slash or a #hash).',
      inputSchema: {
        url: z
          .string()
          .optional()
          .describe('The page URL, e.g. https://developers.tessera.dev/docs/canvas/filters/date'),
        path: z.string().optional().describe('Or its path, e.g. /docs/canvas/filters/date'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({url, path}) => {
      const address = url ?? path;
      if (address === undefined || (url !== undefined && path !== undefined))
        return failure('Give either url or path (one of them).');
      const page = pagePathOf(address);
      if (!page.ok) return failure(page.problem);
      const markdown = await docs.twin(page.path);
      if (markdown === undefined)
        return failure(
          `There is no page at ${page.path}. Find pages with search_docs or list_pages.`,
        );
      return {content: [{type: 'text', text: markdown}]};
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List pages',
      description:
        "The titles, URLs and descriptions of the docs pages, in the site's order, and the PDFs that hold them; narrow with section.",
      inputSchema: {
        ...narrowing,
      },
      outputSchema: {
        version: z.string(),
        pages: z.array(z.object({title: z.string(), url: z.string(), description: z.string()})),
        pdfs: z.array(
          z.object({title: z.string(), url: z.string(), pages: z.number(), bytes: z.number()}),
        ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({section, version: versionName}) => {
      const filter = sectionFilter(section);
      if (!filter.ok) return failure(filter.problem);
      const found = await resolveVersion(versionName);
      if ('problem' in found) return failure(found.problem);
      const [{records}, order] = await Promise.all([
        docs.index(found.version),
        docs.sitemapOrder(),
      ]);
      const pages = pagesInOrder(records, order, filter.matches);
      const [pdfsJson, sectionsJson] = await Promise.all([
        docs.files.read('/pdf/pdfs.json'),
        docs.files.read('/pdf/sections.json'),
      ]);
      const pdfs = pdfsOfPages(
        pdfsJson,
        sectionsJson,
        pages.map((page) => page.url),
        site.url,
      );
      const text =
        (pages.length === 0
          ? 'No pages.'
          : pages
              .map(
                (page) =>
                  `- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`,
              )
              .join('\n')) +
        (pdfs.length > 0 ? `\n\nAs PDF:\n${pdfs.map(pdfLine).join('\n')}` : '');
      return {
        content: [{type: 'text', text}],
        structuredContent: {version: found.version.name, pages, pdfs},
      };
    },
  );

  server.registerTool(
    'list_changes',
    {
      title: 'List API changes',
      description:
        'List the changes to the Console, Admin and Project APIs, newest first: the date, what was added, changed, deprecated or removed, whether it breaks existing code, and the changelog entry that announced it.',
      inputSchema: {
        api: z.enum(CHANGE_APIS).optional().describe('Only this API: console, admin or project.'),
        since: z
          .string()
          .optional()
          .describe('Only changes on or after this day (2026-06-01), month (2026-06) or year.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({api, since}) => {
      const answer = listChanges({...(api ? {api} : {}), ...(since ? {since} : {})}, site.url);
      if (!answer.ok) return failure(answer.text);
      return {
        content: [{type: 'text', text: answer.text}],
        structuredContent: {changes: answer.changes},
      };
    },
  );

  const limits = `Stopped after ${RENDER_TIME_LIMIT_MS / 1000} s or ${OUTPUT_SIZE_LIMIT.toLocaleString('en-US')} characters of output, as in the docs' playground.`;

  server.registerTool(
    'render_template',
    {
      title: 'Render a Canvas template',
      description: `Render a Canvas (Twig) template with the docs' sample site and optional data; returns the HTML or the error with line, column and the closest documented name. ${limits}`,
      inputSchema: {
        template: z.string().max(OUTPUT_SIZE_LIMIT).describe('The Canvas template source.'),
        data: z
          .union([z.record(z.string(), z.unknown()), z.string()])
          .optional()
          .describe('Variables for the template: an object, or its JSON text.'),
        templates: z
          .record(z.string(), z.string())
          .optional()
          .describe(
            'Other templates it includes or extends, by path (e.g. "partials/card.canvas").',
          ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({template, data, templates}) =>
      canvasAnswer(
        await canvas.render({
          template,
          data: data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data),
          ...(templates ? {templates} : {}),
        }),
        false,
      ),
  );

  server.registerTool(
    'check_template',
    {
      title: 'Check a Canvas template',
      description: `Check a Canvas (Twig) template: says it is valid, or gives the error with line, column and the closest documented name. ${limits}`,
      inputSchema: {
        template: z.string().max(OUTPUT_SIZE_LIMIT).describe('The Canvas template source.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({template}) => canvasAnswer(await canvas.render({template, data: ''}), true),
  );

  server.registerResource(
    'llms.txt',
    `${site.url.replace(/\/+$/, '')}/llms.txt`,
    {
      title: 'llms.txt',
      description: `The index of the ${site.title} docs for language models: every page with its Markdown URL.`,
      mimeType: 'text/markdown',
    },
    async (uri) => {
      const text = await docs.files.read('/llms.txt');
      if (text === undefined) throw new Error(`No llms.txt in ${docs.files.source}.`);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text}]};
    },
  );

  // Each other docs version's own llms.txt (older ones, the unreleased next): /docs/<version>/llms.txt.
  server.registerResource(
    'llms.txt of a docs version',
    new ResourceTemplate(`${site.url.replace(/\/+$/, '')}/docs/{version}/llms.txt`, {
      list: async () => ({
        resources: (await docs.versions())
          .filter((version) => !version.isLast)
          .map((version) => ({
            uri: `${site.url.replace(/\/+$/, '')}${version.path}/llms.txt`,
            name: `llms.txt, docs version ${version.label}`,
            mimeType: 'text/markdown',
          })),
      }),
    }),
    {
      title: 'llms.txt of a docs version',
      description: 'The index of one docs version other than the latest released one.',
      mimeType: 'text/markdown',
    },
    async (uri, {version: name}) => {
      const version = await docs.version(String(name));
      const text =
        version && !version.isLast ? await docs.files.read(`${version.path}/llms.txt`) : undefined;
      if (text === undefined)
        throw new Error(
          `No llms.txt for docs version "${String(name)}": see ${site.url}/llms.txt.`,
        );
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text}]};
    },
  );

  return server;
}
