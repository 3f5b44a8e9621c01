#!/usr/bin/env node
/**
 * First-load JS and CSS (raw and gzip) of one page of each kind that shows
 * "Copy page" (docs, Canvas reference, API endpoint, guide, changelog entry),
 * for a build folder, served as the static server serves it. Compare two
 * builds by running it on each.
 *
 *   node bench/firstLoadKinds.mjs [--dir build] [--port 3300]
 */
import {launchChromium, loadTs} from './chromium.mjs';
import {firstLoadBytes} from './firstLoad.mjs';
import {kb} from '../scripts/cli/stats.mjs';
import {option} from '../scripts/cli/options.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const dir = option('dir', 'build');
const port = Number(option('port', '3300'));
const pages = [
  '/docs',
  '/docs/canvas/filters/date',
  '/api/admin/route-patterns/update',
  '/guides/create-a-project',
  '/changelog/2026/11/12/courier-3-4-1',
];

const server = await serveBuild({dir, port});
const browser = await launchChromium();
try {
  console.log(`first load, ${dir}:`);
  for (const path of pages) {
    const totals = await firstLoadBytes(browser, server.baseUrl, path, dir);
    console.log(
      `  ${path.padEnd(40)} JS ${totals.js.files} files ${kb(totals.js.raw)} raw ${kb(totals.js.gzip)} gzip · CSS ${kb(totals.css.raw)} raw ${kb(totals.css.gzip)} gzip`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
