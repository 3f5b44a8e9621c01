#!/usr/bin/env node
/**
 * The first press on a page, with the CPU slowed 4× (a mid-range phone): prints figures, is not a
 * test. Each run is a fresh tab on a freshly loaded page (nothing cached in memory), and the
 * median of `runs` is printed with every run beside it.
 *
 *   node bench/firstPress.mjs [--runs 5] [--dir build] [--port 3302]
 *
 * - "Try it" on a Canvas reference page (/docs/canvas/filters/date): press to the first output
 *   painted. With intent: the example scrolled into view, the page idle, the pointer over the button
 *   for HOVER_MS before the press, as a reader's hand moves. Without: the example read for READ_MS
 *   in view, then the button pressed by script, with no hover or focus before it.
 * - The search overlay on /docs: the first query after the page loads, from the query typed to its
 *   hits painted; the overlay opened by a press on the search button after HOVER_MS of hover, and
 *   (cold) by Ctrl+K with no hover before it, the query typed at once.
 */
import {launchChromium, loadTs} from './chromium.mjs';
import {median, ms as formatMs} from '../scripts/cli/stats.mjs';
import {option} from '../scripts/cli/options.mjs';

const {serveBuild} = loadTs('../scripts/serveBuild.ts');

const runs = Number(option('runs', '5'));
const dir = option('dir', 'build');
const port = Number(option('port', '3302'));
const SLOWDOWN = 4;
/** How long a reader's pointer rests on a button before pressing it. */
const HOVER_MS = 250;
/** How long a reader looks at an example before pressing "Try it" without pointing at it first. */
const READ_MS = 2000;
const QUERY = 'courier push';

const ms = (value) => formatMs(value, 0);

/** A fresh tab at 4× slowdown on `path`, hydrated, its network quiet and its main thread idle. */
async function openSlowed(browser, baseUrl, path) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: SLOWDOWN});
  await page.goto(`${baseUrl}${path}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  await idle(page);
  return {page, close: () => context.close()};
}

/** Resolves when the page's main thread has had an idle period. */
const idle = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), {timeout: 5000})),
  );

/**
 * Runs `act` in the page and resolves with the time from it to the paint of the first frame in
 * which `selector` matches a shown element: the moment the reader sees the answer. (A panel built
 * out of sight ahead of the press already holds its output; that counts once it is shown.)
 */
function timeToPainted(page, act, selector) {
  return page.evaluate(
    ({act, selector}) =>
      new Promise((resolve) => {
        const start = performance.now();
        const shown = () => {
          const element = document.querySelector(selector);
          return element !== null && element.checkVisibility();
        };
        // Seen in a frame's callbacks: that frame paints it, and the next frame's callbacks run after.
        const check = () => {
          if (shown()) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        // The action is the bench's own code, given as source so it runs in the page's clock.
        new Function(act)();
        requestAnimationFrame(check);
      }),
    {act, selector},
  );
}

async function tryIt(browser, baseUrl, withIntent) {
  const {page, close} = await openSlowed(browser, baseUrl, '/docs/canvas/filters/date');
  const button = page.getByRole('button', {name: 'Try it'}).first();
  await button.scrollIntoViewIfNeeded();
  await idle(page);
  if (withIntent) {
    await button.hover();
    await page.waitForTimeout(HOVER_MS);
  } else {
    await page.waitForTimeout(READ_MS);
    await idle(page);
  }
  const time = await timeToPainted(
    page,
    `[...document.querySelectorAll('button')].find((b) => b.textContent === 'Try it').click()`,
    '[data-render-state="done"]',
  );
  await close();
  return time;
}

async function firstSearch(browser, baseUrl, withIntent) {
  const {page, close} = await openSlowed(browser, baseUrl, '/docs');
  const button = page.getByRole('button', {name: /^Search documentation/});
  if (withIntent) {
    await button.hover();
    await page.waitForTimeout(HOVER_MS);
    await button.click();
  } else {
    await page.keyboard.press('Control+K');
  }
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  // Typed as one input event: DocSearch searches on each, and the first query is this one.
  const time = await timeToPainted(
    page,
    `const input = document.querySelector('.DocSearch-Input');
     const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
     set.call(input, ${JSON.stringify(QUERY)});
     input.dispatchEvent(new Event('input', {bubbles: true}));`,
    '.DocSearch-Hit',
  );
  await close();
  return time;
}

const server = await serveBuild({dir, port});
const browser = await launchChromium();
try {
  console.log(`First press, CPU ${SLOWDOWN}× slower, ${runs} runs each (fresh tab every run):`);
  for (const [label, measure] of [
    ['"Try it" press → first output, with intent', (url) => tryIt(browser, url, true)],
    ['"Try it" press → first output, no intent', (url) => tryIt(browser, url, false)],
    [
      `first search "${QUERY}" → hits, overlay opened after hover`,
      (url) => firstSearch(browser, url, true),
    ],
    [
      `first search "${QUERY}" → hits, overlay opened by Ctrl+K`,
      (url) => firstSearch(browser, url, false),
    ],
  ]) {
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(await measure(server.baseUrl));
    console.log(`  ${label}: median ${ms(median(times))} (${times.map(ms).join(', ')})`);
  }
} finally {
  await browser.close();
  server.stop();
}
