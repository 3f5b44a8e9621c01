#!/usr/bin/env node
/**
 * MCP server benchmark: prints figures, is not a test. Needs a build (npm run build).
 *
 *   node bench/mcp.mjs [--starts 5] [--runs 3]
 *
 * - start time: from spawning `node mcp/index.mjs` (stdio, the local build) to the answer of
 *   the MCP handshake, through the SDK's client (the server reads and indexes the latest
 *   version's search index before it answers); median of --starts;
 * - memory after start: the server process's resident set (RSS) once it has answered;
 * - search_docs over the query set (bench/search/queries.*.json): time of each call, client
 *   to answer over stdio, warm; median and p95 over --runs passes;
 * - agreement: the held-out queries whose first hit is the overlay's first hit (its search
 *   client on the same index, hits in the order DocSearch shows them).
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {ms, percentile} from '../scripts/cli/stats.mjs';
import {option} from '../scripts/cli/options.mjs';
import {treeResidentBytes} from './processTree.mjs';
import {tsLoader} from '../scripts/cli/loadTs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = tsLoader(import.meta.url);
const {createEngine} = load(join(root, 'src/lib/search/engine.ts'));
const {parseIndexFile} = load(join(root, 'src/lib/search/indexLoader.ts'));
const {createLocalSearchClient} = load(join(root, 'src/lib/search/localClient.ts'));
const {toSitePath} = load(join(root, 'src/lib/search/urls.ts'));
const {searchSettings} = load(join(root, 'src/data/search.ts'));

const starts = Number(option('starts', '5'));
const runs = Number(option('runs', '3'));
const querySet = (half) =>
  JSON.parse(readFileSync(join(root, `bench/search/queries.${half}.json`), 'utf8'));
const heldOut = querySet('heldout');
const queries = [...querySet('tuning'), ...heldOut].map((entry) => entry.query);

async function startServer() {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(root, 'mcp/index.mjs')],
    stderr: 'ignore',
  });
  const client = new Client({name: 'bench', version: '1.0.0'});
  const started = performance.now();
  await client.connect(transport);
  return {client, transport, startMs: performance.now() - started};
}

const startTimes = [];
const memory = [];
for (let index = 0; index < starts; index += 1) {
  const {client, transport, startMs} = await startServer();
  startTimes.push(startMs);
  memory.push(treeResidentBytes(transport.pid) / 1024 / 1024);
  await client.close();
}

const {client} = await startServer();
const search = async (query) => {
  const started = performance.now();
  const result = await client.callTool({name: 'search_docs', arguments: {query}});
  return {result, time: performance.now() - started};
};
await search('date');
const times = [];
for (let run = 0; run < runs; run += 1)
  for (const query of queries) times.push((await search(query)).time);

const {records} = parseIndexFile(
  readFileSync(join(root, 'build', searchSettings.indexPath), 'utf8'),
);
const overlay = createLocalSearchClient(() => Promise.resolve(createEngine(records)));
let agree = 0;
for (const {query} of heldOut) {
  const {results} = await overlay.search({
    requests: [
      {indexName: searchSettings.localIndexName, query, hitsPerPage: searchSettings.hitsPerPage},
    ],
  });
  const overlayFirst = results[0]?.hits[0]?.url;
  const mcpFirst = (await search(query)).result.structuredContent?.results?.[0]?.url;
  const same = overlayFirst && mcpFirst && toSitePath(overlayFirst) === toSitePath(mcpFirst);
  // A query the site has no answer for agrees when neither answers.
  if (same || (overlayFirst === undefined && mcpFirst === undefined)) agree += 1;
}
await client.close();

console.log('MCP server (stdio, local build)\n');
console.log(
  `  start to handshake answered  median ${ms(percentile(startTimes, 0.5))} (${starts} starts: ${startTimes.map((time) => ms(time)).join(', ')})`,
);
console.log(`  memory after start (RSS)     median ${percentile(memory, 0.5).toFixed(0)} MB`);
console.log(
  `  search_docs, ${queries.length} queries x ${runs}  median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`,
);
console.log(
  `  first hit = overlay's first hit: ${agree}/${heldOut.length} held-out queries (${((agree / heldOut.length) * 100).toFixed(0)}%)`,
);
