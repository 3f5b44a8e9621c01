#!/usr/bin/env node
/**
 * The site on Node 24 (scripts/node24.mjs, from the npm registry): the unit and component tests,
 * a production build into a temporary folder, and a short browser smoke of that build served by
 * Node 24 (e2e/runtime-smoke.ts: one page of each kind, search, Try it). The full suite runs on
 * the machine's Node; this shows the other supported runtime builds, serves and renders the site.
 *
 *   node scripts/node24-smoke.mjs [--port 3500]
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {NODE_24_VERSION, node24Binary, node24Env} from './node24.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const node = node24Binary();
const outDir = mkdtempSync(join(tmpdir(), 'tessera-node24-build-'));
const env = {...node24Env(), E2E_PORT: option('port', '3500'), SMOKE_BUILD_DIR: outDir};

const steps = [
  ['Node 24: unit and component tests', ['node_modules/jest/bin/jest.js', '--silent']],
  [
    'Node 24: production build',
    ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', outDir],
  ],
  ['Chromium', ['scripts/ensure-chromium.mjs']],
  [
    'Node 24: browser smoke',
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      '--config',
      'playwright.runtime-smoke.config.ts',
    ],
  ],
];

const version = spawnSync(node, ['--version'], {encoding: 'utf8'}).stdout.trim();
if (version !== `v${NODE_24_VERSION}`) {
  console.error(`Expected Node ${NODE_24_VERSION}, the binary reports ${version || 'nothing'}.`);
  process.exit(1);
}

const times = [];
let failed = false;
for (const [name, args] of steps) {
  console.log(`\n=== ${name} (${version})\n`);
  const started = Date.now();
  const {status} = spawnSync(node, args, {stdio: 'inherit', env});
  times.push([name, (Date.now() - started) / 1000]);
  if (status !== 0) {
    console.error(`\n${name} failed on Node ${version}.`);
    failed = true;
    break;
  }
}
rmSync(outDir, {recursive: true, force: true});

console.log('\nNode 24 smoke times:');
for (const [name, seconds] of times) console.log(`  ${name}: ${seconds.toFixed(1)} s`);
process.exit(failed ? 1 : 0);
