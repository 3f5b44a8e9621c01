#!/usr/bin/env node
/**
 * Scale benchmark: how the site's build, search and dev server grow with the docs, side by side
 * with stock Docusaurus given the same pages.
 *
 * For each size N it adds N generated docs pages (copies of the real Markdown pages, see
 * scale/generatedDocs.ts) to two temporary sites, and builds both cold, one after the other:
 * - a copy of this site (its working tree, as a git repository of its own, so pages get their dates);
 * - the stock Docusaurus classic template (stockSite.mjs) with the real Markdown docs and the same
 *   generated pages. Stock reads `.md` files as CommonMark, as the site does, and only warns on
 *   links to the site's other sections and its MDX pages, which it does not have.
 * It prints, per size: build time and peak memory (the process tree's resident set) of both, the
 * site's own build steps, output size, the search index's files (head and body, or term shards),
 * the first query's download (several queries, each in a fresh session) and the warm overlay's
 * latency in Chromium, `llms-full.txt`, and the dev server's time to its first page. The temporary sites are removed at the end (`--keep` keeps them).
 *
 *   npm run bench:scale -- --pages 1000,3000,10000 [--no-dev] [--no-stock] [--keep] [--json FILE]
 */
import {spawn} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, posix} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {launchChromium, loadTs} from './chromium.mjs';
import {firstLoadBytes} from './firstLoad.mjs';
import {kb, median} from '../scripts/cli/stats.mjs';
import {option} from '../scripts/cli/options.mjs';
import {watchPeakMemory} from './processTree.mjs';
import {firstQuery, warmQueries} from './search/overlay.mjs';
import {percentile} from './search/score.mjs';
import {ensureStockSite, stockDir} from './stockSite.mjs';
import {copyWorkingTree} from '../scripts/copyWorkingTree.mjs';
import {commitCopy} from '../scripts/copyAsRepository.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const {generatedDocs, generatedRoute, GENERATED_FOLDER} = loadTs('./scale/generatedDocs.ts');
const {markdownFiles} = loadTs('../src/plugins/content-rules/markdownFiles.ts');
const {buildTimes, perPageGrowth, PHASES} = loadTs('./scale/buildLog.ts');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sizes = option('pages', '1000,3000,10000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const withDev = !process.argv.includes('--no-dev');
const withStock = !process.argv.includes('--no-stock');
const keep = process.argv.includes('--keep');
const jsonFile = option('json', undefined);
// The build's own tests and benchmarks are not read by the build.
const NOT_READ_BY_THE_BUILD = /^(e2e|bench)\//;
const heldOut = (name) =>
  JSON.parse(readFileSync(join(root, `bench/search/${name}.heldout.json`), 'utf8'));
// Warm overlay latency: the held-out queries, which the engine was not tuned on.
const WARM_QUERIES = heldOut('queries').slice(0, 40);
// The first query of a fresh session, each in its own: one the benchmark has always asked, held-out
// queries of several kinds, and queries the site has no page for.
const FIRST_QUERIES = [
  'date filter',
  ...heldOut('queries')
    .filter((_, index) => index % 20 === 5)
    .map((entry) => entry.query),
  ...heldOut('outOfScope')
    .slice(0, 2)
    .map((entry) => entry.query),
];
const BUILD_LIMIT_MS = 90 * 60 * 1000;
// Cold runs: no bundler cache, and nothing written to the shared node_modules.
const COLD = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};
const docusaurusIn = (dir) => join(dir, 'node_modules/.bin/docusaurus');

// Each build's full output, for a closer look at a figure: kept after the run.
const logDir = mkdtempSync(join(tmpdir(), 'tessera-scale-logs-'));
const made = [];
function cleanUp() {
  if (keep) {
    for (const dir of made) console.log(`kept ${dir}`);
    return;
  }
  for (const dir of made) rmSync(dir, {recursive: true, force: true});
  made.splice(0, made.length);
}
// However the run ends (done, failed or interrupted), the generated sites go with it.
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

/** The real docs: Markdown pages (MDX ones use the site's components) and the folders' category files. */
function realDocs() {
  const inDocs = (file) => file.slice('docs/'.length);
  const pages = markdownFiles(['docs'], root)
    .filter((file) => file.endsWith('.md'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((file) => ({path: inDocs(file), text: readFileSync(join(root, file), 'utf8')}));
  const folders = new Set();
  for (const page of pages)
    for (
      let folder = posix.dirname(`docs/${page.path}`);
      folder !== '.';
      folder = posix.dirname(folder)
    )
      folders.add(folder);
  const categories = [...folders]
    .map((folder) => `${folder}/_category_.json`)
    .filter((file) => existsSync(join(root, file)))
    .map((file) => ({path: inDocs(file), text: readFileSync(join(root, file), 'utf8')}));
  return {pages, categories};
}

function writeFiles(dir, files) {
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.path)), {recursive: true});
    writeFileSync(join(dir, file.path), file.text);
  }
}

function replaceOnce(file, from, to) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from))
    throw new Error(`${file} no longer has "${from}"; update bench/scale.mjs`);
  writeFileSync(file, text.replace(from, to));
}

function siteCopy(size, generated) {
  const dir = mkdtempSync(join(tmpdir(), `tessera-scale-site-${size}-`));
  made.push(dir);
  copyWorkingTree(root, dir, {skip: NOT_READ_BY_THE_BUILD});
  writeFiles(join(dir, 'docs'), generated);
  // The generated pages get a sidebar category of their own, generated from their folders.
  replaceOnce(
    join(dir, 'sidebars.ts'),
    'docs: [\n',
    `docs: [\n    {type: 'category', label: 'Generated', items: [{type: 'autogenerated', dirName: '${GENERATED_FOLDER}'}]},\n`,
  );
  commitCopy(dir, 'Scale benchmark copy');
  return dir;
}

function stockCopy(size, docs, generated) {
  const dir = mkdtempSync(join(tmpdir(), `tessera-scale-stock-${size}-`));
  made.push(dir);
  for (const entry of readdirSync(stockDir))
    if (!['node_modules', 'build', '.docusaurus', 'docs'].includes(entry))
      cpSync(join(stockDir, entry), join(dir, entry), {recursive: true});
  symlinkSync(join(stockDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFiles(join(dir, 'docs'), [...docs.pages, ...docs.categories, ...generated]);
  replaceOnce(
    join(dir, 'docusaurus.config.ts'),
    "onBrokenLinks: 'throw',",
    "onBrokenLinks: 'warn',\n  markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'warn'}},",
  );
  return dir;
}

/** A cold `docusaurus build` in `dir`: its output kept, its process tree's memory sampled. */
function measuredBuild(dir) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(docusaurusIn(dir), ['build'], {
      cwd: dir,
      env: {...COLD, DOCUSAURUS_PERF_LOGGER: 'true'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const memory = watchPeakMemory(child.pid);
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_LIMIT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ok: code === 0, ms: performance.now() - started, peak: memory.stop(), log});
    });
  });
}

function folderBytes(dir) {
  let total = 0;
  let html = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    total += statSync(join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) html += 1;
  }
  return {total, html};
}

const gzipOf = (file) => (existsSync(file) ? gzipSync(readFileSync(file)).length : 0);

/** llms-full.txt's parts as llms.txt lists them: how many, and the largest in bytes. */
function llmsParts(buildDir) {
  const file = join(buildDir, 'llms.txt');
  const sizes = existsSync(file)
    ? [
        ...readFileSync(file, 'utf8').matchAll(
          /^- \[[^\]]+\]\(\S+\/llms-full\.txt\): .*?([\d.]+) MB$/gm,
        ),
      ].map((match) => Number(match[1]) * 1024 * 1024)
    : [];
  return {count: sizes.length, largest: Math.max(0, ...sizes)};
}

/** The search files a build wrote, gzip: the head and body, or the manifest and its term shards. */
function searchFiles(dir) {
  const shardsDir = join(dir, 'index.shards');
  if (!existsSync(shardsDir))
    return {
      shards: false,
      headGzip: gzipOf(join(dir, 'index.head.json')),
      bodyGzip: gzipOf(join(dir, 'index.body.json')),
    };
  const kinds = {terms: [], postings: [], page: []};
  for (const name of readdirSync(shardsDir))
    kinds[name.split('-')[0]]?.push(gzipOf(join(shardsDir, name)));
  const summary = (sizes) => ({
    count: sizes.length,
    median: median(sizes),
    largest: Math.max(0, ...sizes),
  });
  return {
    shards: true,
    manifestGzip: gzipOf(join(dir, 'index.head.json')),
    terms: summary(kinds.terms),
    postings: summary(kinds.postings),
    pages: summary(kinds.page),
  };
}

function describeSearchFiles(files) {
  if (!files.shards) return `head ${kb(files.headGzip)} gzip, body ${kb(files.bodyGzip)} gzip`;
  const kind = (name, {count, median: middle, largest}) =>
    `${count} ${name} files (median ${kb(middle)}, largest ${kb(largest)})`;
  return `in term shards: manifest ${kb(files.manifestGzip)}, ${kind('terms', files.terms)}, ${kind('postings', files.postings)}, ${kind('page', files.pages)}, gzip`;
}

/** What a reader downloads and waits for on a build: a generated page's first load, and search. */
async function readerFigures(buildDir, port, path, {search}) {
  const server = await serveBuild({dir: buildDir, port});
  const browser = await launchChromium();
  try {
    const firstLoad = await firstLoadBytes(browser, server.baseUrl, path, buildDir);
    const figures = {firstLoadJsGzip: firstLoad.js.gzip, firstLoadCssGzip: firstLoad.css.gzip};
    if (!search) return figures;
    const firsts = [];
    for (const query of FIRST_QUERIES)
      firsts.push(await firstQuery(browser, server.baseUrl, query));
    const warm = await warmQueries(browser, server.baseUrl, WARM_QUERIES);
    return {
      ...figures,
      firstQueries: firsts.map(({query, gzip, inputToPaint}) => ({query, gzip, inputToPaint})),
      firstQueryGzip: Math.max(...firsts.map((first) => first.gzip)),
      firstQueryPaint: median(firsts.map((first) => first.inputToPaint)),
      warmMedian: median(warm.paint),
      warmP95: percentile(warm.paint, 95),
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

/** `docusaurus start` until it serves `path`: the seconds a writer waits for a first page. */
async function devFirstPage(dir, path, port) {
  const started = performance.now();
  const child = spawn(
    docusaurusIn(dir),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: dir, env: {...COLD, BROWSER: 'none'}, stdio: 'ignore', detached: true},
  );
  try {
    while (performance.now() - started < BUILD_LIMIT_MS) {
      if (child.exitCode !== null) return undefined;
      try {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        if (response.ok && (await response.text()).includes('__docusaurus'))
          return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    return undefined;
  } finally {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

const seconds = (ms) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : 'n/a');

const docs = realDocs();
if (withStock) ensureStockSite();
const results = [];

for (const size of sizes) {
  console.log(`\n=== ${size} generated pages ===`);
  const generated = generatedDocs(docs.pages, docs.categories, size);
  const site = siteCopy(size, generated);
  const siteBuild = await measuredBuild(site);
  writeFileSync(join(logDir, `${size}-site-build.log`), siteBuild.log);
  if (!siteBuild.ok) {
    console.error(siteBuild.log.slice(-4000));
    throw new Error(`the site's build failed at ${size} pages (log above)`);
  }
  const stock = withStock ? stockCopy(size, docs, generated) : undefined;
  const stockBuild = stock ? await measuredBuild(stock) : undefined;
  if (stockBuild) writeFileSync(join(logDir, `${size}-stock-build.log`), stockBuild.log);
  if (stockBuild && !stockBuild.ok) console.error(stockBuild.log.slice(-4000));

  const out = join(site, 'build');
  const output = folderBytes(out);
  const firstGenerated = generatedRoute(1, docs.pages[0].path);
  const reader = await readerFigures(out, 3450, firstGenerated, {search: true});
  const stockReader =
    stock && stockBuild?.ok
      ? await readerFigures(join(stock, 'build'), 3453, firstGenerated, {search: false})
      : undefined;
  const dev = withDev ? await devFirstPage(site, firstGenerated, 3451) : undefined;
  const stockDev = withDev && stock ? await devFirstPage(stock, firstGenerated, 3452) : undefined;

  const result = {
    size,
    htmlPages: output.html,
    site: {ms: siteBuild.ms, peak: siteBuild.peak, ...buildTimes(siteBuild.log)},
    stock: stockBuild
      ? {ok: stockBuild.ok, ms: stockBuild.ms, peak: stockBuild.peak, ...buildTimes(stockBuild.log)}
      : undefined,
    outputBytes: output.total,
    stockOutput: stock && stockBuild?.ok ? folderBytes(join(stock, 'build')) : undefined,
    searchFiles: searchFiles(join(out, 'search')),
    llmsFullBytes: existsSync(join(out, 'llms-full.txt'))
      ? statSync(join(out, 'llms-full.txt')).size
      : 0,
    llmsParts: llmsParts(out),
    ...reader,
    stockFirstLoadJsGzip: stockReader?.firstLoadJsGzip,
    stockFirstLoadCssGzip: stockReader?.firstLoadCssGzip,
    devMs: dev,
    stockDevMs: stockDev,
  };
  results.push(result);

  console.log(
    `HTML pages built: site ${result.htmlPages}, stock ${result.stockOutput?.html ?? 'n/a'} (${size} generated docs pages)`,
  );
  console.log(
    `build: site ${seconds(result.site.ms)}, stock ${seconds(result.stock?.ms)}, ratio ${ratio(result.site.ms, result.stock?.ms)}`,
  );
  console.log(
    `peak memory: site ${mb(result.site.peak)}, stock ${mb(result.stock?.peak ?? 0)}, ratio ${ratio(result.site.peak, result.stock?.peak)}`,
  );
  for (const phase of Object.keys(PHASES))
    console.log(
      `  ${phase.padEnd(14)} site ${seconds(result.site.phases[phase]).padStart(9)}   stock ${seconds(result.stock?.phases[phase]).padStart(9)}`,
    );
  for (const [step, ms] of Object.entries(result.site.steps))
    console.log(`  site step: ${step.padEnd(30)} ${seconds(ms)}`);
  console.log(
    `output: site ${mb(result.outputBytes)}, stock ${result.stockOutput ? mb(result.stockOutput.total) : 'n/a'}; llms-full.txt ${mb(result.llmsFullBytes)}, ${result.llmsParts.count > 0 ? `in ${result.llmsParts.count} parts of at most ${mb(result.llmsParts.largest)}` : 'in one file'}`,
  );
  console.log(
    `first load of ${firstGenerated}: JS site ${kb(result.firstLoadJsGzip)}, stock ${result.stockFirstLoadJsGzip ? kb(result.stockFirstLoadJsGzip) : 'n/a'}; CSS site ${kb(result.firstLoadCssGzip)}, stock ${result.stockFirstLoadCssGzip ? kb(result.stockFirstLoadCssGzip) : 'n/a'} (gzip)`,
  );
  console.log(`search index: ${describeSearchFiles(result.searchFiles)}`);
  for (const first of result.firstQueries)
    console.log(
      `first query "${first.query}": ${kb(first.gzip)} gzip downloaded, ${first.inputToPaint.toFixed(0)} ms to its hits`,
    );
  console.log(
    `first queries: at most ${kb(result.firstQueryGzip)} gzip, median ${result.firstQueryPaint.toFixed(0)} ms to the hits`,
  );
  console.log(
    `warm overlay (${WARM_QUERIES.length} held-out queries): median ${result.warmMedian.toFixed(1)} ms, p95 ${result.warmP95.toFixed(1)} ms`,
  );
  if (withDev)
    console.log(
      `dev server, first page: site ${seconds(dev)}, stock ${seconds(stockDev)}, ratio ${ratio(dev, stockDev)}`,
    );
  // Each size's sites go before the next is made: a 10,000-page copy is large.
  if (!keep) cleanUp();
}

if (results.length > 1) {
  const small = results[0];
  const large = results[results.length - 1];
  console.log(
    `\nGrowth per page from ${small.size} to ${large.size} generated pages (1.00 is linear):`,
  );
  const sitePages = [small.htmlPages, large.htmlPages];
  const stockPages = [small.stockOutput?.html, large.stockOutput?.html];
  const rows = [
    ['build (site)', small.site.ms, large.site.ms, sitePages],
    ['build (stock)', small.stock?.ms, large.stock?.ms, stockPages],
    ...Object.keys(PHASES).map((phase) => [
      `${phase} (site)`,
      small.site.phases[phase],
      large.site.phases[phase],
      sitePages,
    ]),
    ...Object.keys(large.site.steps).map((step) => [
      `site step: ${step}`,
      small.site.steps[step],
      large.site.steps[step],
      sitePages,
    ]),
  ];
  for (const [name, a, b, [fewer, more]] of rows)
    if (a && b && fewer && more)
      console.log(
        `  ${name.padEnd(46)} ${perPageGrowth({pages: fewer, ms: a}, {pages: more, ms: b}).toFixed(2)}`,
      );
}
console.log(`\nBuild logs: ${logDir}`);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
