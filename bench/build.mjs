#!/usr/bin/env node
/**
 * Build benchmark: the production build's wall time (median of 3 runs) and
 * the first-load JS and CSS of a docs page (raw and gzip). Prints figures;
 * not part of `npm test`.
 *
 *   node bench/build.mjs [--runs 3] [--page /docs/canvas/filters/date]
 */
import {spawnSync} from 'node:child_process';
import {launchChromium, loadTs} from './chromium.mjs';
import {firstLoadBytes} from './firstLoad.mjs';
import {kb, median} from '../scripts/cli/stats.mjs';
import {option} from '../scripts/cli/options.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const runs = Number(option('runs', '3'));
const pagePath = option('page', '/docs/canvas/filters/date');

const times = [];
for (let run = 1; run <= runs; run += 1) {
  spawnSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error('The build failed; no figures.');
    process.exit(1);
  }
  times.push(seconds);
  console.log(`build run ${run}: ${seconds.toFixed(1)} s (cold: .docusaurus and caches cleared)`);
}

const port = 3300;
const server = await serveBuild({port});
const browser = await launchChromium();
try {
  const totals = await firstLoadBytes(browser, server.baseUrl, pagePath);
  console.log('');
  console.log(
    `production build wall time: median ${median(times).toFixed(1)} s over ${runs} runs (${times.map((t) => t.toFixed(1)).join(', ')})`,
  );
  console.log(`first load of ${pagePath}:`);
  console.log(
    `  JS : ${totals.js.files} files, ${kb(totals.js.raw)} raw, ${kb(totals.js.gzip)} gzip`,
  );
  console.log(
    `  CSS: ${totals.css.files} files, ${kb(totals.css.raw)} raw, ${kb(totals.css.gzip)} gzip`,
  );
} finally {
  await browser.close();
  server.stop();
}
