/**
 * The configurations of "Use these docs in your AI assistant" (docs/getting-started/ai-assistants.md)
 * work: the page leads with the one-line `npx` and URL forms for Claude Desktop, Cursor and VS Code,
 * and keeps the clone's script for writers of the docs. Each URL form reaches /mcp of the site's own
 * server (`npm start`'s), each clone form starts the clone's server on the build. The `npx` forms are
 * started from the packed package by e2e/mcp-package.spec.ts. The tests reach loopback only.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test, expect} from './nodeTest';
import {BUILD_DIR} from './builtSite';
import {
  assistantConfigs,
  ASSISTANTS_PAGE,
  CONNECTOR_TITLE,
  SHAPES,
  type AssistantConfig,
} from './support/assistantConfigs';
import {freePort} from '../mock/launch';
import {serveBuild, type ServedBuild} from '../scripts/serveBuild';
import {site} from '../src/data/site';

const ROOT = join(__dirname, '..');
const PLACEHOLDER = '/path/to/developers';
const configs = assistantConfigs(readFileSync(join(ROOT, ASSISTANTS_PAGE), 'utf8'));

// Each test starts a server, which reads and indexes the site first.
test.describe.configure({timeout: 60_000});

let served: ServedBuild | undefined;

// npm start's server, with the MCP server beside it: started once per worker, which takes a while.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  served = await serveBuild({port: await freePort(), mcp: true});
});

test.afterAll(() => served?.stop());

async function firstHit(transport: Transport): Promise<string | undefined> {
  const client = new Client({name: 'config-test', version: '1.0.0'});
  await client.connect(transport);
  try {
    const result = (await client.callTool({
      name: 'search_docs',
      arguments: {query: 'reverse', limit: 1},
    })) as CallToolResult;
    expect(result.isError ?? false).toBe(false);
    return (result.structuredContent as {results: {url: string}[]}).results[0]?.url;
  } finally {
    await client.close();
  }
}

test('the page leads with the npx and URL forms for each assistant, and keeps the clone for writers', () => {
  const lead = configs.filter((config) => !config.forWriters);
  const assistants = [...Object.keys(SHAPES), CONNECTOR_TITLE];
  const forms = (form: AssistantConfig['form']) =>
    lead.filter((config) => config.form === form).map((config) => config.title);
  expect(forms('npx').sort()).toEqual(Object.keys(SHAPES).sort());
  // Claude Desktop takes the URL in its Connectors settings, the others in their file.
  expect(forms('url').sort()).toEqual(
    assistants.filter((title) => title !== 'claude_desktop_config.json').sort(),
  );
  expect(forms('clone')).toEqual([]);
  for (const config of lead.filter((entry) => entry.form === 'npx')) {
    expect(config.entry.args).toEqual(['-y', '@tessera/docs-mcp']);
    if (SHAPES[config.title] === 'servers') expect(config.entry.type).toBe('stdio');
  }
  for (const config of lead.filter((entry) => entry.form === 'url')) {
    expect(config.entry.url).toBe(`${site.url}/mcp`);
    if (SHAPES[config.title] === 'servers') expect(config.entry.type).toBe('http');
  }
  expect(configs.filter((config) => config.forWriters).map((config) => config.form)).toEqual([
    'clone',
  ]);
});

for (const config of configs.filter((entry) => entry.form === 'url')) {
  test(`the URL form of ${config.title} (line ${config.line}) reaches the site's /mcp`, async () => {
    const url = new URL((config.entry.url ?? '').replace(site.url, served?.baseUrl ?? ''));
    expect(await firstHit(new StreamableHTTPClientTransport(url))).toMatch(
      /\/docs\/canvas\/filters\/reverse$/,
    );
  });
}

for (const config of configs.filter((entry) => entry.form === 'clone')) {
  test(`the clone's ${config.title} block (line ${config.line}) starts the server on the build`, async () => {
    expect(config.entry.command).toBe('node');
    const args = (config.entry.args ?? []).map((arg) =>
      arg.replace(`${PLACEHOLDER}/build`, BUILD_DIR).replace(PLACEHOLDER, ROOT),
    );
    expect(args).toContain(join(ROOT, 'mcp/index.mjs'));
    expect(
      await firstHit(new StdioClientTransport({command: process.execPath, args, stderr: 'ignore'})),
    ).toMatch(/\/docs\/canvas\/filters\/reverse$/);
  });
}
