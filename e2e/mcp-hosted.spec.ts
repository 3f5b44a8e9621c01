/**
 * The MCP endpoint the site hosts at /mcp, as a reader's assistant reaches it with the SDK's
 * Streamable HTTP client: through `npm start`'s server (scripts/serve.mjs --mcp) and through
 * Debian's nginx with the build's nginx.conf (its /mcp location passed to `npm run mcp -- --http
 * … --behind-proxy …`, as DEPLOYMENT.md says). A foreign Host or Origin is refused; 200 concurrent
 * calls through nginx are all answered; a client over its limit is told when to retry while the
 * others go on. The test plays several clients by sending from several loopback addresses
 * (support/fetchFrom.ts): nginx writes the address it saw in X-Forwarded-For, replacing the
 * client's, and the MCP server trusts that header only behind a proxy.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test, expect} from './nodeTest';
import {MCP_TOOLS} from './support/mcpTools';
import {BUILD_DIR} from './builtSite';
import {startNginx, workerUserFor, type RunningNginx} from './nginxServer';
import {fetchFrom} from './support/fetchFrom';
import {freePort} from '../mock/launch';
import {REQUEST_LIMIT} from '../mcp/requestLimit';
import {serveBuild, type ServedBuild} from '../scripts/serveBuild';
import {MCP_LIMIT, MCP_UPSTREAM} from '../src/plugins/hosting/nginxConfig';
import {site} from '../src/data/site';
import {twinPath} from '../src/lib/twinPath';

const ROOT = join(__dirname, '..');

// One npm start, one nginx and its MCP server for the file: its tests in order in one worker.
test.describe.configure({mode: 'serial', timeout: 90_000});

let served: ServedBuild | undefined;
let nginx: RunningNginx | undefined;
let mcpBehindNginx: ChildProcess | undefined;
let folder = '';

/** The MCP server as DEPLOYMENT.md starts it behind nginx; resolves with its port. */
function startMcp(build: string, publicHost: string): Promise<number> {
  const child = spawn(process.execPath, [
    join(ROOT, 'mcp/index.mjs'),
    '--build',
    build,
    '--http',
    '127.0.0.1:0',
    '--behind-proxy',
    publicHost,
  ]);
  mcpBehindNginx = child;
  return new Promise((resolve, reject) => {
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said += String(chunk);
      const port = /http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(said)?.[1];
      if (port) resolve(Number(port));
    });
    child.on('exit', () => reject(new Error(`The MCP server stopped: ${said}`)));
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const ensured = spawnSync('node', [join(ROOT, 'scripts', 'ensure-nginx.mjs')], {
    stdio: 'inherit',
  });
  expect(ensured.status, 'nginx is installed (scripts/ensure-nginx.mjs)').toBe(0);
  served = await serveBuild({port: await freePort(), mcp: true});
  folder = mkdtempSync(join(tmpdir(), 'tessera mcp nginx-'));
  const root = join(folder, 'site build');
  cpSync(BUILD_DIR, root, {recursive: true});
  const port = await freePort();
  const mcpPort = await startMcp(root, `127.0.0.1:${port}`);
  // The build's nginx.conf names the address DEPLOYMENT.md starts the server on; here, a free port.
  const conf = readFileSync(join(root, 'nginx.conf'), 'utf8');
  expect(conf).toContain(`proxy_pass http://${MCP_UPSTREAM};`);
  writeFileSync(
    join(root, 'nginx.conf'),
    conf.replace(`proxy_pass http://${MCP_UPSTREAM};`, `proxy_pass http://127.0.0.1:${mcpPort};`),
  );
  nginx = await startNginx({
    folder,
    port,
    root,
    analyticsEndpoint: site.analytics.endpoint,
    workerUser: workerUserFor(),
  });
});

test.afterAll(() => {
  served?.stop();
  nginx?.stop();
  mcpBehindNginx?.kill();
  if (folder) rmSync(folder, {recursive: true, force: true});
});

const endpoints = () => [
  {name: "npm start's server", url: `${served?.baseUrl ?? ''}/mcp`},
  {name: 'nginx', url: `${nginx?.origin ?? ''}/mcp`},
];

async function connected(url: string, from = '127.0.0.1'): Promise<Client> {
  const client = new Client({name: 'hosted-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(url), {fetch: fetchFrom(from)}));
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({name, arguments: args})) as CallToolResult;

/** A raw POST with the headers given (Host included, which fetch will not set), from `from`. */
function post(
  url: string,
  headers: Record<string, string>,
  from = '127.0.0.1',
): Promise<{status: number; headers: Record<string, unknown>; body: string}> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += String(chunk)));
        answer.on('end', () =>
          resolve({status: answer.statusCode ?? 0, headers: answer.headers, body}),
        );
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}));
  });
}

test("npm start's server and nginx serve /mcp to the SDK's Streamable HTTP client", async () => {
  for (const {name, url} of endpoints()) {
    const client = await connected(url);
    try {
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name).sort(), name).toEqual([...MCP_TOOLS]);
      const search = await call(client, 'search_docs', {query: 'reverse', limit: 1});
      expect(
        (search.structuredContent as {results: {url: string}[]}).results[0]?.url,
        name,
      ).toMatch(/\/docs\/canvas\/filters\/reverse$/);
      const page = await call(client, 'get_page', {path: '/docs/canvas/filters/date'});
      expect(page.content, name).toEqual([
        {
          type: 'text',
          text: readFileSync(join(BUILD_DIR, twinPath('/docs/canvas/filters/date')), 'utf8'),
        },
      ]);
    } finally {
      await client.close();
    }
  }
});

test('a request with a foreign Host or Origin is refused, through both', async () => {
  for (const {name, url} of endpoints()) {
    const host = new URL(url).host;
    const welcome = await post(url, {Host: host, Origin: new URL(url).origin});
    expect(welcome.status, name).toBe(200);
    const rebound = await post(url, {Host: `docs.attacker.example:${new URL(url).port}`});
    expect(rebound.status, name).toBe(403);
    expect(JSON.parse(rebound.body), name).toMatchObject({
      jsonrpc: '2.0',
      error: {message: `Host "docs.attacker.example:${new URL(url).port}" is not served here.`},
    });
    const foreign = await post(url, {Host: host, Origin: 'https://attacker.example'});
    expect(foreign.status, name).toBe(403);
    expect(JSON.parse(foreign.body), name).toMatchObject({
      error: {message: expect.stringContaining('Origin "https://attacker.example" may not call')},
    });
  }
});

test('200 concurrent calls through nginx are all answered', async () => {
  // Ten readers, twenty calls each at once: each within its burst allowance.
  const clients = await Promise.all(
    Array.from({length: 10}, (_, index) =>
      connected(`${nginx?.origin ?? ''}/mcp`, `127.0.0.${index + 11}`),
    ),
  );
  try {
    const calls = clients.flatMap((client, reader) =>
      Array.from({length: 20}, (_, index) => {
        const n = reader * 20 + index;
        switch (n % 4) {
          case 0:
            return call(client, 'search_docs', {query: 'date'});
          case 1:
            return call(client, 'get_page', {path: '/docs/canvas/filters/date'});
          case 2:
            return call(client, 'list_pages', {section: 'guides'});
          default:
            return call(client, 'render_template', {template: `{{ ${n} * 2 }}`});
        }
      }),
    );
    expect(calls.length).toBe(200);
    const results = await Promise.all(calls);
    expect(results.filter((result) => result.isError)).toEqual([]);
    expect(results.filter((_, n) => n % 4 === 3).map((result) => result.content)).toEqual(
      Array.from({length: 50}, (_, k) => [{type: 'text', text: String((k * 4 + 3) * 2)}]),
    );
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
});

test('a client over its limit is told when to retry, and the others are unaffected', async () => {
  const limits = [
    // nginx counts by the address it saw, whatever X-Forwarded-For the client sends.
    {
      name: 'nginx',
      url: `${nginx?.origin ?? ''}/mcp`,
      flood: MCP_LIMIT.burst * 2,
      from: '127.0.0.40',
    },
    // npm start's server: the MCP server's own limit, by the address serve.mjs writes.
    {
      name: "npm start's server",
      url: `${served?.baseUrl ?? ''}/mcp`,
      flood: REQUEST_LIMIT.requests + 40,
      from: '127.0.0.50',
    },
  ];
  for (const {name, url, flood, from} of limits) {
    const other = await connected(url, '127.0.0.60');
    try {
      const host = new URL(url).host;
      const [answers, others] = await Promise.all([
        Promise.all(
          Array.from({length: flood}, (_, n) =>
            post(url, {Host: host, 'X-Forwarded-For': `198.51.100.${n % 250}`}, from),
          ),
        ),
        Promise.all(
          Array.from({length: 10}, () => call(other, 'search_docs', {query: 'reverse', limit: 1})),
        ),
      ]);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused.length, name).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.status === 200).length, name).toBeGreaterThan(0);
      expect(
        answers.filter((answer) => ![200, 429].includes(answer.status)),
        name,
      ).toEqual([]);
      for (const answer of refused) {
        expect(Number(answer.headers['retry-after']), name).toBeGreaterThan(0);
        expect(JSON.parse(answer.body), name).toMatchObject({
          jsonrpc: '2.0',
          error: {
            code: -32000,
            message: expect.stringMatching(
              /^Too many requests from your address .*: retry after \d+ s\.$/,
            ),
          },
        });
      }
      expect(
        others.filter((result) => result.isError),
        name,
      ).toEqual([]);
    } finally {
      await other.close();
    }
  }
});
