/**
 * The page paints before the site's scripts run (src/plugins/scripts-after-paint): the HTML
 * preloads the entry scripts, and they start after the first contentful paint, or once the HTML
 * is parsed when the page is not shown or the browser has no paint timing.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {entryScriptPreloads} from './support/entryScripts';

// A first visit: nothing in the HTTP cache, so every request the test watches is made.
test.use({freshCache: true});

const PAGE = '/docs/canvas/filters/date';

/** Records, in the page, when the site's startup code first runs (it sets window.docusaurus). */
async function recordAppStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let value: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => value,
      set: (next) => {
        (window as unknown as {appStartedAt?: number}).appStartedAt ??= performance.now();
        value = next;
      },
    });
  });
}

test('the HTML preloads the entry scripts instead of running them', async ({request}) => {
  const html = await (await request.get(PAGE)).text();
  expect(html).not.toMatch(/<script[^>]+src=/);
  expect(entryScriptPreloads(html).map((path) => path.replace(/\.[0-9a-f]+\.js$/, '.js'))).toEqual([
    '/assets/js/runtime~main.js',
    '/assets/js/main.js',
  ]);
});

/** Holds the page's first paint until `ms` after its HTML is parsed: the page is hidden until then. */
async function holdFirstPaint(page: Page, ms: number): Promise<void> {
  await page.route(PAGE, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</head>',
      '<style id=hold-paint>html{visibility:hidden}</style></head>',
    );
    await route.fulfill({response, body});
  });
  await page.addInitScript((delay) => {
    document.addEventListener('DOMContentLoaded', () =>
      setTimeout(() => document.getElementById('hold-paint')?.remove(), delay),
    );
  }, ms);
}

/** Opens the page and reads when its HTML was parsed, first painted, and when the scripts started. */
async function openAndTime(page: Page) {
  await recordAppStart(page);
  await page.goto(PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  return page.evaluate(() => ({
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .domContentLoadedEventStart,
    paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    start: (window as unknown as {appStartedAt: number}).appStartedAt,
    entryScripts: document.querySelectorAll('script[src*="/assets/js/main."]').length,
  }));
}

test('the scripts start only after the first contentful paint', async ({page}) => {
  // A deferred script would run as soon as the HTML is parsed, 800 ms before this paint.
  await holdFirstPaint(page, 800);
  const timing = await openAndTime(page);
  expect(timing.paint).toBeGreaterThan(timing.parsed + 700);
  expect(timing.start).toBeGreaterThan(timing.paint);
  expect(timing.entryScripts).toBe(1);
});

test('a page that is not shown starts its scripts once the HTML is parsed', async ({page}) => {
  await holdFirstPaint(page, 1500);
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', {get: () => 'hidden'});
  });
  const timing = await openAndTime(page);
  expect(timing.start).toBeLessThan(timing.paint);
  expect(timing.entryScripts).toBe(1);
});

test('a browser without paint timing starts the scripts once the HTML is parsed', async ({
  page,
}) => {
  await holdFirstPaint(page, 1500);
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {get: () => ['navigation']});
  });
  const timing = await openAndTime(page);
  expect(timing.start).toBeLessThan(timing.paint);
  expect(timing.entryScripts).toBe(1);
});
