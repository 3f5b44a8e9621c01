#!/usr/bin/env node
/**
 * Where the overlay's time goes while a reader types: a CPU profile of the
 * page (Chrome DevTools Protocol) over the first 40 tuning queries typed key by
 * key into a warm overlay, summed by script file and by function (self time).
 * Prints figures; needs a build. Not a test.
 *
 *   node bench/search/profileOverlay.mjs [--port 3113] [--build build]
 */
import {readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {launchChromium, loadTs} from '../chromium.mjs';
import {option} from '../../scripts/cli/options.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = option('port', process.env.E2E_PORT ?? '3113');
const buildDir = resolve(root, option('build', 'build'));
const queries = JSON.parse(
  readFileSync(join(root, 'bench/search/queries.tuning.json'), 'utf8'),
).slice(0, 40);

function summarize(profile, keyOf) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((sample, index) => {
    const key = keyOf(nodes.get(sample).callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const server = await serveBuild({dir: buildDir, port});
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/docs`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.fill('courier');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  for (const entry of queries) {
    await input.fill('');
    await input.pressSequentially(entry.query, {delay: 30});
    await page.waitForTimeout(100);
  }
  const {profile} = await cdp.send('Profiler.stop');
  const show = (rows) =>
    rows
      .slice(0, 15)
      .forEach(([key, micros]) =>
        console.log(`  ${`${(micros / 1000).toFixed(0)} ms`.padStart(9)}  ${key}`),
      );
  console.log(`Overlay CPU profile, ${queries.length} queries typed key by key\n\nBy file`);
  show(summarize(profile, (frame) => frame.url.split('/').pop() || frame.functionName));
  console.log('\nBy function (self time)');
  show(
    summarize(
      profile,
      (frame) =>
        `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`,
    ),
  );
} finally {
  await browser.close();
  server.stop();
}
