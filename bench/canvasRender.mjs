#!/usr/bin/env node
/**
 * Canvas render benchmark for "Try it" and the playground: prints figures,
 * is not a test.
 *
 *   node bench/canvasRender.mjs [--runs 20] [--skip-browser]
 *
 * - the worker's message handler in Node (the same V8 as Chromium): per
 *   documented example, the median of `runs` warm renders; then the median
 *   and p95 over all examples, and the date page's first example;
 * - in Chromium against the build (needs `npm run build`): what pressing
 *   "Try it" loads (files, raw and gzip bytes), the time from the press to
 *   the first output, and from a keystroke to the new output (minus the
 *   typing pause the page waits for), median over `runs` edits.
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {launchChromium, loadTs} from './chromium.mjs';
import {option} from '../scripts/cli/options.mjs';
import {tsLoader} from '../scripts/cli/loadTs.mjs';
import {ms as formatMs, percentile} from '../scripts/cli/stats.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = tsLoader(import.meta.url);
const {handleRenderRequest} = load(join(root, 'src/canvas/worker/handleRenderRequest.ts'));
const {canvasExamples} = load(join(root, 'src/canvas/examples.ts'));
const {markdownFiles} = load(join(root, 'src/plugins/content-rules/markdownFiles.ts'));
const {RENDER_DEBOUNCE_MS} = load(join(root, 'src/canvas/worker/limits.ts'));

const runs = Number(option('runs', '20'));
const ms = (value) => formatMs(value, 2);

const examples = markdownFiles(['docs', 'guides']).flatMap((file) =>
  canvasExamples(readFileSync(join(root, file), 'utf8')).map((example) => ({file, example})),
);
const medians = [];
let dateExample;
for (const {file, example} of examples) {
  const times = [];
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    handleRenderRequest({
      id: run,
      template: example.template,
      data: example.data ?? '',
      templates: example.templates,
    });
    if (run > 0) times.push(performance.now() - started); // run 0 warms up
  }
  const median = percentile(times, 0.5);
  medians.push(median);
  if (file === 'docs/canvas/filters/date.md' && dateExample === undefined) dateExample = median;
}
console.log(
  `worker handler, ${examples.length} documented examples, ${runs} warm runs each (Node ${process.version}):`,
);
console.log(
  `  per-example median: median ${ms(percentile(medians, 0.5))}, p95 ${ms(percentile(medians, 0.95))}, max ${ms(Math.max(...medians))}`,
);
console.log(`  date page, first example: ${ms(dateExample)}`);

if (!process.argv.includes('--skip-browser')) {
  const port = 3301;
  const server = await serveBuild({port});
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/docs/canvas/filters/date`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    const files = new Set();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|css)$/.test(path)) files.add(path);
    });
    const pressed = performance.now();
    await page.getByRole('button', {name: 'Try it'}).first().click();
    await page.locator('[data-render-state="done"]').waitFor();
    const firstOutput = performance.now() - pressed;
    await page.waitForLoadState('networkidle');
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const content = readFileSync(join(root, 'build', file));
      raw += content.length;
      gzip += gzipSync(content, {level: 9}).length;
    }
    console.log(
      `"Try it" loads ${files.size} files: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
    );
    console.log(
      `  press to first output (engine and editor fetched, worker started): ${ms(firstOutput)}`,
    );

    const editor = page.getByRole('textbox', {name: 'Template', exact: true});
    const output = page.locator('[data-output-view="source"] pre');
    const edits = [];
    const workerTimes = [];
    for (let run = 0; run < runs; run += 1) {
      await editor.click();
      await page.keyboard.press('ControlOrMeta+End');
      const expected = `<i>${run}</i>`;
      const started = performance.now();
      await page.keyboard.insertText(expected);
      await output.filter({hasText: expected}).waitFor();
      edits.push(performance.now() - started - RENDER_DEBOUNCE_MS);
      const label = await page.locator('[data-render-state="done"]').innerText();
      workerTimes.push(Number(/(\d+)/.exec(label)?.[1] ?? 0));
    }
    console.log(
      `  keystroke to new output, less the ${RENDER_DEBOUNCE_MS} ms typing pause: median ${ms(percentile(edits, 0.5))}, p95 ${ms(percentile(edits, 0.95))}`,
    );
    console.log(
      `  render in the worker as the page reports it: median ${percentile(workerTimes, 0.5)} ms`,
    );
  } finally {
    await browser.close();
    server.stop();
  }
}
