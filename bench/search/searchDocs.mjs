/**
 * Runs queries through the MCP server's `search_docs`, as an assistant does: the server
 * started over stdio on a build (`npm run mcp -- --build <folder>`), each query passed as it
 * is, and the paths of the results in the order the tool returns them. A call the tool
 * refuses (an error result, such as a query over its length limit) counts as no result.
 */
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Paths answered for each query (10 results, the tool's default), and how many calls were refused. */
export async function runSearchDocs(buildDir, queries) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(root, 'mcp/index.mjs'), '--build', buildDir],
    stderr: 'ignore',
  });
  const client = new Client({name: 'bench-search', version: '1.0.0'});
  await client.connect(transport);
  try {
    const answers = [];
    let refused = 0;
    for (const entry of queries) {
      const result = await client.callTool({name: 'search_docs', arguments: {query: entry.query}});
      if (result.isError) {
        refused += 1;
        answers.push([]);
        continue;
      }
      answers.push(
        (result.structuredContent?.results ?? []).map((hit) => new URL(hit.url).pathname),
      );
    }
    return {answers, refused};
  } finally {
    await client.close();
  }
}
