#!/usr/bin/env node
/**
 * Search benchmark: prints figures, is not a test. Needs a build (npm run build).
 *
 *   node bench/search/index.mjs [--runs 5] [--skip-browser]
 *
 * - the embedded index: bytes raw and gzip, extraction time over the built pages;
 * - three engines on the same records: the site's (MiniSearch with the site's
 *   ranking), FlexSearch 0.7 (Document index, forward tokenizer) and a plain
 *   baseline (every query word as a substring, titles before headings before text):
 *   build time, per-query latency (median, p95) over the query set, and relevance
 *   on it (share of queries with an expected page first, MRR@10);
 * - keystroke-to-results in Chromium: from the last key of a query to the
 *   overlay showing its results (median, p95).
 *
 * The query set (queries.json) pairs each query with the pages a reader expects.
 */
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {createRequire} from 'node:module';
import {chromium} from 'playwright-core';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The site's TypeScript modules, loaded with jiti (the loader Docusaurus uses for its config).
const load = require('jiti')(join(root, 'bench/search/index.mjs'));
const {createEngine} = load(join(root, 'src/lib/search/engine.ts'));
const {parseIndexFile} = load(join(root, 'src/lib/search/indexLoader.ts'));
const {extractPage} = load(join(root, 'src/plugins/search-index/extract.ts'));
const {htmlFileFor} = load(join(root, 'src/plugins/search-index/index.ts'));
const {searchSettings} = load(join(root, 'src/data/search.ts'));
const FlexSearch = require('flexsearch');

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};
const runs = Number(option('runs', '5'));
const skipBrowser = process.argv.includes('--skip-browser');
const buildDir = join(root, 'build');
const queries = JSON.parse(readFileSync(join(root, 'bench/search/queries.json'), 'utf8'));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pathOf = (url) => new URL(url).pathname;

// --- The index ---------------------------------------------------------------
const indexText = readFileSync(join(buildDir, searchSettings.indexPath), 'utf8');
const indexFile = JSON.parse(indexText);
const {records} = parseIndexFile(indexText);
let started = performance.now();
for (const page of indexFile.pages) {
  const file = htmlFileFor(buildDir, page.path, '/');
  if (file)
    extractPage({
      html: readFileSync(file, 'utf8'),
      url: `${indexFile.site}${page.path}`,
      title: page.title,
      category: page.category,
    });
}
const extractionMs = performance.now() - started;

console.log('Search benchmark\n');
console.log(
  `Index ${searchSettings.indexPath}: ${indexFile.pages.length} pages, ${records.length} records`,
);
console.log(
  `  size        ${kb(Buffer.byteLength(indexText))} raw, ${kb(gzipSync(indexText, {level: 9}).length)} gzip`,
);
console.log(`  extraction  ${ms(extractionMs)} for the built pages (the plugin's postBuild work)`);

// --- Engines -----------------------------------------------------------------
/** The site's engine. */
function siteEngine() {
  const engine = createEngine(records);
  return {search: (query) => engine.search(query, {limit: 20}).hits.map((hit) => hit.record.url)};
}

/** FlexSearch with the same fields and one hit per URL, ranked by the field that matched. */
function flexEngine() {
  const index = new FlexSearch.Document({
    tokenize: 'forward',
    cache: false,
    document: {id: 'id', index: ['lvl1', 'lvl2', 'lvl3', 'content']},
  });
  records.forEach((record, id) =>
    index.add({
      id,
      lvl1: record.hierarchy.lvl1 ?? '',
      lvl2: record.hierarchy.lvl2 ?? '',
      lvl3: record.hierarchy.lvl3 ?? '',
      content: record.content ?? '',
    }),
  );
  return {
    search(query) {
      const urls = [];
      for (const field of index.search(query, {limit: 100})) {
        for (const id of field.result) {
          const url = records[id].url;
          if (!urls.includes(url)) urls.push(url);
        }
      }
      return urls.slice(0, 20);
    },
  };
}

/** A plain engine: every query word must appear as a substring; titles, then headings, then text. */
function baselineEngine() {
  const rows = records.map((record) => ({
    url: record.url,
    title: (record.hierarchy.lvl1 ?? '').toLowerCase(),
    heading: [record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(' ').toLowerCase(),
    text: (record.content ?? '').toLowerCase(),
  }));
  return {
    search(query) {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) return [];
      const scored = [];
      for (const row of rows) {
        const all = `${row.title} ${row.heading} ${row.text}`;
        if (!words.every((word) => all.includes(word))) continue;
        const score = words.reduce(
          (sum, word) =>
            sum +
            (row.title.includes(word) ? 3 : 0) +
            (row.heading.includes(word) ? 2 : 0) +
            (row.text.includes(word) ? 1 : 0),
          0,
        );
        scored.push({url: row.url, score});
      }
      scored.sort((a, b) => b.score - a.score);
      return [...new Set(scored.map((row) => row.url))].slice(0, 20);
    },
  };
}

const known = new Set(records.map((record) => pathOf(record.url)));
const missing = queries.filter((entry) => !entry.expect.some((path) => known.has(path)));

function measure(name, factory) {
  const builtAt = performance.now();
  const engine = factory();
  const buildMs = performance.now() - builtAt;
  const latencies = [];
  let first = 0;
  let reciprocal = 0;
  for (const entry of queries) {
    const samples = [];
    let urls = [];
    for (let run = 0; run < runs; run += 1) {
      const at = performance.now();
      urls = engine.search(entry.query);
      samples.push(performance.now() - at);
    }
    latencies.push(percentile(samples, 50));
    const rank = urls.slice(0, 10).findIndex((url) => entry.expect.includes(pathOf(url)));
    if (rank === 0) first += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  return {
    name,
    buildMs,
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    first: first / queries.length,
    mrr: reciprocal / queries.length,
  };
}

const results = [
  measure('site (MiniSearch 7.2)', siteEngine),
  measure('FlexSearch 0.7', flexEngine),
  measure('baseline (substring)', baselineEngine),
];
console.log(
  `\nEngines on ${queries.length} queries (${runs} runs each; latency = median run of each query)`,
);
console.log(
  `  ${'engine'.padEnd(24)}${'build'.padStart(11)}${'median'.padStart(11)}${'p95'.padStart(11)}${'first'.padStart(9)}${'MRR@10'.padStart(9)}`,
);
for (const result of results) {
  console.log(
    '  ' +
      result.name.padEnd(24) +
      ms(result.buildMs).padStart(11) +
      ms(result.median).padStart(11) +
      ms(result.p95).padStart(11) +
      `${(result.first * 100).toFixed(0)}%`.padStart(9) +
      result.mrr.toFixed(3).padStart(9),
  );
}
if (missing.length > 0)
  console.log(
    `  (${missing.length} queries expect pages not in this build: ${missing.map((entry) => entry.query).join(', ')})`,
  );

// --- Keystroke to results in Chromium ----------------------------------------
if (!skipBrowser) {
  const port = 3190 + Math.floor(Math.random() * 8);
  const server = spawn(
    'node',
    [join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', buildDir],
    {stdio: 'ignore'},
  );
  await new Promise((resolve) => setTimeout(resolve, 700));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    await page.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    await page.goto(`http://127.0.0.1:${port}/docs`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('courier');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const samples = [];
    for (const entry of queries) {
      for (let run = 0; run < Math.min(runs, 3); run += 1) {
        await input.fill('');
        await page.locator('.DocSearch-StartScreen, .DocSearch-Hits').first().waitFor();
        const text = entry.query;
        await input.pressSequentially(text.slice(0, -1));
        await page.waitForTimeout(120);
        await page.evaluate(() => {
          const dropdown = document.querySelector('.DocSearch-Dropdown');
          window.__keystroke = new Promise((resolve) => {
            let startedAt = 0;
            const input = document.querySelector('.DocSearch-Input');
            input.addEventListener('keydown', () => (startedAt = performance.now()), {
              once: true,
              capture: true,
            });
            const observer = new MutationObserver(() => {
              if (!startedAt) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - startedAt));
            });
            observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
            setTimeout(() => {
              observer.disconnect();
              resolve(null);
            }, 2000);
          });
        });
        await page.keyboard.press(text.slice(-1));
        const elapsed = await page.evaluate(() => window.__keystroke);
        if (typeof elapsed === 'number') samples.push(elapsed);
      }
    }
    console.log(
      `\nKeystroke to results in Chromium (last key of each query, ${samples.length} samples, index loaded)`,
    );
    console.log(`  median ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}`);
  } finally {
    await browser.close();
    server.kill();
  }
}
