/**
 * The `npx` package (@tessera/docs-mcp) as a reader gets it: `npm run mcp:pack` packs it (never
 * publishing), npm installs the tarball into an empty folder from its cache alone (--offline), and
 * each `npx` configuration of "Use these docs in your AI assistant" starts it there, pointed at the
 * served build with --site. Through the SDK's client it lists the tools of `npm run mcp`, answers
 * the held-out queries with the overlay's first hit, and returns pages' twins. Packed and installed
 * once per run.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test, expect} from './nodeTest';
import {MCP_TOOLS} from './support/mcpTools';
import {BUILD_DIR} from './builtSite';
import {assistantConfigs, ASSISTANTS_PAGE} from './support/assistantConfigs';
import {searchSettings} from '../src/data/search';
import {createEngine} from '../src/lib/search/engine';
import {parseIndexFile} from '../src/lib/search/indexLoader';
import {createLocalSearchClient} from '../src/lib/search/localClient';
import {toSitePath} from '../src/lib/search/urls';
import {twinPath} from '../src/lib/twinPath';
import {site} from '../src/data/site';

const ROOT = join(__dirname, '..');
const heldOut = JSON.parse(
  readFileSync(join(ROOT, 'bench/search/queries.heldout.json'), 'utf8'),
) as {query: string}[];
const npxConfigs = assistantConfigs(readFileSync(join(ROOT, ASSISTANTS_PAGE), 'utf8')).filter(
  (config) => config.form === 'npx',
);

// One pack and one install for the file: its tests in order in one worker.
test.describe.configure({mode: 'serial', timeout: 90_000});

let folder = '';
let installed = '';
const clients = new Map<string, Client>();

/** Bytes of every file under `path`. */
function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

test.beforeAll(() => {
  test.setTimeout(240_000);
  folder = mkdtempSync(join(tmpdir(), 'tessera npx-'));
  const packed = spawnSync(
    process.execPath,
    [join(ROOT, 'mcp/package/pack.mjs'), '--out', join(folder, 'packed')],
    {encoding: 'utf8'},
  );
  expect(packed.status, packed.stderr).toBe(0);
  const tarball = /^Packed (.+\.tgz)$/m.exec(packed.stdout)?.[1] ?? '';
  // An empty folder, as a reader's machine has: npm finds everything the package needs in its cache.
  installed = join(folder, 'reader');
  spawnSync('mkdir', [installed]);
  writeFileSync(join(installed, 'package.json'), '{"private": true}\n');
  const install = spawnSync(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--no-save', tarball],
    {cwd: installed, encoding: 'utf8'},
  );
  expect(install.status, install.stderr).toBe(0);
  expect(install.stdout).toMatch(/added 1 package\b/);
  const packages = readdirSync(join(installed, 'node_modules'), {recursive: true}).filter((entry) =>
    String(entry).endsWith('package.json'),
  );
  test.info().annotations.push({
    type: 'install',
    description: `${(sizeOf(join(installed, 'node_modules')) / 1e6).toFixed(1)} MB, ${packages.length} package.json file(s)`,
  });
});

test.afterAll(async () => {
  for (const client of clients.values()) await client.close();
  if (folder) rmSync(folder, {recursive: true, force: true});
});

/** The documented `npx` command, run in the reader's folder with no network, reading the served site. */
async function started(title: string, baseURL: string): Promise<Client> {
  const config = npxConfigs.find((entry) => entry.title === title);
  let client = clients.get(title);
  if (client) return client;
  client = new Client({name: 'package-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: config?.entry.command ?? '',
      args: [...(config?.entry.args ?? []), '--site', baseURL],
      cwd: installed,
      env: {...(process.env as Record<string, string>), npm_config_offline: 'true'},
      stderr: 'ignore',
    }),
  );
  clients.set(title, client);
  return client;
}

test('the page has an npx configuration for each of Claude Desktop, Cursor and VS Code', () => {
  expect(npxConfigs.map((config) => config.title).sort()).toEqual([
    '.cursor/mcp.json',
    '.vscode/mcp.json',
    'claude_desktop_config.json',
  ]);
});

for (const {title} of npxConfigs) {
  test(`the npx configuration of ${title} starts the package and lists the tools of npm run mcp`, async ({
    baseURL,
  }) => {
    const started0 = Date.now();
    const client = await started(title, baseURL ?? '');
    const {tools} = await client.listTools();
    test.info().annotations.push({
      type: 'npx to first answer',
      description: `${Date.now() - started0} ms`,
    });
    expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOLS]);
    const rendered = (await client.callTool({
      name: 'render_template',
      arguments: {template: '{{ "tessera" | upper }}'},
    })) as CallToolResult;
    expect(rendered.content).toEqual([{type: 'text', text: 'TESSERA'}]);
  });
}

test("search_docs gives the overlay's first hit for every held-out query", async ({baseURL}) => {
  const client = await started(npxConfigs[0]?.title ?? '', baseURL ?? '');
  const {records} = parseIndexFile(readFileSync(join(BUILD_DIR, searchSettings.indexPath), 'utf8'));
  const engine = createEngine(records);
  const overlay = createLocalSearchClient(() => Promise.resolve(engine));
  const compared: {query: string; overlay?: string; mcp?: string}[] = [];
  for (const {query} of heldOut) {
    const {results} = await overlay.search({
      requests: [
        {indexName: searchSettings.localIndexName, query, hitsPerPage: searchSettings.hitsPerPage},
      ],
    });
    const answer = (await client.callTool({
      name: 'search_docs',
      arguments: {query},
    })) as CallToolResult;
    const first = (answer.structuredContent as {results: {url: string}[]}).results[0]?.url;
    const overlayFirst = results[0]?.hits[0]?.url;
    compared.push({
      query,
      overlay: overlayFirst && toSitePath(overlayFirst),
      mcp: first && toSitePath(first),
    });
  }
  expect(compared.length).toBe(heldOut.length);
  expect(compared.filter((row) => row.overlay !== row.mcp)).toEqual([]);
});

test('get_page returns the twin of a page, and the package reads the site it was pointed at', async ({
  baseURL,
}) => {
  const client = await started(npxConfigs[0]?.title ?? '', baseURL ?? '');
  for (const path of ['/docs/canvas/filters/date', '/api/admin/events/form-submitted', '/guides']) {
    const result = (await client.callTool({
      name: 'get_page',
      arguments: {url: `${site.url}${path}`},
    })) as CallToolResult;
    expect(result.content).toEqual([
      {type: 'text', text: readFileSync(join(BUILD_DIR, twinPath(path)), 'utf8')},
    ]);
  }
});
