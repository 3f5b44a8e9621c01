/**
 * When a page first paints and when it hydrates: the site's page template (the entry scripts are
 * preloaded and run after the first paint, src/plugins/scripts-after-paint) against Docusaurus'
 * own (deferred entry scripts), on the same build. The baseline is a copy of build/ whose measured
 * pages are rewritten to Docusaurus' `<script src=… defer>` lines, so nothing else differs.
 *
 * Chromium with its CPU slowed 4×, on a first visit (empty cache) and a repeat visit (the scripts
 * cached, as the year-long cache of /assets/ allows), with the network as it is (loopback) and
 * throttled to Lighthouse's mobile figures (150 ms round trip, 1.6 Mbps down). Prints medians.
 *
 *   npm run build && node bench/firstPaint.mjs [--runs 5]
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {launchChromium, loadTs} from './chromium.mjs';
import {median, ms as formatMs} from '../scripts/cli/stats.mjs';
import {option} from '../scripts/cli/options.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const PAGES = loadTs('../e2e/support/measuredPages.ts').MEASURED_PAGES;
const {withDeferredEntryScripts} = loadTs('../e2e/support/entryScripts.ts');
const runs = Number(option('runs', '5'));

const NETWORKS = {
  loopback: null,
  'mobile 150 ms, 1.6 Mbps': {latency: 150, downloadThroughput: 204800, uploadThroughput: 96000},
};

function pageFile(dir, path) {
  const flat = join(dir, `${path}.html`);
  return existsSync(flat) ? flat : join(dir, path, 'index.html');
}

const baselineDir = join(mkdtempSync(join(tmpdir(), 'tessera-first-paint-')), 'build');
execFileSync('cp', ['-al', 'build', baselineDir]);
for (const path of PAGES) {
  const file = pageFile(baselineDir, path);
  const html = readFileSync(file, 'utf8');
  rmSync(file); // a hard link to build/: write a new file instead
  writeFileSync(file, withDeferredEntryScripts(html));
}

const servers = {
  'Docusaurus template': await serveBuild({dir: baselineDir, port: 3130}),
  'site template': await serveBuild({dir: 'build', port: 3131}),
};
const browser = await launchChromium();

/** One visit: first contentful paint and hydration, in ms from navigation start. */
async function visit(page, url) {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydrated: window.hydratedAt,
  }));
}

async function measure(baseUrl, path, conditions) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      if (document.documentElement?.getAttribute('data-has-hydrated') !== 'true') return;
      window.hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  if (conditions) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {offline: false, ...conditions});
  }
  const url = new URL(path, baseUrl).toString();
  const first = await visit(page, url);
  const repeat = await visit(page, url);
  await context.close();
  return {first, repeat};
}

const samples = new Map();
const record = (key, value) => samples.set(key, [...(samples.get(key) ?? []), value]);
for (let run = 1; run <= runs; run += 1) {
  for (const path of PAGES) {
    for (const [network, conditions] of Object.entries(NETWORKS)) {
      for (const [template, server] of Object.entries(servers)) {
        const {first, repeat} = await measure(server.baseUrl, path, conditions);
        for (const [visitName, figures] of Object.entries({first, repeat})) {
          for (const [metric, value] of Object.entries(figures)) {
            record(`${path}|${network}|${visitName}|${template}|${metric}`, value);
          }
        }
      }
    }
  }
  console.log(`run ${run} of ${runs} done`);
}
await browser.close();
for (const server of Object.values(servers)) server.stop();
rmSync(join(baselineDir, '..'), {recursive: true, force: true});

const ms = (value) => formatMs(value, 0).padStart(8);
const figure = (path, network, visitName, template, metric) =>
  median(samples.get(`${path}|${network}|${visitName}|${template}|${metric}`));
console.log(
  `\nMedians of ${runs} runs, CPU 4× slower, 412 px wide. Ratio = site template / Docusaurus template.`,
);
for (const network of Object.keys(NETWORKS)) {
  for (const visitName of ['first', 'repeat']) {
    console.log(`\n${network}, ${visitName} visit`);
    console.log(
      `${'page'.padEnd(31)}${'first paint'.padStart(24)}${'×'.padStart(7)}${'hydrated'.padStart(24)}${'×'.padStart(7)}`,
    );
    for (const path of PAGES) {
      const cells = ['paint', 'hydrated'].map((metric) => {
        const before = figure(path, network, visitName, 'Docusaurus template', metric);
        const after = figure(path, network, visitName, 'site template', metric);
        return `${ms(before)} →${ms(after)}${(after / before).toFixed(2).padStart(7)}`;
      });
      console.log(`${path.padEnd(31)}${cells.map((cell) => cell.padStart(31)).join('')}`);
    }
  }
}
