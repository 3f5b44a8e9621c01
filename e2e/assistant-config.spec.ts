/**
 * The configurations of "Use these docs in your AI assistant" (docs/getting-started/ai-assistants.md) work: each
 * JSON block parses, names the server in the shape its assistant reads, and starts it. The test
 * runs the command of the block with the clone's folder put in for its placeholder and the
 * served build in place of the published site (the tests reach loopback only).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test, expect} from './nodeTest';
import {codeBlocks} from '../src/canvas/examples';
import {site} from '../src/data/site';

const ROOT = join(__dirname, '..');
const PLACEHOLDER = '/path/to/developers';
const blocks = codeBlocks(
  readFileSync(join(ROOT, 'docs/getting-started/ai-assistants.md'), 'utf8'),
).filter((block) => block.language === 'json');

interface ServerEntry {
  type?: string;
  command: string;
  args: string[];
}

/** Where each assistant keeps its servers: VS Code under `servers`, the others under `mcpServers`. */
const SHAPES: Record<string, 'servers' | 'mcpServers'> = {
  'claude_desktop_config.json': 'mcpServers',
  '.cursor/mcp.json': 'mcpServers',
  '.vscode/mcp.json': 'servers',
};

// Each test starts a server, which reads and indexes the site first.
test.describe.configure({timeout: 60_000});

test('the page has a block for each of Claude Desktop, Cursor and VS Code', () => {
  expect(blocks.map((block) => block.title).sort()).toEqual(Object.keys(SHAPES).sort());
});

for (const block of blocks) {
  test(`the ${block.title ?? 'untitled'} block starts the server`, async ({baseURL}) => {
    const shape = SHAPES[block.title ?? ''];
    expect(shape, `a known file name in the block's title`).toBeDefined();
    const config = JSON.parse(block.body) as Record<string, Record<string, ServerEntry>>;
    const entry = config[shape ?? '']?.['tessera-docs'];
    expect(entry?.command).toBe('node');
    if (shape === 'servers') expect(entry?.type).toBe('stdio');
    const args = (entry?.args ?? []).map((arg) =>
      arg.replace(PLACEHOLDER, ROOT).replace(site.url, baseURL ?? ''),
    );
    expect(args).toContain(join(ROOT, 'mcp/index.mjs'));
    const client = new Client({name: 'config-test', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({command: process.execPath, args, stderr: 'ignore'}),
    );
    try {
      const result = (await client.callTool({
        name: 'search_docs',
        arguments: {query: 'reverse', limit: 1},
      })) as CallToolResult;
      expect(result.isError ?? false).toBe(false);
      expect((result.structuredContent as {results: {url: string}[]}).results[0]?.url).toMatch(
        /\/docs\/canvas\/filters\/reverse$/,
      );
    } finally {
      await client.close();
    }
  });
}
