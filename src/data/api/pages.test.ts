/**
 * The pages in api/ and the model agree: run this after adding an endpoint
 * (model entry + page); each failure names the file and the model entry.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {endpoints, getEndpoint, references, webhookEvents} from '.';
import {checkPages, docIdOf, routeOf, type PageFile} from './pageCheck';

const API_DIR = join(__dirname, '..', '..', '..', 'api');

function pageFiles(dir: string): PageFile[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    if (!/\.mdx?$/.test(entry.name)) return [];
    return [
      {path: relative(API_DIR, path).split(sep).join('/'), content: readFileSync(path, 'utf8')},
    ];
  });
}

const page = (
  id: string,
  changes: {
    api?: string;
    title?: string;
    description?: string;
    component?: string;
    prose?: string;
  } = {},
): string => {
  const endpoint = getEndpoint(id);
  return [
    '---',
    `title: ${changes.title ?? endpoint.summary}`,
    `description: ${JSON.stringify(changes.description ?? endpoint.description)}`,
    `api: ${changes.api ?? endpoint.apiField}`,
    '---',
    '',
    changes.prose ??
      'Create a blog when a site needs a second stream of posts, such as news next to recipes.',
    '',
    `<Endpoint id="${changes.component ?? id}" />`,
    '',
  ].join('\n');
};

describe('page paths', () => {
  test('map to the routes and doc IDs Docusaurus gives them', () => {
    expect(routeOf('index.mdx')).toBe('/api');
    expect(routeOf('admin/index.mdx')).toBe('/api/admin');
    expect(routeOf('admin/blogs/create.mdx')).toBe('/api/admin/blogs/create');
    expect(routeOf('user/index.mdx')).toBe('/api/user');
    expect(docIdOf('user/index.mdx')).toBe('user/index');
  });
});

describe('the page check', () => {
  const blogs = endpoints.filter((endpoint) => endpoint.id === 'admin.blogs.create');
  const admin = references
    .filter((reference) => reference.id === 'admin')
    .map((reference) => ({...reference, pages: [], events: []}));
  const overview: PageFile = {path: 'index.mdx', content: '---\ntitle: API reference\n---\n'};
  const check = (files: PageFile[]) => checkPages([overview, ...files], blogs, admin);

  test('accepts a page that matches its model entry', () => {
    expect(check([{path: 'admin/blogs/create.mdx', content: page('admin.blogs.create')}])).toEqual(
      [],
    );
  });

  test('names the file and the model entry when the method or path differs', () => {
    expect(
      check([
        {
          path: 'admin/blogs/create.mdx',
          content: page('admin.blogs.create', {api: 'PUT /admin/v1/blog'}),
        },
      ]),
    ).toEqual([
      'api/admin/blogs/create.mdx: frontmatter api is "PUT /admin/v1/blog" but the model\'s admin.blogs.create is "POST /admin/v1/blogs". Make them agree (the path includes the base path, such as /admin/v1).',
    ]);
  });

  test('names the model entry that has no page', () => {
    expect(check([])).toEqual([
      'admin.blogs.create (POST /admin/v1/blogs) in src/data/api has no page: create api/admin/blogs/create.mdx (route /api/admin/blogs/create).',
    ]);
  });

  test('names a page that has no model entry, and the entry its api field belongs to', () => {
    const problems = check([
      {path: 'admin/blogs/create.mdx', content: page('admin.blogs.create')},
      {path: 'admin/blogs/new.mdx', content: page('admin.blogs.create')},
    ]);
    expect(problems).toEqual([
      'api/admin/blogs/new.mdx: no endpoint in src/data/api has the route /api/admin/blogs/new. Its api field "POST /admin/v1/blogs" is admin.blogs.create, whose page is api/admin/blogs/create.mdx.',
    ]);
  });

  test('catches a title, description or component of another endpoint', () => {
    const problems = check([
      {
        path: 'admin/blogs/create.mdx',
        content: page('admin.blogs.create', {
          title: 'Make a blog',
          description: 'Creates a blog.',
          component: 'admin.blogs.update',
        }),
      },
    ]);
    expect(problems).toHaveLength(3);
    expect(
      problems.every(
        (problem) =>
          problem.startsWith('api/admin/blogs/create.mdx: ') &&
          problem.includes('admin.blogs.create'),
      ),
    ).toBe(true);
  });

  test('asks for context when the page has no prose', () => {
    expect(
      check([{path: 'admin/blogs/create.mdx', content: page('admin.blogs.create', {prose: ''})}]),
    ).toEqual([
      'api/admin/blogs/create.mdx: add a sentence or two of context (when to call "Create a blog", what to watch for); it has 0 words.',
    ]);
  });
});

describe('the check of event pages', () => {
  const [submitted] = webhookEvents;
  if (!submitted) throw new Error('no events in the model');
  const admin = references
    .filter((reference) => reference.id === 'admin')
    .map((reference) => ({...reference, pages: [], events: [submitted]}));
  const eventPage = (title: string, name: string) =>
    [
      '---',
      `title: ${title}`,
      `description: ${JSON.stringify(submitted.sentWhen)}`,
      '---',
      '',
      'Use it to send each new enquiry to your booking system as soon as a visitor sends the form.',
      '',
      `<WebhookEvent name="${name}" />`,
      '',
    ].join('\n');
  const overview: PageFile = {path: 'index.mdx', content: '---\ntitle: API reference\n---\n'};
  const check = (files: PageFile[]) => checkPages([overview, ...files], [], admin);

  test('accepts the page of an event and names an event without one', () => {
    const path = 'admin/events/form-submitted.mdx';
    expect(check([{path, content: eventPage('form.submitted', 'form.submitted')}])).toEqual([]);
    expect(check([])).toEqual([
      'The event form.submitted in src/data/api has no page: create api/admin/events/form-submitted.mdx with <WebhookEvent name="form.submitted" /> (route /api/admin/events/form-submitted).',
    ]);
  });

  test("catches a title or a component that is not the event's", () => {
    const path = 'admin/events/form-submitted.mdx';
    expect(check([{path, content: eventPage('Form submitted', 'entry.created')}])).toEqual([
      'api/admin/events/form-submitted.mdx: frontmatter title is "Form submitted"; an event page is titled with the event\'s name, "form.submitted".',
      'api/admin/events/form-submitted.mdx: renders <WebhookEvent name="entry.created" /> but its route belongs to the event form.submitted in src/data/api; write <WebhookEvent name="form.submitted" /> once.',
    ]);
  });
});

describe('the pages in api/', () => {
  test('agree with the model in src/data/api', () => {
    expect(checkPages(pageFiles(API_DIR), endpoints, references)).toEqual([]);
  });
});
