/**
 * Search that knows when it has no answer: queries the site has no page for
 * show "No results for" and the query, as text, in the overlay and on
 * `/search`, then a next step a keyboard reaches; misspelt queries and whole
 * questions still find their page first. On the embedded index (the default
 * build), in Chromium with every non-loopback request blocked. One test per
 * query and surface.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {BUILD_DIR} from './builtSite';
import {createEngine} from '../src/lib/search/engine';
import {parseIndexFile} from '../src/lib/search/indexLoader';
import {searchSettings} from '../src/data/search';
import {applyTheme, seriousViolations} from './axe';

const records = parseIndexFile(
  readFileSync(join(BUILD_DIR, searchSettings.indexPath), 'utf8'),
).records;
const engine = createEngine(records);
const indexedPaths = new Set(records.map((record) => new URL(record.url).pathname));

const MARKUP = '<img src=x onerror=alert(1)>';
const OUT_OF_SCOPE = ['kubernetes helm chart', 'best pizza near me', "'; DROP TABLE users; --"];
/** A misspelt query and the page it means. */
const MISSPELT: readonly (readonly [string, string])[] = [
  ['revrse', '/docs/canvas/filters/reverse'],
  ['markdwn', '/docs/canvas/filters/deprecated'],
  ['webhok signature', '/guides/receive-and-verify-webhooks'],
];

/** Whole questions as readers ask them, and the page that answers each (bench/search/QUERIES.md). */
const QUESTIONS: readonly (readonly [string, string])[] = [
  ['How do I format a date in a Canvas template?', '/docs/canvas/filters/date'],
  ['How do I authenticate requests to the Admin API?', '/api/admin/authentication'],
  ['how do I show how long it takes to read an article', '/docs/canvas/filters/reading_time'],
];

const overlayInput = (page: Page) => page.locator('.DocSearch-Input');
const overlayHits = (page: Page) => page.locator('.DocSearch-Hit a');
const noResultsTitle = (page: Page) => page.locator('.DocSearch-NoResults .DocSearch-Title');
const pageStatus = (page: Page) => page.getByRole('status');
const pageResults = (page: Page) => page.locator('main [data-search-result]');
const searchUrl = (query: string) => `/search?${new URLSearchParams({q: query}).toString()}`;

/** Opens the overlay and types the query, asking again until the whole index (head and body) answers. */
async function askOverlay(page: Page, query: string, answered: () => Promise<void>) {
  await open(page, '/docs');
  await page.keyboard.press('Control+k');
  await expect(overlayInput(page)).toBeFocused();
  await expect(async () => {
    await overlayInput(page).fill('');
    await overlayInput(page).fill(query);
    await answered();
  }).toPass({timeout: 10_000});
}

/** Fails the test on any dialog (a query run as script would open one). */
function noDialogs(page: Page): () => number {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  return () => dialogs;
}

test.describe('markup', () => {
  test('the overlay shows "No results for" and the markup query literally', async ({page}) => {
    const dialogs = noDialogs(page);
    await askOverlay(page, MARKUP, () =>
      expect(noResultsTitle(page)).toHaveText(`No results for "${MARKUP}"`, {timeout: 1_000}),
    );
    await expect(noResultsTitle(page).locator('strong')).toHaveText(MARKUP);
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    expect(dialogs()).toBe(0);
  });

  test('/search says "No results for" the markup query, shown as text', async ({page}) => {
    const dialogs = noDialogs(page);
    await open(page, searchUrl(MARKUP));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      `Search results for "${MARKUP}"`,
    );
    await expect(pageStatus(page)).toHaveText(`No results for "${MARKUP}"`);
    await expect(pageResults(page)).toHaveCount(0);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs()).toBe(0);
  });
});

test.describe('queries the site has no page for', () => {
  for (const query of OUT_OF_SCOPE) {
    test(`overlay: ${JSON.stringify(query)} shows "No results for" the query`, async ({page}) => {
      await askOverlay(page, query, () =>
        expect(noResultsTitle(page)).toHaveText(`No results for "${query}"`, {timeout: 1_000}),
      );
      await expect(overlayHits(page)).toHaveCount(0);
    });

    test(`/search: ${JSON.stringify(query)} says "No results for" the query`, async ({page}) => {
      await open(page, searchUrl(query));
      await expect(pageStatus(page)).toHaveText(`No results for "${query}"`);
      await expect(pageResults(page)).toHaveCount(0);
    });
  }
});

/** For each query, the overlay and /search both show its page first. */
function findsFirstOnBoth(cases: readonly (readonly [string, string])[]) {
  for (const [query, path] of cases) {
    test(`overlay: ${JSON.stringify(query)} finds ${path} first`, async ({page}) => {
      expect(indexedPaths.has(path), `${path} is in the index`).toBe(true);
      await askOverlay(page, query, () =>
        expect(overlayHits(page).first()).toHaveAttribute('href', new RegExp(`^${path}(#|$)`), {
          timeout: 1_000,
        }),
      );
    });

    test(`/search: ${JSON.stringify(query)} finds ${path} first`, async ({page}) => {
      expect(indexedPaths.has(path), `${path} is in the index`).toBe(true);
      await open(page, searchUrl(query));
      const {nbHits} = engine.search(query, {limit: 1});
      await expect(pageStatus(page)).toHaveText(new RegExp(`^${nbHits} results?, page 1 of`));
      await expect(pageResults(page).first()).toHaveAttribute('href', new RegExp(`^${path}(#|$)`));
    });
  }
}

test.describe('misspelt queries', () => findsFirstOnBoth(MISSPELT));

test('the no-results screen suggests at most 3 queries, and each of them has results', async ({
  page,
}) => {
  await askOverlay(page, 'courier', () =>
    expect(overlayHits(page).first()).toBeVisible({timeout: 1_000}),
  );
  await overlayInput(page).fill(OUT_OF_SCOPE[0] ?? '');
  await expect(noResultsTitle(page)).toBeVisible();
  const suggestions = page.locator('.DocSearch-Prefill');
  const texts = await suggestions.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.length).toBeLessThanOrEqual(3);
  for (const text of texts)
    expect(engine.search(text).nbHits, `"${text}" has results`).toBeGreaterThan(0);
  await suggestions.first().click();
  await expect(overlayHits(page).first()).toBeVisible();
});

// An answerable question is never met with "No results": its page comes first on both.
test.describe('whole questions', () => findsFirstOnBoth(QUESTIONS));

test.describe('the next step after "No results for"', () => {
  test('overlay: a query naming a section links to it, by keyboard, axe-clean in light and dark', async ({
    page,
  }) => {
    const query = 'kubernetes canvas';
    await askOverlay(page, query, () =>
      expect(noResultsTitle(page)).toHaveText(`No results for "${query}"`, {timeout: 1_000}),
    );
    const step = page.locator('.DocSearch-NoResults [data-search-next-step] a');
    await expect(step).toHaveText('Canvas');
    await expect(step).toHaveAttribute('href', '/docs/canvas');
    for (const theme of ['light', 'dark'] as const) {
      await applyTheme(page, theme);
      expect(await seriousViolations(page, {within: '.DocSearch-Modal'}), theme).toEqual([]);
    }
    // Tab from the input reaches the step's link (after the report link), and Enter follows it.
    for (let presses = 0; presses < 6; presses++) {
      if (await step.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(step).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/canvas$/);
  });

  test('/search: a query naming nothing offers the docs, the API reference and the guides', async ({
    page,
  }) => {
    const query = 'best pizza near me';
    await open(page, searchUrl(query));
    await expect(pageStatus(page)).toHaveText(`No results for "${query}"`);
    const links = page.locator('main [data-search-next-step] a');
    await expect(links).toHaveText(['the docs', 'the API reference', 'the guides']);
    for (const theme of ['light', 'dark'] as const) {
      await applyTheme(page, theme);
      expect(await seriousViolations(page, 'main'), theme).toEqual([]);
    }
    await page.locator('#search-page-query').focus();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
  });
});
