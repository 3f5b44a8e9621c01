/**
 * The tab a worker keeps from one test to the next (support/keptTab): what a test leaves behind is
 * gone in the next one, except the HTTP cache; a test that asks for a first visit finds that empty
 * too. The tests run in order, in one worker, so the second follows the first in the same tab.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

test.describe.configure({mode: 'serial'});

const PAGE = '/docs';

/**
 * The site's bundles the page's HTML names (files named by their content, cached for good) and the
 * most bytes each came with over the network: 0 when the cache answered every load of it.
 */
const scriptTransfers = (page: Page) =>
  page.evaluate(() => {
    const scripts = Array.from(
      document.querySelectorAll<HTMLScriptElement>('script[src*="/assets/js/"]'),
      (script) => script.src,
    );
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return scripts.map<[string, number]>((src) => [
      src,
      Math.max(
        0,
        ...entries.filter((entry) => entry.name === src).map((entry) => entry.transferSize),
      ),
    ]);
  });

test('a test leaves storage, a cookie, init scripts, a route, a window size, a colour scheme and a hover behind', async ({
  page,
  context,
}) => {
  await open(page, PAGE);
  await page.evaluate(() => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1; path=/';
  });
  await context.addInitScript(() => Object.assign(window, {leftByContext: true}));
  await page.addInitScript(() => Object.assign(window, {leftByPage: true}));
  await page.route('**/left-behind', (route) => route.fulfill({body: 'routed'}));
  await page.setViewportSize({width: 500, height: 500});
  await page.emulateMedia({colorScheme: 'dark'});
  await page.mouse.move(100, 20);
  expect(await page.evaluate(() => document.querySelectorAll(':hover').length)).toBeGreaterThan(0);
});

test('the next test finds none of it, and the site’s scripts in the HTTP cache', async ({
  page,
  context,
  pageErrors,
}) => {
  // The address below is not a page of the site: the browser logs its 404.
  pageErrors.allow(/404 \(Not Found\)/);
  await open(page, PAGE);
  const left = await page.evaluate(() => ({
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    cookie: document.cookie.includes('left='),
    byContext: 'leftByContext' in window,
    byPage: 'leftByPage' in window,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    width: innerWidth,
    hovered: document.querySelectorAll(':hover').length,
  }));
  expect(left).toEqual({
    local: null,
    session: null,
    cookie: false,
    byContext: false,
    byPage: false,
    dark: false,
    width: 1280,
    hovered: 0,
  });
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => fetch('/left-behind').then((response) => response.status))).toBe(
    404,
  );
  const transfers = await scriptTransfers(page);
  expect(transfers.length).toBeGreaterThan(0);
  expect(transfers.filter(([, bytes]) => bytes > 0)).toEqual([]);
});

test('a test that closes its tab leaves storage and a cookie behind', async ({page}) => {
  await open(page, PAGE);
  await page.evaluate(() => {
    localStorage.setItem('left', '1');
    document.cookie = 'left=1; path=/';
  });
  await page.close();
});

test('the next test, in a new tab, finds neither', async ({page, context}) => {
  await open(page, PAGE);
  expect(await page.evaluate(() => localStorage.getItem('left'))).toBeNull();
  expect(await context.cookies()).toEqual([]);
});

test.describe(() => {
  test.use({freshCache: true});
  test('a test that asks for a first visit gets every script from the site', async ({page}) => {
    await open(page, PAGE);
    const transfers = await scriptTransfers(page);
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.filter(([, bytes]) => bytes === 0)).toEqual([]);
  });
});

let earlierTab: Page | undefined;

test('a test opens the site in the worker’s tab', async ({page}) => {
  earlierTab = page;
  await open(page, PAGE);
});

test('the next test is in the same tab', async ({page}) => {
  expect(earlierTab).toBeDefined();
  expect(page).toBe(earlierTab);
  await open(page, PAGE);
});

test.describe(() => {
  test.use({freshTab: true});
  test('a test that asks for a tab of its own gets a new one, with the site’s scripts still in the HTTP cache', async ({
    page,
  }) => {
    expect(earlierTab).toBeDefined();
    expect(page).not.toBe(earlierTab);
    expect(earlierTab?.isClosed()).toBe(true);
    await open(page, PAGE);
    const transfers = await scriptTransfers(page);
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.filter(([, bytes]) => bytes > 0)).toEqual([]);
  });
});
