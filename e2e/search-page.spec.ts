/**
 * The search results page, `/search?q=…`, on the embedded index (the default
 * build), in Chromium with every non-loopback request blocked. Expected hits
 * come from the built index through the same engine the browser runs.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {BUILD_DIR} from './builtSite';
import {applyTheme, seriousViolations, AXE_PATH} from './axe';
import {createEngine} from '../src/lib/search/engine';
import {parseIndexFile} from '../src/lib/search/indexLoader';
import {searchSettings} from '../src/data/search';

const records = parseIndexFile(
  readFileSync(join(BUILD_DIR, searchSettings.indexPath), 'utf8'),
).records;
const engine = createEngine(records);
const PER_PAGE = searchSettings.resultsPerPage;

const input = (page: Page) => page.getByRole('searchbox', {name: 'Search', exact: true});
const results = (page: Page) => page.locator('main [data-search-result]');
const status = (page: Page) => page.getByRole('status');
/** The page's count of results, in the count's plural form. */
const countText = (nbHits: number, pageNumber: number, pages: number) =>
  `${nbHits} ${nbHits === 1 ? 'result' : 'results'}, page ${pageNumber} of ${pages}`;
const pager = (page: Page, name: string) =>
  page
    .getByRole('navigation', {name: 'Pages of search results'})
    .getByRole('link', {name, exact: true});
/** A hit's path as the page links it: the site's clean URL, without the index page's trailing slash. */
const sitePath = (url: string) => {
  const parsed = new URL(url);
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  return `${path}${parsed.hash}`;
};
const searchUrl = (query: string, page = 1) =>
  `/search?${new URLSearchParams({q: query, ...(page > 1 ? {page: String(page)} : {})}).toString()}`;

/** A query with more than two pages of hits spread over several categories. */
const broad = ['project', 'create', 'the', 'a'].find((query) => {
  const {hits, nbHits} = engine.search(query, {limit: PER_PAGE});
  return nbHits > 2 * PER_PAGE && new Set(hits.map((hit) => hit.record.hierarchy.lvl0)).size > 1;
});

/** The engine's hits of one page of results, grouped by category in order of first appearance. */
function expectedGroups(query: string, pageNumber: number): [string, string[]][] {
  const {hits} = engine.search(query, {limit: PER_PAGE, offset: (pageNumber - 1) * PER_PAGE});
  const groups = new Map<string, string[]>();
  for (const hit of hits) {
    const category = hit.record.hierarchy.lvl0;
    groups.set(category, [...(groups.get(category) ?? []), sitePath(hit.record.url)]);
  }
  return [...groups];
}

async function shownGroups(page: Page): Promise<[string, string[]][]> {
  return page
    .locator('main section')
    .evaluateAll((sections) =>
      sections.map((section) => [
        section.querySelector('h2')?.textContent ?? '',
        Array.from(section.querySelectorAll('a[data-search-result]')).map(
          (link) => link.getAttribute('href') ?? '',
        ),
      ]),
    );
}

test.beforeAll(() => {
  expect(broad, 'a query with more than two pages of hits in several categories').toBeDefined();
});

test('the first page of hits, then the next, grouped by category as the engine ranks them', async ({
  page,
}) => {
  const query = broad ?? '';
  const {nbHits} = engine.search(query, {limit: 1});
  const pages = Math.ceil(nbHits / PER_PAGE);
  await open(page, searchUrl(query));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
  await expect(status(page)).toHaveText(countText(nbHits, 1, pages));
  await expect(results(page)).toHaveCount(PER_PAGE);
  expect(await shownGroups(page)).toEqual(expectedGroups(query, 1));

  // Next page: the URL says so, the next hits show, focus lands on the first of them.
  await pager(page, 'Next').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(status(page)).toHaveText(countText(nbHits, 2, pages));
  await expect.poll(() => shownGroups(page)).toEqual(expectedGroups(query, 2));
  await expect(results(page).first()).toBeFocused();
});

test('the last page, opened from its URL, holds the rest of the hits', async ({page}) => {
  const query = broad ?? '';
  const {nbHits} = engine.search(query, {limit: 1});
  const pages = Math.ceil(nbHits / PER_PAGE);
  // Every hit across the pages is a different page section, so the pages split them without repeats.
  const all = engine.search(query, {limit: nbHits}).hits.map((hit) => sitePath(hit.record.url));
  expect(new Set(all).size).toBe(nbHits);

  await open(page, searchUrl(query, pages));
  await expect(results(page)).toHaveCount(nbHits - (pages - 1) * PER_PAGE);
  expect(await shownGroups(page)).toEqual(expectedGroups(query, pages));
  await expect(pager(page, 'Next')).toHaveCount(0);
  await expect(pager(page, `Page ${pages}`)).toHaveAttribute('aria-current', 'page');
});

test('from the keyboard: type, then arrow down through the results and back up to the box', async ({
  page,
}) => {
  const query = broad ?? '';
  await open(page, '/search');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(query);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === query);
  await expect(results(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(results(page).last()).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await expect(input(page)).toBeFocused();
});

test('from the keyboard: Enter opens the focused result, and Back returns to the same results', async ({
  page,
}) => {
  const query = broad ?? '';
  await open(page, searchUrl(query));
  await expect(results(page).nth(1)).toBeVisible();
  await input(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(1)).toBeFocused();
  const target = await results(page).nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
  await page.goBack();
  await expect(input(page)).toHaveValue(query);
  await expect(results(page).nth(1)).toHaveAttribute('href', target ?? '');
});

// One test a form of the empty query, so a slow one names itself.
for (const [path, heading] of [
  ['/search', 'Search the documentation'],
  ['/search?q=', 'Search the documentation'],
  [`/search?q=${encodeURIComponent('   ')}`, 'Search results for "   "'],
] as const) {
  test.describe(() => {
    // A first visit: nothing in the HTTP cache, so every request the test watches is made.
    test.use({freshCache: true});
    test(`${path} asks for a query and loads nothing`, async ({page}) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(searchSettings.indexPath)) indexRequests.push(request.url());
      });
      await open(page, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(status(page)).toHaveText(
        'Type a word, a name or a question to search every page.',
      );
      await expect(results(page)).toHaveCount(0);
      expect(indexRequests).toEqual([]);
    });
  });
}

test('clearing the query goes back to /search', async ({page}) => {
  await open(page, searchUrl('date'));
  await expect(results(page).first()).toBeVisible();
  await input(page).fill('');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '');
  await expect(results(page)).toHaveCount(0);
});

const longQuery = 'canvas date filter format '.repeat(4);

// One test a query, so a slow or failing one names itself.
for (const query of [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '.*+?[](){}|\\^$',
  `"it's" \` &amp;`,
  '🙂🚀 emoji date',
  longQuery,
]) {
  test(`the hostile query ${JSON.stringify(query)} is shown as text and answered`, async ({
    page,
  }) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await open(page, searchUrl(query));
    const shown = query.slice(0, searchSettings.maxQueryLength);
    await expect(input(page)).toHaveValue(shown);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${shown}"`);
    const {nbHits} = engine.search(shown, {limit: 1});
    await expect(status(page)).toHaveText(
      nbHits === 0
        ? `No results for "${shown}"`
        : countText(nbHits, 1, Math.ceil(nbHits / PER_PAGE)),
    );
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
}

test('a pasted query stops at the longest a query can be', async ({page}) => {
  await open(page, '/search');
  // Pasted, not typed key by key: each key would run a search, which is the overlay's test's work.
  await input(page).focus();
  await page.keyboard.insertText(longQuery);
  await expect(input(page)).toHaveValue(longQuery.slice(0, searchSettings.maxQueryLength));
});

/**
 * Types `query` into the overlay until `link` shows. The overlay answers from the index's head
 * until its body (fetched once a query has been answered) is in, and the count is the whole
 * index's: ask again until the whole index answers.
 */
async function askUntilShown(page: Page, query: string, link: Locator): Promise<void> {
  await expect(async () => {
    await page.locator('.DocSearch-Input').fill('');
    await page.locator('.DocSearch-Input').fill(query);
    await expect(link).toBeVisible({timeout: 1_000});
  }).toPass({timeout: 15_000});
}

test('"See all results" in the overlay opens the page with the query, answered by the same engine file', async ({
  page,
}) => {
  const query = broad ?? '';
  const {nbHits} = engine.search(query, {limit: 1});
  const scripts: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/assets/js/')) scripts.push(pathname.slice('/assets/js/'.length));
  });
  await open(page, '/docs');
  await page.keyboard.press('Control+k');
  const seeAll = page.getByRole('link', {name: `See all ${nbHits} results`});
  await askUntilShown(page, query, seeAll);
  await seeAll.click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('q') === query,
  );
  await expect(input(page)).toHaveValue(query);
  await expect(status(page)).toHaveText(countText(nbHits, 1, Math.ceil(nbHits / PER_PAGE)));
  // One engine file for both, fetched once, with MiniSearch inside it rather than in a file of its own.
  const engineFiles = scripts.filter((file) => file.startsWith('search-engine.'));
  expect(engineFiles).toHaveLength(1);
  const withMiniSearch = scripts.filter((file) =>
    readFileSync(join(BUILD_DIR, 'assets/js', file), 'utf8').includes('MiniSearch: duplicate ID'),
  );
  expect(withMiniSearch).toEqual(engineFiles);
});

// The frame around <main> is the accessibility sweep's (it checks /search in full); here, the results.
for (const theme of ['light', 'dark'] as const) {
  test(`with results, no serious accessibility violation in the ${theme} theme`, async ({page}) => {
    await page.addInitScript({path: AXE_PATH});
    await open(page, searchUrl(broad ?? ''));
    await expect(results(page).first()).toBeVisible();
    await applyTheme(page, theme);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
}

test('noindex, and not in the sitemap', () => {
  const html = readFileSync(join(BUILD_DIR, 'search.html'), 'utf8');
  expect(html).toMatch(/<meta[^>]+name=["']?robots["']?[^>]+content=["']?noindex, follow/);
  const listed = [
    ...readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
  ].map((match) => new URL(match[1] ?? '').pathname);
  expect(listed.length).toBeGreaterThan(0);
  expect(listed).not.toContain('/search');
});

test('/search loads the engine and its question reading with the first query, not with the page', async ({
  page,
}) => {
  // A phrase of the question frame (src/lib/search/language/questionFrame.ts): a string literal,
  // so it survives minification in whichever chunk holds the engine.
  const enginePhrase = 'is there a way to';
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  });
  const engineLoaded = () =>
    scripts.some((path) =>
      readFileSync(join(BUILD_DIR, decodeURIComponent(path)), 'utf8').includes(enginePhrase),
    );
  await open(page, '/search');
  await page.waitForLoadState('networkidle');
  expect(scripts.length, 'the page ran its scripts').toBeGreaterThan(0);
  expect(engineLoaded(), 'the engine is not in the first load of /search').toBe(false);
  await input(page).fill('date');
  await expect(results(page).first()).toBeVisible();
  expect(engineLoaded(), 'the engine arrived with the query').toBe(true);
});

test('one result is counted as one, in the overlay and on the page', async ({page}) => {
  // A name only the slug filter's page has.
  const query = 'handleize';
  expect(engine.search(query, {limit: 2}).nbHits).toBe(1);
  await open(page, '/docs');
  await page.keyboard.press('Control+k');
  const seeOne = page.getByRole('link', {name: 'See 1 result', exact: true});
  await askUntilShown(page, query, seeOne);
  await seeOne.click();
  await expect(status(page)).toHaveText('1 result, page 1 of 1');
});
