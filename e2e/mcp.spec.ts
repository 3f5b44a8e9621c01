/**
 * The docs' MCP server (mcp/) against the production build, through the SDK's own client: over
 * stdio as `npm run mcp` starts it, in process, over Streamable HTTP, and reading the served
 * site with --site. Its search answers as the overlay does, its pages are the twins, bad calls
 * get error results and the server keeps answering. No browser is opened (e2e/nodeTest.ts).
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test, expect} from './nodeTest';
import {MCP_TOOLS} from './support/mcpTools';
import {BUILD_DIR} from './builtSite';
import {searchSettings} from '../src/data/search';
import {createEngine, type Engine} from '../src/lib/search/engine';
import {parseIndexFile} from '../src/lib/search/indexLoader';
import {createLocalSearchClient} from '../src/lib/search/localClient';
import {toSitePath} from '../src/lib/search/urls';
import {twinPath} from '../src/lib/twinPath';
import {createCanvasRunner} from '../mcp/canvasRunner';
import {openDocsSite} from '../mcp/docsSite';
import {createDocsServer, MAX_QUERY_LENGTH} from '../mcp/server';
import {buildFolderFiles} from '../mcp/siteFiles';

const ROOT = join(__dirname, '..');
const heldOut = JSON.parse(
  readFileSync(join(ROOT, 'bench/search/queries.heldout.json'), 'utf8'),
) as {query: string}[];

type Call = {name: string; arguments?: Record<string, unknown>};
const call = async (client: Client, request: Call) =>
  (await client.callTool(request)) as CallToolResult;
const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
const firstUrl = (result: CallToolResult) =>
  (result.structuredContent as {results: {url: string}[]} | undefined)?.results[0]?.url;

async function stdioClient(args: string[] = []): Promise<Client> {
  const client = new Client({name: 'docs-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [join(ROOT, 'mcp/index.mjs'), ...args],
      stderr: 'ignore',
    }),
  );
  return client;
}

test.describe.configure({timeout: 60_000});

let stdio: Client;
let inProcess: Client;
let overlayEngine: Engine;
const canvas = createCanvasRunner();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const {records} = parseIndexFile(readFileSync(join(BUILD_DIR, searchSettings.indexPath), 'utf8'));
  overlayEngine = createEngine(records);
  stdio = await stdioClient();
  const server = createDocsServer({site: openDocsSite(buildFolderFiles(BUILD_DIR)), canvas});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  inProcess = new Client({name: 'docs-test', version: '1.0.0'});
  await Promise.all([server.connect(serverSide), inProcess.connect(clientSide)]);
});

test.afterAll(async () => {
  await stdio?.close();
  await inProcess?.close();
  canvas.close();
});

test('lists its tools, each with a one-line description and a JSON schema, and llms.txt', async () => {
  for (const client of [stdio, inProcess]) {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOLS]);
    for (const tool of tools) {
      expect(tool.description, tool.name).toMatch(/^[^\n]{20,300}$/);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
    }
    const search = tools.find((tool) => tool.name === 'search_docs');
    expect(search?.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search?.inputSchema.properties ?? {}).sort()).toEqual([
      'limit',
      'query',
      'section',
      'version',
    ]);
    const {resources} = await client.listResources();
    expect(resources.map((resource) => resource.name)).toContain('llms.txt');
    const {resourceTemplates} = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      'https://developers.tessera.dev/docs/{version}/llms.txt',
    ]);
    const llms = await client.readResource({uri: resources[0]?.uri ?? ''});
    expect(llms.contents[0]).toMatchObject({
      text: readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8'),
    });
  }
});

// The overlay's answer: its search client on the whole index, hits in the order DocSearch shows them.
for (const {query} of heldOut) {
  test(`search_docs gives the overlay's first hit for the held-out query "${query}"`, async () => {
    const overlay = createLocalSearchClient(() => Promise.resolve(overlayEngine));
    const {results} = await overlay.search({
      requests: [
        {indexName: searchSettings.localIndexName, query, hitsPerPage: searchSettings.hitsPerPage},
      ],
    });
    const overlayFirst = results[0]?.hits[0]?.url;
    const answer = await call(stdio, {name: 'search_docs', arguments: {query}});
    const mcpFirst = firstUrl(answer);
    // A query the site has no answer for gets none from either, and search_docs says so.
    expect(mcpFirst && toSitePath(mcpFirst)).toBe(overlayFirst && toSitePath(overlayFirst));
    if (overlayFirst === undefined) expect(textOf(answer)).toMatch(/^No results for /);
  });
}

test('search_docs filters by section, says when nothing matches, and answers in process too', async () => {
  const filtered = await call(stdio, {
    name: 'search_docs',
    arguments: {query: 'date', section: 'Canvas filters', limit: 3},
  });
  const results = (filtered.structuredContent as {results: {url: string; section: string}[]})
    .results;
  expect(results.length).toBe(3);
  expect(results.every((hit) => hit.section === 'Canvas filters')).toBe(true);
  const none = await call(inProcess, {name: 'search_docs', arguments: {query: 'qqqxxzzjjv'}});
  expect(none.isError ?? false).toBe(false);
  expect(textOf(none)).toMatch(/^No results for "qqqxxzzjjv"/);
});

test('search_docs and the overlay both answer a question about forms with form.submitted first', async () => {
  const query = 'which event fires when a form is submitted';
  const overlay = createLocalSearchClient(() => Promise.resolve(overlayEngine));
  const {results} = await overlay.search({
    requests: [{indexName: searchSettings.localIndexName, query, hitsPerPage: 5}],
  });
  const overlayFirst = results[0]?.hits[0]?.url;
  const mcpFirst = firstUrl(await call(stdio, {name: 'search_docs', arguments: {query}}));
  expect(overlayFirst && toSitePath(overlayFirst).split('#')[0]).toBe(
    '/api/admin/events/form-submitted',
  );
  expect(mcpFirst && toSitePath(mcpFirst).split('#')[0]).toBe('/api/admin/events/form-submitted');
});

test('search_docs answers a whole question of 300 characters, and says which words each result matched', async () => {
  const question =
    'I run a recipe site on Tessera and every recipe has a long title with spaces, capitals and ' +
    'accents, such as "Crème brûlée with fresh raspberries". I want each recipe to have a clean ' +
    'address under /recipes/ built from that title in my Canvas template, without typing each ' +
    'one. How do I turn a title into a URL-friendly slug?';
  expect(question.length).toBeGreaterThanOrEqual(300);
  expect(question.length).toBeLessThan(MAX_QUERY_LENGTH);
  const answer = await call(stdio, {name: 'search_docs', arguments: {query: question}});
  expect(answer.isError ?? false).toBe(false);
  const results = (answer.structuredContent as {results: {url: string; matched: string[]}[]})
    .results;
  expect(new URL(results[0]?.url ?? 'http://x.invalid').pathname).toBe('/docs/canvas/filters/slug');
  expect(results[0]?.matched).toEqual(expect.arrayContaining(['slug']));
  expect(textOf(answer)).toMatch(/Matched: [^\n]*slug/);
});

test('a question over 500 characters gets an error result that says the limit', async () => {
  const question = `How do I format a date? ${'Some context about the page. '.repeat(20)}`.slice(
    0,
    501,
  );
  expect(question.length).toBe(MAX_QUERY_LENGTH + 1);
  const result = await call(stdio, {name: 'search_docs', arguments: {query: question}});
  expect(result.isError).toBe(true);
  expect(textOf(result)).toBe(
    `The query has 501 characters; search_docs takes at most ${MAX_QUERY_LENGTH}. Ask the question in fewer words.`,
  );
});

test('get_page returns exactly the twin, for any form of the page URL', async () => {
  const pages = [
    '/',
    '/docs/canvas/filters/date',
    '/api/console/projects/create',
    '/api/admin/events/form-submitted',
    '/guides',
    '/changelog',
  ];
  for (const path of pages) {
    const twin = readFileSync(join(BUILD_DIR, twinPath(path)), 'utf8');
    const forms = [
      `https://developers.tessera.dev${path}`,
      `${path === '/' ? '' : path}/`,
      twinPath(path),
      `${path}#top`,
    ];
    for (const url of forms) {
      const result = await call(stdio, {name: 'get_page', arguments: {url}});
      expect({url, text: textOf(result)}).toEqual({url, text: twin});
    }
    expect(textOf(await call(inProcess, {name: 'get_page', arguments: {path}}))).toBe(twin);
  }
});

test('list_pages lists titles, URLs and descriptions in the sitemap order', async () => {
  const result = await call(stdio, {name: 'list_pages', arguments: {section: 'canvas filters'}});
  const pages = (
    result.structuredContent as {pages: {title: string; url: string; description: string}[]}
  ).pages;
  expect(pages.length).toBeGreaterThan(20);
  const sitemap = [
    ...readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
  ].map((match) => new URL(match[1] ?? '').pathname.replace(/\/$/, ''));
  const positions = pages.map((page) =>
    sitemap.indexOf(new URL(page.url).pathname.replace(/\/$/, '')),
  );
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(pages.every((page) => page.title !== '' && page.description !== '')).toBe(true);
});

test('list_pages names the PDFs npm run pdf wrote that hold the listed pages', async () => {
  // npm test prints the Courier section (scripts/test.mjs) before the browser tests.
  const written = JSON.parse(readFileSync(join(BUILD_DIR, 'pdf/pdfs.json'), 'utf8')) as {
    file: string;
    pages: number;
  }[];
  const courier = written.find((pdf) => pdf.file === '/pdf/courier.pdf');
  expect(
    courier,
    'build/pdf/pdfs.json names courier.pdf: npm run pdf -- --only courier',
  ).toBeDefined();
  const result = await call(stdio, {name: 'list_pages', arguments: {section: 'docs'}});
  const {pdfs} = result.structuredContent as {pdfs: {url: string; pages: number}[]};
  expect(pdfs).toContainEqual(
    expect.objectContaining({
      url: 'https://developers.tessera.dev/pdf/courier.pdf',
      pages: courier?.pages,
    }),
  );
  const text = (result.content as {text: string}[])[0]?.text ?? '';
  expect(text).toContain('/pdf/courier.pdf): ');
  const filters = await call(stdio, {name: 'list_pages', arguments: {section: 'canvas filters'}});
  expect((filters.structuredContent as {pdfs: unknown[]}).pdfs).not.toContainEqual(
    expect.objectContaining({url: 'https://developers.tessera.dev/pdf/courier.pdf'}),
  );
});

const BAD_CALLS: [string, Call][] = [
  ['an unknown page', {name: 'get_page', arguments: {path: '/docs/no-such-page'}}],
  ['a path out of the site', {name: 'get_page', arguments: {path: '../../etc/passwd'}}],
  [
    'a URL out of the site',
    {name: 'get_page', arguments: {url: 'https://x.example/docs/%2e%2e/%2e%2e/etc/passwd'}},
  ],
  ['an empty query', {name: 'search_docs', arguments: {query: ''}}],
  ['a 10,000-character query', {name: 'search_docs', arguments: {query: 'a'.repeat(10_000)}}],
  ['an unknown section', {name: 'search_docs', arguments: {query: 'date', section: 'nowhere'}}],
  ['an unknown version', {name: 'list_pages', arguments: {version: '1999'}}],
  ['a malformed argument', {name: 'search_docs', arguments: {query: 'date', limit: 'ten'}}],
  ['missing arguments', {name: 'get_page', arguments: {}}],
  ['an unknown tool', {name: 'delete_docs', arguments: {}}],
];

for (const [what, request] of BAD_CALLS) {
  test(`${what} gets an error result and the server keeps answering`, async () => {
    const result = await call(stdio, request);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/\w+ \w+/);
    expect(textOf(result)).not.toMatch(/root:|ENOENT|at .*\.ts:\d+/);
    const next = await call(stdio, {name: 'search_docs', arguments: {query: 'reverse'}});
    expect(firstUrl(next)).toMatch(/\/docs\/canvas\/filters\/reverse$/);
  });
}

test('a request that is not JSON-RPC gets an error and the server keeps answering', async () => {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [
    join(ROOT, 'mcp/index.mjs'),
  ]);
  try {
    const lines: unknown[] = [];
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean).map((line) => JSON.parse(line) as unknown));
    });
    child.stdin.write('this is not JSON\n');
    child.stdin.write('{"jsonrpc":"2.0","id":7,"method":"no/such/method"}\n');
    child.stdin.write(
      `${JSON.stringify({jsonrpc: '2.0', id: 8, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}}})}\n`,
    );
    await expect
      .poll(() => lines.find((line) => (line as {id?: number}).id === 8), {timeout: 20_000})
      .toBeTruthy();
    expect(lines).toContainEqual(
      expect.objectContaining({id: 7, error: expect.objectContaining({code: -32601})}),
    );
    expect(lines.find((line) => (line as {id?: number}).id === 8)).toMatchObject({
      result: {serverInfo: {name: 'tessera-docs'}},
    });
  } finally {
    child.kill();
  }
});

test('the server ends when its client closes stdin, after rendering a template too', async () => {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [
    join(ROOT, 'mcp/index.mjs'),
  ]);
  try {
    const answered = new Promise<void>((resolve) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        if (buffer.includes('"id":2')) resolve();
      });
    });
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: {name: 'raw', version: '1'},
      },
    });
    send({jsonrpc: '2.0', method: 'notifications/initialized'});
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: {name: 'render_template', arguments: {template: '{{ "tessera" | upper }}'}},
    });
    await answered;
    const ended = new Promise<{code: number | null; signal: string | null}>((resolve) =>
      child.once('exit', (code, signal) => resolve({code, signal})),
    );
    child.stdin.end();
    const stillRunning = new Promise<{code: null; signal: string}>((resolve) =>
      setTimeout(() => resolve({code: null, signal: 'still running 10 s later'}), 10_000).unref(),
    );
    // On its own, not killed: a client gives a server a moment before it sends SIGTERM.
    expect(await Promise.race([ended, stillRunning])).toEqual({code: 0, signal: null});
  } finally {
    child.kill();
  }
});

test('200 concurrent calls are all answered', async () => {
  const requests: Call[] = Array.from({length: 200}, (_, index) => {
    switch (index % 4) {
      case 0:
        return {
          name: 'search_docs',
          arguments: {query: heldOut[index % heldOut.length]?.query ?? 'date'},
        };
      case 1:
        return {name: 'get_page', arguments: {path: '/docs/canvas/filters/date'}};
      case 2:
        return {name: 'list_pages', arguments: {section: 'guides'}};
      default:
        return {name: 'render_template', arguments: {template: `{{ ${index} * 2 }}`}};
    }
  });
  const results = await Promise.all(requests.map((request) => call(stdio, request)));
  expect(results.filter((result) => result.isError)).toEqual([]);
  expect(results.map((result, index) => (index % 4 === 3 ? textOf(result) : 'ok'))).toEqual(
    requests.map((_, index) => (index % 4 === 3 ? String(index * 2) : 'ok')),
  );
});

test('--site reads the files of the served site', async ({baseURL}) => {
  const remote = await stdioClient(['--site', baseURL ?? '']);
  try {
    expect(
      firstUrl(await call(remote, {name: 'search_docs', arguments: {query: 'reverse'}})),
    ).toMatch(/\/reverse$/);
    expect(
      textOf(
        await call(remote, {name: 'get_page', arguments: {path: '/docs/canvas/filters/date'}}),
      ),
    ).toBe(readFileSync(join(BUILD_DIR, 'docs/canvas/filters/date.md'), 'utf8'));
  } finally {
    await remote.close();
  }
});

test('--http serves Streamable HTTP on loopback', async () => {
  const child = spawn(process.execPath, [join(ROOT, 'mcp/index.mjs'), '--http', '127.0.0.1:0']);
  try {
    const address = await new Promise<string>((resolve, reject) => {
      let said = '';
      child.stderr.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        const found = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(said)?.[1];
        if (found) resolve(found);
      });
      child.on('exit', () => reject(new Error(`The server stopped: ${said}`)));
    });
    const client = new Client({name: 'docs-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(address)));
    expect(
      firstUrl(await call(client, {name: 'search_docs', arguments: {query: 'reverse'}})),
    ).toMatch(/\/reverse$/);
    await client.close();
  } finally {
    child.kill();
  }
});
