#!/usr/bin/env node
/**
 * Try it on the endpoint pages, against the mock it sends to (started here on its own ports):
 * - the request builder's code, gzip, fetched when the reader shows intent (not at first load);
 * - press to panel: "Try it" pressed on a freshly loaded page until the builder is painted;
 * - send to painted: Send pressed until the response's status line is painted, on every endpoint;
 * - each endpoint page kind's first-load JS, and the same for a second build (`--before DIR`,
 *   a build of the site without Try it) to compare.
 *
 *   npm run bench:try-it -- [--runs 5] [--before DIR] [--port 3400]
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchChromium, loadTs} from './chromium.mjs';
import {firstLoadBytes} from './firstLoad.mjs';
import {kb, median, ms as formatMs, percentile} from '../scripts/cli/stats.mjs';
import {option} from '../scripts/cli/options.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const runs = Number(option('runs', '5'));
const before = option('before', undefined);
const port = Number(option('port', '3400'));

const {apis, endpoints} = loadTs('../src/data/api/index.ts');
const {DEFAULT_PORTS, startMock} = loadTs('../mock/launch.ts');

const ms = (value) => formatMs(value, 0);

/** Clicks `selector`'s button in the page and resolves once `done` matches, a frame later: its time. */
async function timedClick(page, name, doneSelector) {
  return page.evaluate(
    ({name, doneSelector}) =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent === name,
        );
        const start = performance.now();
        const check = () => {
          if (document.querySelector(doneSelector))
            requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        button.click();
        check();
      }),
    {name, doneSelector},
  );
}

const open = async (page, path) => {
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
};

const server = await serveBuild({dir: 'build', port});
const mock = await startMock({ports: DEFAULT_PORTS});
const browser = await launchChromium();
try {
  // The builder's code: what the page fetches between pressing Try it and the panel.
  const page = await browser.newPage();
  await open(page, '/api/admin/blogs/create');
  // After the page's own loading and its prefetches of linked pages, which are not the builder's.
  await page.waitForLoadState('networkidle');
  const onIntent = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const executed = ['script', 'stylesheet'].includes(request.resourceType());
    if (executed && url.port === String(port) && /\.(js|css)$/.test(url.pathname))
      onIntent.add(url.pathname);
  });
  await page.getByRole('button', {name: 'Try it'}).click();
  await page.getByRole('form', {name: 'Try it'}).waitFor();
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  for (const file of onIntent)
    gzip += gzipSync(readFileSync(join('build', decodeURIComponent(file))), {level: 9}).length;
  console.log(`Request builder, loaded on intent: ${onIntent.size} files, ${kb(gzip)} gzip`);

  // Press to panel, on a fresh page each time (the builder's code not yet fetched).
  const presses = [];
  for (let run = 0; run < runs; run += 1) {
    const fresh = await browser.newPage();
    await open(fresh, '/api/admin/blogs/create');
    presses.push(await timedClick(fresh, 'Try it', 'form[aria-label="Try it"]'));
    await fresh.close();
  }
  console.log(
    `Press to panel (${runs} runs): median ${ms(median(presses))}, max ${ms(Math.max(...presses))}`,
  );

  // Send to painted, every endpoint against the mock, with a key.
  const sends = [];
  const statuses = new Map();
  for (const endpoint of endpoints) {
    await open(page, endpoint.route);
    await page.getByRole('button', {name: 'Try it'}).click();
    const form = page.getByRole('form', {name: 'Try it'});
    await form
      .locator('input[type="password"]')
      .fill(`${apis[endpoint.api].credential.prefix}bench_8f3k2m9q`);
    sends.push(await timedClick(page, 'Send', 'form[aria-label="Try it"] [data-status]'));
    const status = await form.locator('[data-status]').getAttribute('data-status');
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (Number(status) >= 400) console.log(`  ${endpoint.id} answered ${status}`);
  }
  console.log(
    `Send to painted (${sends.length} endpoints): median ${ms(median(sends))}, p95 ${ms(percentile(sends, 0.95))}; statuses ${[...statuses].map(([status, count]) => `${status} ×${count}`).join(', ')}`,
  );

  // First-load JS of the endpoint page kinds, this build and the one before.
  const kinds = [
    '/api/admin/blogs/create',
    '/api/console/projects/list',
    '/api/project/posts/retrieve',
  ];
  for (const [label, dir] of [['this build', 'build'], ...(before ? [['before', before]] : [])]) {
    const other = dir === 'build' ? server : await serveBuild({dir, port: port + 1});
    for (const path of kinds) {
      const totals = await firstLoadBytes(browser, other.baseUrl, path, dir);
      console.log(
        `First load, ${label.padEnd(10)} ${path.padEnd(34)} JS ${kb(totals.js.gzip)} gzip`,
      );
    }
    if (other !== server) other.stop();
  }
} finally {
  await browser.close();
  await mock.stop();
  server.stop();
}
