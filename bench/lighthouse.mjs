#!/usr/bin/env node
/**
 * Lighthouse benchmark: the home page, a Canvas filter page, an Admin API
 * endpoint page and a guide, with the mobile and desktop presets, three runs
 * each, against the production build served locally. Prints the medians next
 * to the budget. Not part of `npm test`.
 *
 *   npm run build && node bench/lighthouse.mjs [--runs 3]
 */
import {spawn} from 'node:child_process';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromium} from 'playwright-core';
import {firstLoadBytes, kb, median} from './firstLoad.mjs';

const PAGES = [
  ['home', '/'],
  ['Canvas filter', '/docs/canvas/filters/date'],
  ['Admin API endpoint', '/api/admin/blogs/create'],
  ['guide', '/guides/build-a-contact-form'],
];
const BUDGET = {
  desktop: {performance: 100},
  mobile: {performance: 95},
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
};
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex > -1 ? Number(process.argv[runsIndex + 1]) : 3;
const port = 3400;
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const server = spawn('node', ['scripts/serve.mjs', '--port', String(port)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 800));

const chrome = await chromeLauncher.launch({chromePath, chromeFlags: FLAGS});
const rows = [];
try {
  for (const [name, path] of PAGES) {
    for (const preset of ['mobile', 'desktop']) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          `${base}${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const {categories, audits} = result.lhr;
        samples.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          'best-practices': Math.round(categories['best-practices'].score * 100),
          seo: Math.round(categories.seo.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          failed: Object.values(audits)
            .filter(
              (audit) =>
                audit.score !== null &&
                audit.score < 1 &&
                ['accessibility', 'best-practices', 'seo'].some((category) =>
                  result.lhr.categories[category].auditRefs.some(
                    (ref) => ref.id === audit.id && ref.weight > 0,
                  ),
                ),
            )
            .map((audit) => audit.id),
        });
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      rows.push({
        name,
        path,
        preset,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        failed: [...new Set(samples.flatMap((sample) => sample.failed))],
      });
    }
  }
} finally {
  await chrome.kill();
}

const browser = await chromium.launch({
  executablePath: chromePath,
  args: FLAGS.filter((flag) => !flag.startsWith('--headless')),
});
const bytes = new Map();
for (const [, path] of PAGES) bytes.set(path, await firstLoadBytes(browser, base, path));
await browser.close();
server.kill();

const pad = (value, width) => String(value).padEnd(width);
console.log(
  `Lighthouse medians over ${runs} runs (budget: desktop performance ${BUDGET.desktop.performance}, ` +
    `mobile ≥ ${BUDGET.mobile.performance}, accessibility, best practices and SEO ${BUDGET.seo}, ` +
    `CLS ${BUDGET.cls})\n`,
);
console.log(
  [
    pad('page', 20),
    pad('preset', 8),
    pad('perf', 5),
    pad('a11y', 5),
    pad('bp', 5),
    pad('seo', 5),
    pad('LCP', 8),
    pad('TBT', 7),
    pad('CLS', 6),
    pad('JS gzip', 9),
    'CSS gzip',
  ].join(' '),
);
for (const row of rows) {
  const size = bytes.get(row.path);
  console.log(
    [
      pad(row.name, 20),
      pad(row.preset, 8),
      pad(row.performance, 5),
      pad(row.accessibility, 5),
      pad(row['best-practices'], 5),
      pad(row.seo, 5),
      pad(`${Math.round(row.lcp)} ms`, 8),
      pad(`${Math.round(row.tbt)} ms`, 7),
      pad(row.cls.toFixed(3), 6),
      pad(kb(size.js.gzip), 9),
      kb(size.css.gzip),
    ].join(' '),
  );
}
const misses = rows.filter(
  (row) =>
    row.performance <
      (row.preset === 'desktop' ? BUDGET.desktop.performance : BUDGET.mobile.performance) ||
    row.accessibility < 100 ||
    row['best-practices'] < 100 ||
    row.seo < 100 ||
    row.cls > 0,
);
console.log(
  misses.length === 0
    ? '\nAll pages within budget.'
    : `\nOutside budget: ${misses.map((row) => `${row.name} ${row.preset} (${row.failed.join(', ') || 'performance'})`).join('; ')}`,
);
