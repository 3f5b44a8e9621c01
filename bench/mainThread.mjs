#!/usr/bin/env node
/**
 * Where the main thread goes while a page loads, with the CPU slowed 4×: prints figures, is not a
 * test. For each page, from navigation to hydrated with the network quiet, a trace of the page's
 * main thread sorted into kinds of work (parsing HTML, compiling and running scripts, style,
 * layout, paint), the blocking time of its long tasks (each task's time over 50 ms, as Lighthouse
 * counts it), and the script time of each file (a CPU profile: self time of the functions in it).
 * Each figure is the median of `runs` fresh tabs.
 *
 * With `--against <dir>` a second build is measured in the same run, the two taking turns, and the
 * ratios printed: this machine's speed drifts by a third from one minute to the next.
 *
 *   node bench/mainThread.mjs [--runs 5] [--dir build] [--against other-build] [--port 3303] [paths...]
 */
import {launchChromium, loadTs} from './chromium.mjs';
import {median} from '../scripts/cli/stats.mjs';
import {option, positional} from '../scripts/cli/options.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const runs = Number(option('runs', '5'));
const dir = option('dir', 'build');
const port = Number(option('port', '3303'));
/** A second build (stock, or the site before a change), measured in turn with the first. */
const against = option('against', '');
/** The pages issue 26 found with the most blocking time against stock, by default. */
const named = positional();
const paths = named.length
  ? named
  : ['/api/admin/blogs/create', '/docs/canvas/filters/date', '/changelog'];
const SLOWDOWN = 4;

/** Trace event names, by the kind of work a reader's phone does for them. */
const KINDS = {
  'parse HTML': ['ParseHTML'],
  'compile scripts': ['v8.compile', 'v8.compileModule', 'CompileScript'],
  'run scripts': [
    'EvaluateScript',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'FireIdleCallback',
    'RunMicrotasks',
    'v8.evaluateModule',
  ],
  style: ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer'],
  'garbage collection': ['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC'],
};
const kindOf = new Map(
  Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])),
);

/** Sums the main thread's top-level work by kind; nested events count once, in their parent. */
function mainThreadWork(events) {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const frame = started?.args?.data?.frames?.find((candidate) => !candidate.parent);
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      (!frame || event.pid === frame.processId),
  );
  const onMain = events
    .filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const byKind = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, 0]));
  let blocking = 0;
  for (const task of onMain.filter((event) => event.name === 'RunTask')) {
    const ms = task.dur / 1000;
    if (ms > 50) blocking += ms - 50;
  }
  // The outermost event of a known kind inside each task is counted, not what it contains.
  let coveredUntil = 0;
  for (const event of onMain) {
    const kind = kindOf.get(event.name);
    if (!kind || event.ts < coveredUntil) continue;
    byKind[kind] += event.dur / 1000;
    coveredUntil = event.ts + event.dur;
  }
  return {byKind, blocking};
}

/** Self time of the profile's functions, summed by the file they are in (the chunk). */
function scriptTimeByFile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map();
  profile.samples.forEach((id, index) => {
    const url = nodes.get(id)?.callFrame.url ?? '';
    // Chromium's own script frames (`v8/LoadTimes`) are not files of the page.
    if (!url.startsWith('http')) return;
    const file = new URL(url).pathname.replace(/^\/assets\/js\//, '');
    byFile.set(file, (byFile.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return byFile;
}

async function measure(browser, baseUrl, path) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: SLOWDOWN});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8,disabled-by-default-devtools.timeline,__metadata',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}${path}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  const {profile} = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return {...mainThreadWork(events), scripts: scriptTimeByFile(profile)};
}

/** Prints one build's medians for a page. */
function report(label, results) {
  const kinds = Object.keys(KINDS).map(
    (kind) => `${kind} ${Math.round(median(results.map((result) => result.byKind[kind])))}`,
  );
  console.log(`  ${label}: blocking ${Math.round(median(results.map((r) => r.blocking)))} ms`);
  console.log(`    by kind (ms): ${kinds.join(' · ')}`);
  const files = new Set(results.flatMap((result) => [...result.scripts.keys()]));
  const perFile = [...files]
    .map((file) => [file, median(results.map((result) => result.scripts.get(file) ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  console.log(
    `    script self time by file (ms): ${perFile.map(([file, ms]) => `${file} ${Math.round(ms)}`).join(' · ')}`,
  );
}

const ratio = (site, other, pick) => (median(site.map(pick)) / median(other.map(pick))).toFixed(2);

const builds = [{label: dir, dir, port}];
if (against) builds.push({label: against, dir: against, port: port + 1});
const servers = await Promise.all(builds.map((build) => serveBuild(build)));
const browser = await launchChromium();
try {
  console.log(
    `Main thread from navigation to hydrated, CPU ${SLOWDOWN}× slower, median of ${runs}` +
      (against ? ', the two builds taking turns:' : ':'),
  );
  for (const path of paths) {
    const results = builds.map(() => []);
    for (let run = 0; run < runs; run += 1)
      for (const [index, server] of servers.entries())
        results[index].push(await measure(browser, server.baseUrl, path));
    console.log(`\n${path}`);
    builds.forEach((build, index) => report(build.label, results[index]));
    if (against) {
      const [site, other] = results;
      console.log(
        `  ratio ${dir} / ${against}: blocking ${ratio(site, other, (r) => r.blocking)} · ` +
          `run scripts ${ratio(site, other, (r) => r.byKind['run scripts'])} · ` +
          `layout ${ratio(site, other, (r) => r.byKind.layout)}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
