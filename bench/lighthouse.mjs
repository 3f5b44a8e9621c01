#!/usr/bin/env node
/**
 * Side by side with stock Docusaurus: builds the Docusaurus 3.10.2 classic template in a
 * temporary folder (installed from the registry; kept between runs, `--fresh` rebuilds it), serves
 * it and this site's build/ with the same compressing server, and runs Lighthouse (mobile and
 * desktop presets) on the stock `/docs/intro` and on each page kind here, the two sites interleaved
 * within every round. Prints medians per page and preset, and the ratios project / stock for TBT,
 * LCP and JavaScript transferred. Not part of `npm test`: scores on a shared machine move between
 * runs, so quote the ratios.
 *
 *   npm run build && node bench/lighthouse.mjs [--runs 3] [--build build] [--stock-dir DIR] [--fresh]
 *
 * `--build` measures another build of this site (an older commit's, to compare before and after).
 */
import {join} from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, chromiumPath, loadTs} from './chromium.mjs';
import {kb, median} from '../scripts/cli/stats.mjs';
import {option} from '../scripts/cli/options.mjs';
import {ensureStockSite, stockDir} from './stockSite.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const STOCK_PAGE = '/docs/intro';
const PAGES = loadTs('../e2e/support/measuredPages.ts').MEASURED_PAGES;
const PRESETS = ['mobile', 'desktop'];

const runs = Number(option('runs', '3'));
const projectBuild = option('build', 'build');

async function audit(chrome, url, preset) {
  const result = await lighthouse(
    url,
    {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo']},
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const {categories, audits} = result.lhr;
  const scripts = audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: Math.round(categories.performance.score * 100),
    seo: Math.round(categories.seo.score * 100),
    tbt: audits['total-blocking-time'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    js: scripts?.transferSize ?? 0,
    scriptCount: scripts?.requestCount ?? 0,
  };
}

ensureStockSite({build: true});
const sites = {
  stock: await serveBuild({dir: join(stockDir, 'build'), port: 3411}),
  project: await serveBuild({dir: projectBuild, port: 3412}),
};

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
/** samples[`${site} ${path} ${preset}`] = one audit per round. */
const samples = new Map();
try {
  for (let round = 1; round <= runs; round += 1) {
    for (const preset of PRESETS) {
      // Stock first, then each project page, then stock again: both sites share every stretch of
      // machine load.
      const order = [
        ['stock', STOCK_PAGE],
        ...PAGES.slice(0, 3).map((path) => ['project', path]),
        ['stock', STOCK_PAGE],
        ...PAGES.slice(3).map((path) => ['project', path]),
      ];
      for (const [site, path] of order) {
        const key = `${site} ${path} ${preset}`;
        const result = await audit(chrome, `${sites[site].baseUrl}${path}`, preset);
        samples.set(key, [...(samples.get(key) ?? []), result]);
        process.stderr.write(
          `round ${round} ${preset} ${site} ${path}: perf ${result.performance}, TBT ${Math.round(result.tbt)} ms\n`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  for (const site of Object.values(sites)) site.stop();
}

const medianOf = (key, field) => median(samples.get(key).map((sample) => sample[field]));
const pad = (value, width) => String(value).padEnd(width);
const ratio = (value, base) => (base > 0 ? (value / base).toFixed(2) : 'n/a');

for (const preset of PRESETS) {
  const stockKey = `stock ${STOCK_PAGE} ${preset}`;
  const stock = {
    tbt: medianOf(stockKey, 'tbt'),
    lcp: medianOf(stockKey, 'lcp'),
    js: medianOf(stockKey, 'js'),
  };
  console.log(`\n${preset}, medians of ${runs} runs (ratios: project / stock)`);
  console.log(
    [
      pad('page', 34),
      pad('perf', 5),
      pad('SEO', 4),
      pad('TBT', 8),
      pad('LCP', 9),
      pad('JS', 7),
      pad('TBT ×', 6),
      pad('LCP ×', 6),
      'JS ×',
    ].join(' '),
  );
  const rows = [['stock', STOCK_PAGE], ...PAGES.map((path) => ['project', path])];
  for (const [site, path] of rows) {
    const key = `${site} ${path} ${preset}`;
    const tbt = medianOf(key, 'tbt');
    const lcp = medianOf(key, 'lcp');
    const js = medianOf(key, 'js');
    console.log(
      [
        pad(site === 'stock' ? `stock ${path}` : path, 34),
        pad(medianOf(key, 'performance'), 5),
        pad(medianOf(key, 'seo'), 4),
        pad(`${Math.round(tbt)} ms`, 8),
        pad(`${Math.round(lcp)} ms`, 9),
        pad(kb(js, 0), 7),
        pad(ratio(tbt, stock.tbt), 6),
        pad(ratio(lcp, stock.lcp), 6),
        ratio(js, stock.js),
      ].join(' '),
    );
  }
}
