#!/usr/bin/env node
/**
 * `npm start`: on Node 24 (scripts/node24.mjs brings it when the machine's is older), install the
 * dependencies as locked, build the production site and serve it with search offline, and the
 * docs' MCP server at /mcp (scripts/serve.mjs --mcp).
 */
import {spawnSync} from 'node:child_process';
import {runOnNode24} from './node24.mjs';

runOnNode24();

for (const args of [
  ['ci', '--no-audit', '--no-fund'],
  ['run', 'build'],
  ['run', 'serve', '--', '--mcp', ...process.argv.slice(2)],
]) {
  const {status} = spawnSync('npm', args, {stdio: 'inherit'});
  if (status !== 0) process.exit(status ?? 1);
}
