#!/usr/bin/env node
/**
 * Search benchmark: prints figures, is not a test. Needs a build (npm run build).
 *
 *   node bench/search/index.mjs [--build build] [--port 3113] [--runs 1] [--no-peers] [--node] [--typos] [--misses] [--files]
 *
 * Eleven query sets, each in a tuning and a held-out half (see QUERIES.md):
 * whole questions (questions.*.json, questionsByPage.*.json, and assistantQuestions.*.json,
 * readerQuestions.*.json and readerQuestions2.*.json, which hold out-of-scope ones too), out-of-scope
 * questions (questionsOutOfScope.*.json, outOfScopeQuestions2.*.json), answerable queries (queries.*.json) and
 * misspelled ones (misspelled.*.json, misspelled2.*.json),
 * scored by top-1 and MRR@10, and out-of-scope queries (outOfScope.*.json),
 * scored by the share that get no result at all. Each is run on:
 * - the site, through the real overlay in Chromium (typed into the DocSearch
 *   input, hits read in the order shown);
 * - the site, through the MCP server's search_docs over stdio (searchDocs.mjs);
 * - Pagefind, indexing the same build/ with its Node API;
 * - @easyops-cn/docusaurus-search-local, on a copy of the site built with it.
 * Then the overlay's latency, from the input event to the hits painted
 * (median and p95 over the warm queries), and the first query of a fresh page:
 * time from the input event and from the shortcut, index download included,
 * and the bytes it downloaded (gzip).
 *
 * --node runs the site's engine in Node only (quick, for tuning; the order of
 * the overlay is simulated: grouped by category, 5 per group), on the whole
 * index and on the same index cut into term shards (src/lib/search/shards/). --misses lists
 * the tuning halves' misses (never the held-out halves': they are not tuned on). --typos (with
 * --node) also runs misspelt variants of the answerable queries (typoVariants.ts), and of the
 * queries no page answers: typos forgiven must not answer them.
 */
import {readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {launchChromium, loadTs} from '../chromium.mjs';
import {EASYOPS_VERSION, buildEasyopsCopy, runEasyops} from './easyops.mjs';
import {firstQuery, warmQueries} from './overlay.mjs';
import {runPagefind} from './pagefind.mjs';
import {runSearchDocs} from './searchDocs.mjs';
import {firstRank, kb, ms, noResultShare, pct, percentile, relevance} from './score.mjs';
import {flag, option} from '../../scripts/cli/options.mjs';
import {tsLoader} from '../../scripts/cli/loadTs.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const load = tsLoader(import.meta.url);

const packageVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const port = Number(option('port', process.env.E2E_PORT ?? '3113'));
const runs = Number(option('runs', '1'));
const buildDir = resolve(root, option('build', 'build'));
const HALVES = ['tuning', 'heldout'];
/** The query sets: `file` is the name before `.tuning.json` / `.heldout.json`. */
const sets = [
  {name: 'Questions', file: 'questions', score: 'relevance'},
  {name: 'Questions by page', file: 'questionsByPage', score: 'relevance'},
  {name: 'Answerable', file: 'queries', score: 'relevance'},
  {name: 'Misspelled', file: 'misspelled', score: 'relevance'},
  {name: 'More misspelled', file: 'misspelled2', score: 'relevance'},
  {name: 'Out of scope', file: 'outOfScope', score: 'noResult'},
  {name: 'Out-of-scope questions', file: 'questionsOutOfScope', score: 'noResult'},
  {name: 'More out-of-scope questions', file: 'outOfScopeQuestions2', score: 'noResult'},
  // One file holds both: the questions with pages that answer, and those with none.
  {name: 'Assistant questions', file: 'assistantQuestions', score: 'relevance', answerable: true},
  {
    name: 'Assistant questions, out of scope',
    file: 'assistantQuestions',
    score: 'noResult',
    answerable: false,
  },
  {name: 'Reader questions', file: 'readerQuestions', score: 'relevance', answerable: true},
  {
    name: 'Reader questions, out of scope',
    file: 'readerQuestions',
    score: 'noResult',
    answerable: false,
  },
  {name: 'More reader questions', file: 'readerQuestions2', score: 'relevance', answerable: true},
  {
    name: 'More reader questions, out of scope',
    file: 'readerQuestions2',
    score: 'noResult',
    answerable: false,
  },
].map((set) => ({
  ...set,
  halves: HALVES.map((half) => ({
    name: half,
    queries: JSON.parse(
      readFileSync(join(root, `bench/search/${set.file}.${half}.json`), 'utf8'),
    ).filter((entry) => set.answerable === undefined || set.answerable === entry.expect.length > 0),
  })),
}));
const all = sets.flatMap((set) => set.halves.flatMap((half) => half.queries));

/** Answers in the order of `all`, cut back into sets and halves: scores[set][half]. */
function scoreAll(answers) {
  const scores = {};
  let offset = 0;
  for (const set of sets) {
    scores[set.name] = {};
    for (const half of set.halves) {
      const slice = answers.slice(offset, offset + half.queries.length);
      offset += half.queries.length;
      scores[set.name][half.name] =
        set.score === 'relevance'
          ? {...relevance(half.queries, slice), none: noResultShare(half.queries, slice).share}
          : noResultShare(half.queries, slice);
    }
  }
  return scores;
}

const rows = [];
function report(name, answers) {
  const scores = scoreAll(answers);
  rows.push({name, scores});
  return scores;
}

const counts = (set) => set.halves.map((half) => `${half.name} ${half.queries.length}`).join(', ');

function printTable() {
  for (const set of sets) {
    if (set.score === 'relevance') {
      console.log(
        `\n${set.name} queries (${counts(set)}): top-1, top-3, MRR@10, share with no result`,
      );
      console.log(
        `  ${'engine'.padEnd(40)}${'tuning top-1'.padStart(14)}${'top-3'.padStart(7)}${'MRR@10'.padStart(8)}${'none'.padStart(6)}${'held-out top-1'.padStart(16)}${'top-3'.padStart(7)}${'MRR@10'.padStart(8)}${'none'.padStart(6)}`,
      );
      for (const {name, scores} of rows) {
        const {tuning, heldout} = scores[set.name];
        console.log(
          `  ${name.padEnd(40)}${pct(tuning.top1).padStart(14)}${pct(tuning.top3).padStart(7)}${tuning.mrr.toFixed(3).padStart(8)}${pct(tuning.none).padStart(6)}${pct(heldout.top1).padStart(16)}${pct(heldout.top3).padStart(7)}${heldout.mrr.toFixed(3).padStart(8)}${pct(heldout.none).padStart(6)}`,
        );
      }
    } else {
      console.log(`\n${set.name} queries (${counts(set)}): share with no result`);
      console.log(`  ${'engine'.padEnd(40)}${'tuning'.padStart(14)}${'held-out'.padStart(16)}`);
      for (const {name, scores} of rows) {
        const {tuning, heldout} = scores[set.name];
        console.log(
          `  ${name.padEnd(40)}${pct(tuning.share).padStart(14)}${pct(heldout.share).padStart(16)}`,
        );
      }
    }
  }
}

function printMisses(name, scores) {
  if (!flag('misses')) return;
  for (const set of sets) {
    const tuning = scores[set.name].tuning;
    console.log(`\n${name}: ${set.name.toLowerCase()}, tuning-half misses`);
    for (const miss of tuning.misses)
      console.log(`  [${miss.kind}] ${miss.query} -> rank ${miss.rank}: ${miss.got.join(' ')}`);
  }
}

/** The overlay's order, simulated in Node: hits grouped by category in order of first appearance, 5 per group. */
function overlayOrder(hits, perGroup = 5) {
  const groups = new Map();
  for (const hit of hits) {
    const group = groups.get(hit.record.hierarchy.lvl0) ?? [];
    if (group.length < perGroup) group.push(new URL(hit.record.url).pathname);
    groups.set(hit.record.hierarchy.lvl0, group);
  }
  return [...groups.values()].flat();
}

/** Queries not misspelt again: already misspelt, or still being typed (the keyword set's kinds). */
const SEED_KINDS_LEFT_OUT = new Set(['typo', 'partial']);

/**
 * Misspelt variants (typoVariants.ts) of the answerable queries whose page the engine puts first
 * as written: the share whose page stays first, and in the first three, half by half.
 */
function printTypos(answer) {
  const {typoVariants} = load(join(root, 'bench/search/typoVariants.ts'));
  const {STOP_WORDS} = load(join(root, 'src/lib/search/language/stopWords.ts'));
  const typoSets = sets.filter((set) => set.score === 'relevance' && !/misspel/i.test(set.name));
  console.log(
    `\nMisspelt variants of the answerable queries found first as written (${typoSets.map((set) => set.file).join(', ')}): top-1, top-3`,
  );
  for (const half of HALVES) {
    const queries = typoSets.flatMap(
      (set) => set.halves.find((entry) => entry.name === half)?.queries ?? [],
    );
    // Such a query misspelt again is no reader's query.
    const found = queries.filter(
      (entry) =>
        !SEED_KINDS_LEFT_OUT.has(entry.kind) && firstRank(answer(entry.query), entry.expect) === 0,
    );
    const variants = found.flatMap((entry) =>
      typoVariants(entry.query, STOP_WORDS).map((variant) => ({...variant, expect: entry.expect})),
    );
    const ranks = variants.map((variant) => firstRank(answer(variant.query), variant.expect));
    const first = ranks.filter((rank) => rank === 0).length;
    const inThree = ranks.filter((rank) => rank >= 0 && rank < 3).length;
    console.log(
      `  ${half.padEnd(8)} ${variants.length} variants of ${found.length} queries: ${pct(first / variants.length)} (${first}), ${pct(inThree / variants.length)} (${inThree})`,
    );
    // As with the sets, only the tuning half's misses are listed.
    if (half === 'tuning' && flag('misses'))
      variants.forEach((variant, index) => {
        if (ranks[index] !== 0)
          console.log(`    [${variant.kind}] ${variant.query} -> rank ${ranks[index]}`);
      });
  }
  // Forgiving typos must not answer what has no answer: the same variants of the queries with none.
  const noAnswerSets = sets.filter((set) => set.score === 'noResult');
  console.log(
    `\nMisspelt variants of the queries no page answers, shown no result as written: share still with no result`,
  );
  for (const half of HALVES) {
    const queries = noAnswerSets.flatMap(
      (set) => set.halves.find((entry) => entry.name === half)?.queries ?? [],
    );
    const refused = queries.filter((entry) => answer(entry.query).length === 0);
    const variants = refused.flatMap((entry) => typoVariants(entry.query, STOP_WORDS));
    const answered = variants.filter((variant) => answer(variant.query).length > 0);
    console.log(
      `  ${half.padEnd(8)} ${variants.length} variants of ${refused.length} queries: ${pct(1 - answered.length / variants.length)} (${variants.length - answered.length})`,
    );
    if (half === 'tuning' && flag('misses'))
      for (const variant of answered)
        console.log(`    [${variant.kind}] ${variant.query} -> answered`);
  }
}

if (flag('node')) {
  const {createEngine} = load(join(root, 'src/lib/search/engine.ts'));
  const {parseIndexFile} = load(join(root, 'src/lib/search/indexLoader.ts'));
  const {records} = parseIndexFile(readFileSync(join(buildDir, 'search/index.json'), 'utf8'));
  const engine = createEngine(records);
  const started = performance.now();
  // As the overlay asks: 20 hits, at most `maxHitsPerPage` of one page.
  const {searchSettings} = load(join(root, 'src/data/search.ts'));
  const perPage = searchSettings.maxHitsPerPage;
  const answers = all.map((entry) =>
    overlayOrder(engine.search(entry.query, {limit: 20, perPage}).hits),
  );
  const perQuery = (performance.now() - started) / all.length;
  const scores = report('site engine in Node (overlay order)', answers);
  // The same engine answering from the index in term shards, as a site past the shard size gets it.
  const {termShards} = load(join(root, 'src/plugins/search-index/termShards.ts'));
  const {createShardedSearch, OVERLAY_PAGES} = load(
    join(root, 'src/lib/search/shards/shardedSearch.ts'),
  );
  const file = JSON.parse(readFileSync(join(buildDir, 'search/index.json'), 'utf8'));
  const {manifest, files} = termShards(file, {dir: 'index.shards/'});
  const sharded = createShardedSearch(manifest, (name) =>
    Promise.resolve(JSON.parse(JSON.stringify(files.get(name)))),
  );
  const shardedAnswers = [];
  for (const entry of all) {
    const shardEngine = await sharded.engineFor(entry.query, OVERLAY_PAGES);
    shardedAnswers.push(overlayOrder(shardEngine.search(entry.query, {limit: 20, perPage}).hits));
  }
  report('site engine in Node, from term shards', shardedAnswers);
  printTable();
  console.log(`  (${perQuery.toFixed(2)} ms per query in Node)`);
  printMisses('site', scores);
  if (flag('typos'))
    printTypos((query) => overlayOrder(engine.search(query, {limit: 20, perPage}).hits));
  process.exit(0);
}

const server = await serveBuild({dir: buildDir, port});
const {baseUrl} = server;
const browser = await launchChromium();
try {
  console.log('Search benchmark\n');
  const first = [];
  for (const query of ['reverse', 'how do i install courier on my mac', 'webhook signature'])
    first.push(await firstQuery(browser, baseUrl, query));
  const warm = await warmQueries(browser, baseUrl, all, {runs});
  const siteScores = report('site: overlay in Chromium', warm.answers);
  printMisses('site', siteScores);
  const mcp = await runSearchDocs(buildDir, all);
  const mcpScores = report('site: search_docs (MCP)', mcp.answers);
  if (mcp.refused > 0)
    console.log(`search_docs refused ${mcp.refused} queries with an error result`);
  printMisses('search_docs', mcpScores);

  if (!flag('no-peers')) {
    try {
      const pagefind = await runPagefind(browser, buildDir, all);
      const version = packageVersion('pagefind');
      report(`Pagefind ${version} (${pagefind.pages} pages)`, pagefind.answers);
    } catch (error) {
      console.log(`Pagefind skipped: ${error.message}`);
    }
    try {
      const easyopsBuild = buildEasyopsCopy(root, console.log);
      const easyops = await runEasyops(browser, easyopsBuild, all);
      report(`docusaurus-search-local ${EASYOPS_VERSION}`, easyops.answers);
      if (easyops.unanswered.length > 0)
        console.log(
          `docusaurus-search-local showed no result line within 10 s for ${easyops.unanswered.length} queries (counted as no result): ${easyops.unanswered.map((query) => JSON.stringify(query)).join(', ')}`,
        );
    } catch (error) {
      console.log(`@easyops-cn/docusaurus-search-local skipped: ${error.message}`);
    }
  }
  printTable();

  console.log(
    `\nOverlay latency, input event to hits painted (${warm.paint.length} warm queries, index loaded)`,
  );
  console.log(
    `  painted  median ${ms(percentile(warm.paint, 0.5))}, p95 ${ms(percentile(warm.paint, 0.95))}`,
  );
  console.log(
    `  in DOM   median ${ms(percentile(warm.dom, 0.5))}, p95 ${ms(percentile(warm.dom, 0.95))}`,
  );
  console.log(
    '\nFirst query of a fresh page (Ctrl+K, then the query typed; index download included)',
  );
  for (const result of first) {
    console.log(
      `  "${result.query}": input to painted ${ms(result.inputToPaint)}, shortcut to painted ${ms(result.openToPaint)}, downloaded ${kb(result.gzip)} gzip (${kb(result.raw)} raw) in ${result.files.length} files`,
    );
  }
  if (flag('files'))
    for (const file of first[0]?.files ?? [])
      console.log(`    ${kb(file.gzip).padStart(9)}  ${new URL(file.url).pathname}`);
} finally {
  await browser.close();
  server.stop();
}
