/**
 * The search overlay on the embedded index (the default build: no provider
 * settings), in Chromium with every non-loopback request blocked.
 *
 * Queries whose results depend on the content are chosen from the built index
 * with the same engine the browser runs, so the tests hold while pages change.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page, Route} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {BUILD_DIR} from './builtSite';
import {createEngine} from '../src/lib/search/engine';
import {parseHeadFile, parseIndexFile} from '../src/lib/search/indexLoader';
import {isTermsManifest} from '../src/lib/search/indexFormat';
import {indexPartPath, searchSettings} from '../src/data/search';

// The browser fetches the index's head first (its body follows once the head answers).
const INDEX_URL = `/${indexPartPath(searchSettings.indexPath, 'head')}`;
const START = '/docs';
const indexText = readFileSync(join(BUILD_DIR, searchSettings.indexPath), 'utf8');
const records = parseIndexFile(indexText).records;
const engine = createEngine(records);
const BODY_URL = `/${indexPartPath(searchSettings.indexPath, 'body')}`;
const headText = readFileSync(join(BUILD_DIR, INDEX_URL), 'utf8');
// An index in term shards has a manifest for its head and no body: no query is answered from a head.
const headEngine = isTermsManifest(JSON.parse(headText))
  ? null
  : createEngine(parseHeadFile(headText).records);

const overlay = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const hitList = (page: Page) => page.locator('.DocSearch-Dropdown');
const modalFooter = (page: Page) => page.locator('.DocSearch-Footer');
const searchButton = (page: Page) =>
  page.getByRole('button', {name: /^Search documentation\.\.\./});

async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

/**
 * After choosing a hit: the new page has rendered and the route change has settled (focus included).
 * The address changes before the new page renders (its chunks load first), so a fixed pause is not
 * enough on a slow machine: the new page's first render moves focus to the top of the page (or, for
 * a link to a heading, renders that heading), and a shortcut pressed before that loses its focus.
 */
async function settleAfterNavigation(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === path);
  const {hash} = new URL(path, 'http://127.0.0.1');
  if (hash)
    await page
      .locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)
      .first()
      .waitFor();
  else await expect(page.getByRole('region', {name: 'Skip to main content'})).toBeFocused();
  await page.waitForLoadState('networkidle');
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
}

/** On a window of `screen`'s size, the overlay opened from the docs with the hits of `query` shown. */
async function hitsOnScreen(
  page: Page,
  screen: {width: number; height: number},
  query: string,
): Promise<void> {
  await page.setViewportSize(screen);
  await open(page, START);
  await openWithShortcut(page);
  await search(page, query);
  await expect(hits(page).first()).toBeVisible();
}

/** The first query of the list whose top hit exists, with that hit's site path. */
function queryWithTopHit(candidates: readonly string[]): {query: string; path: string} {
  for (const query of candidates) {
    const top = engine.search(query).hits[0];
    if (top) {
      const url = new URL(top.record.url);
      return {query, path: `${url.pathname}${url.hash}`};
    }
  }
  throw new Error(`none of ${candidates.join(', ')} finds anything in ${INDEX_URL}`);
}

/** The first query of the list that only a page's text answers: the index's head has no page for it. */
function queryOnlyTextAnswers(candidates: readonly string[]): string {
  const query = candidates.find(
    (candidate) =>
      (headEngine?.search(candidate).nbHits ?? 0) === 0 && engine.search(candidate).nbHits > 0,
  );
  if (!query) throw new Error(`each of ${candidates.join(', ')} is in the head, or in no page`);
  return query;
}

test.describe('offline by default', () => {
  // A first visit: nothing in the HTTP cache, so every request the test watches is made.
  test.use({freshCache: true});

  test('no provider host in the HTML, and nothing leaves the machine while searching', async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/))
        outside.push(request.url());
    });
    const response = await page.goto(START);
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/algolia|preconnect/i);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await openWithShortcut(page);
    await search(page, queryWithTopHit(['courier', 'project']).query);
    await expect(hits(page).first()).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('the index is not loaded with the page, only on search intent, and once', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === INDEX_URL) indexRequests.push(request.url());
    });
    await open(page, START);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await searchButton(page).hover();
    await expect.poll(() => indexRequests.length).toBe(1);
    await searchButton(page).click();
    await search(page, 'courier');
    await expect(hits(page).first()).toBeVisible();
    await search(page, 'project');
    await expect(hits(page).first()).toBeVisible();
    expect(indexRequests).toHaveLength(1);
  });
});

test.describe('the search button', () => {
  test('shows the placeholder and the shortcut, and its accessible name is that visible text', async ({
    page,
  }) => {
    await open(page, START);
    const button = searchButton(page);
    await expect(button).toHaveText(/Search documentation\.\.\.\s*Ctrl\s*K/);
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(await button.getAttribute('aria-label')).toBeNull();
    await expect(
      page.getByRole('button', {name: 'Search documentation... Ctrl K', exact: true}),
    ).toBeVisible();

    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {run: (context: Element, options: object) => Promise<{violations: {id: string}[]}>};
        }
      ).axe;
      const target = document.querySelector('.DocSearch-Button');
      if (!target) throw new Error('no search button');
      const result = await axe.run(target, {
        runOnly: {type: 'rule', values: ['label-content-name-mismatch', 'button-name']},
      });
      return result.violations.map((violation) => violation.id);
    });
    expect(violations).toEqual([]);
  });

  test('keeps an accessible name on narrow screens, where the placeholder is hidden from view', async ({
    page,
  }) => {
    await page.setViewportSize({width: 700, height: 900});
    await open(page, START);
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveAccessibleName(/^Search documentation\.\.\./);
  });
});

test.describe('opening and closing', () => {
  test('the button opens the overlay and Escape closes it, focus back on the button', async ({
    page,
  }) => {
    await open(page, START);
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search documentation...');
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('text selected on the page is the first query, read once however much is typed after', async ({
    page,
  }) => {
    // Reading the selection lays out the page: the overlay reads it when it opens, not per render.
    await page.addInitScript(() => {
      const read = window.getSelection.bind(window);
      const counted = window as unknown as {selectionReads: number};
      counted.selectionReads = 0;
      window.getSelection = () => {
        counted.selectionReads++;
        return read();
      };
    });
    await open(page, START);
    await page.locator('main h1').first().selectText();
    const selected = await page.evaluate(() => document.getSelection()?.toString() ?? '');
    expect(selected.length).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as {selectionReads: number}).selectionReads = 0));
    await openWithShortcut(page);
    await expect(input(page)).toHaveValue(selected.slice(0, searchSettings.maxQueryLength));
    await input(page).fill('');
    await input(page).pressSequentially('courier', {delay: 20});
    await expect(hits(page).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {selectionReads: number}).selectionReads),
    ).toBe(1);
  });

  test('Ctrl+K opens and closes', async ({page}) => {
    await open(page, START);
    await openWithShortcut(page);
    await page.keyboard.press('Control+k');
    await expect(overlay(page)).toHaveCount(0);
  });

  test('/ opens when no input has focus', async ({page}) => {
    await open(page, START);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('');
  });

  test('a letter typed on the focused button opens the overlay with it', async ({page}) => {
    await open(page, START);
    await searchButton(page).focus();
    await page.keyboard.press('d');
    await expect(input(page)).toHaveValue('d');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await searchButton(page).focus();
    await page.keyboard.press('7');
    await expect(input(page)).toHaveValue('7');
  });

  test('the 404 page has a second search button, and a shortcut still opens one overlay', async ({
    page,
    pageErrors,
  }) => {
    // The page is served with status 404 on purpose; the browser logs that.
    pageErrors.allow(/status of 404/);
    await open(page, '/no-such-page');
    await expect(page.locator('.DocSearch-Button')).toHaveCount(2);
    await openWithShortcut(page);
    await expect(overlay(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await page.locator('main .DocSearch-Button').focus();
    await page.keyboard.press('Control+k');
    await expect(overlay(page)).toHaveCount(1);
  });

  test('a click outside closes it', async ({page}) => {
    await open(page, START);
    await openWithShortcut(page);
    await page.mouse.click(5, 5);
    await expect(overlay(page)).toHaveCount(0);
  });
});

test.describe('results', () => {
  test('choosing a hit goes to its same-site path and closes the overlay', async ({page}) => {
    const {query, path} = queryWithTopHit(['date', 'courier push', 'courier']);
    await open(page, START);
    await openWithShortcut(page);
    await search(page, query);
    const first = hits(page).first().locator('a');
    await expect(first).toHaveAttribute('href', path);
    for (const href of await hits(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/(docs|api|guides|changelog)(\/|$|#)/);
      expect(href).not.toMatch(/#__docusaurus|^https?:/);
    }
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === path);
  });

  test.describe(() => {
    // A first visit: nothing in the HTTP cache, so every request the test watches is made.
    test.use({freshCache: true});
    test('a first query that only a page\'s text answers finds it, not "No results"', async ({
      page,
    }) => {
      // The head (titles and headings) answers first and has no page for the query: the
      // overlay must wait for the body, not say the site has none.
      // Pages gain keywords over time: the list runs from words of page text to example names.
      const query = queryOnlyTextAnswers([
        'guides',
        'layout',
        'webhook',
        'retry',
        'backoff',
        'pixels',
        'northwind',
      ]);
      let bodyRequested = false;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === BODY_URL) bodyRequested = true;
      });
      await open(page, START);
      await openWithShortcut(page);
      await search(page, query);
      await expect(hits(page).first()).toBeVisible();
      await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
      // The head's "none" was not the answer: the body was fetched for it (shards have no body).
      expect(bodyRequested).toBe(headEngine !== null);
    });
  });

  test('results are grouped by category, at most 5 per group, 20 in all', async ({page}) => {
    // A query whose hits fill more than 5 in one category, found with the browser's engine.
    const broad = ['create', 'project', 'the', 'a'].find((query) => {
      const counts = new Map<string, number>();
      for (const hit of engine.search(query).hits)
        counts.set(hit.record.hierarchy.lvl0, (counts.get(hit.record.hierarchy.lvl0) ?? 0) + 1);
      return [...counts.values()].some((count) => count > 5);
    });
    expect(broad, 'a query with more than 5 hits in one category').toBeDefined();
    await open(page, START);
    await openWithShortcut(page);
    await search(page, broad ?? '');
    await expect(hits(page).first()).toBeVisible();
    const groups = page.locator('.DocSearch-Hits');
    const sizes = await groups.evaluateAll((sections) =>
      sections.map((section) => ({
        title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
        // A page and its sections count once each: DocSearch's cap is on hits.
        count: section.querySelectorAll('.DocSearch-Hit').length,
      })),
    );
    expect(sizes.length).toBeGreaterThan(1);
    expect(new Set(sizes.map((size) => size.title)).size).toBe(sizes.length);
    for (const size of sizes) expect(size.count).toBeLessThanOrEqual(5);
    expect(sizes.some((size) => size.count === 5)).toBe(true);
    expect(sizes.reduce((sum, size) => sum + size.count, 0)).toBeLessThanOrEqual(20);
  });

  test('hits out of view are drawn when reached: the last one, by keyboard, is drawn in the list', async ({
    page,
  }) => {
    // A phone held sideways: the list shows a few hits, and the last ones are far out of view.
    const screen = {width: 844, height: 390};
    await hitsOnScreen(page, screen, 'template');
    const count = await hits(page).count();
    const last = hits(page).nth(count - 1);
    const list = await hitList(page).boundingBox();
    const lastAt = await last.boundingBox();
    if (!list || !lastAt) throw new Error('the list or its last hit has no box');
    // The browser draws what is within about a screen of the view; this hit is further than that.
    expect(lastAt.y, 'a last hit 1.5 screens below the list').toBeGreaterThan(
      list.y + list.height + 1.5 * screen.height,
    );
    // Drawn: not skipped by `content-visibility: auto` (SearchBar/modal.css).
    const drawn = (index: number) =>
      hits(page)
        .nth(index)
        .locator('a')
        .evaluate((link) => link.checkVisibility({contentVisibilityAuto: true}));
    expect(await drawn(0)).toBe(true);
    expect(await drawn(count - 1)).toBe(false);
    for (let step = 1; step < count; step += 1) await page.keyboard.press('ArrowDown');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => drawn(count - 1)).toBe(true);
    const box = await last.boundingBox();
    if (!box) throw new Error('the last hit has no box');
    expect(box.y).toBeGreaterThanOrEqual(list.y);
    expect(box.y + box.height).toBeLessThanOrEqual(list.y + list.height + 1);
  });

  for (const screen of [
    {width: 844, height: 390},
    {width: 1280, height: 600},
  ])
    test(`on a ${screen.width} × ${screen.height} window the overlay fits it: its list scrolls, its footer stays in view`, async ({
      page,
    }) => {
      await hitsOnScreen(page, screen, 'template');
      const modal = await overlay(page).boundingBox();
      const footer = await modalFooter(page).boundingBox();
      if (!modal || !footer) throw new Error('the overlay or its footer has no box');
      expect(modal.y).toBeGreaterThanOrEqual(0);
      expect(modal.y + modal.height, 'the overlay ends inside the window').toBeLessThanOrEqual(
        screen.height,
      );
      expect(footer.y + footer.height).toBeLessThanOrEqual(screen.height);
      // The list gives way: it scrolls, and still shows more than two hits.
      const list = hitList(page);
      const {scrollHeight, clientHeight} = await list.evaluate((element) => ({
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
      }));
      expect(scrollHeight).toBeGreaterThan(clientHeight);
      const hitHeight = (await hits(page).first().boundingBox())?.height ?? Infinity;
      expect(clientHeight).toBeGreaterThan(2 * hitHeight);
    });

  test('on a phone the overlay has no empty footer: its list reaches the bottom of the screen', async ({
    page,
  }) => {
    const screen = {width: 390, height: 844};
    await hitsOnScreen(page, screen, 'template');
    // Offline there is no provider logo, the footer's only content on a phone.
    await expect(modalFooter(page)).toBeHidden();
    const list = await hitList(page).boundingBox();
    if (!list) throw new Error('the list has no box');
    expect(list.y + list.height).toBeGreaterThan(screen.height - 2);
    expect(list.y + list.height).toBeLessThanOrEqual(screen.height + 1);
  });

  test('matches are marked and snippets are 10 words at 1280px', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await snippetCheck(page, 10);
  });

  test('snippets are 5 words at 768px', async ({page}) => {
    await page.setViewportSize({width: 768, height: 900});
    await snippetCheck(page, 5);
  });
});

/** Finds a query with a long text hit and checks that hit's snippet. */
async function snippetCheck(page: Page, words: number): Promise<void> {
  let query = '';
  for (const record of records) {
    if (record.type !== 'content' || !record.content || record.content.split(' ').length < 30)
      continue;
    const candidate = record.content.split(' ')[15]?.replace(/[^\p{L}\p{N}]/gu, '') ?? '';
    if (candidate.length < 6) continue;
    const top = engine
      .search(candidate)
      .hits.find(
        (hit) => hit.record.type === 'content' && (hit.record.content ?? '').split(' ').length > 20,
      );
    if (top) {
      query = candidate;
      break;
    }
  }
  expect(query, 'a query whose hits include long text').not.toBe('');
  await open(page, START);
  await openWithShortcut(page);
  const snippet = page
    .locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title')
    .filter({hasText: '…'})
    .first();
  // The overlay answers from the index's head until its body (fetched once a query has been
  // answered) is in: ask again until the whole index answers.
  await expect(async () => {
    await search(page, '');
    await search(page, query);
    await expect(snippet).toBeVisible({timeout: 1_000});
  }).toPass({timeout: 15_000});
  await expect(snippet.locator('mark').first()).toBeVisible();
  const text = (await snippet.textContent()) ?? '';
  expect(text.replace(/…/g, ' ').trim().split(/\s+/)).toHaveLength(words);
}

test.describe('recent and favorite searches', () => {
  /** Searches `query` from the overlay, opens its top hit, and opens the overlay again there. */
  async function chooseTopHit(page: Page, query: string): Promise<string> {
    await search(page, query);
    await expect(hits(page).first()).toBeVisible();
    const title = (await hits(page).first().locator('.DocSearch-Hit-title').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await settleAfterNavigation(page, queryWithTopHit([query]).path);
    await openWithShortcut(page);
    return title;
  }

  const recentHits = (page: Page) =>
    page
      .locator('.DocSearch-Hits')
      .filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});

  test('"No recent searches", then the chosen hit is recent', async ({page}) => {
    const {query} = queryWithTopHit(['courier', 'project']);
    await open(page, START);
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
    const title = await chooseTopHit(page, query);
    await expect(recentHits(page).locator('.DocSearch-Hit-title')).toHaveText([title]);
  });

  test('a starred recent search is kept as a favorite, then deleted', async ({page}) => {
    const {query} = queryWithTopHit(['courier', 'project']);
    await open(page, START);
    await openWithShortcut(page);
    const title = await chooseTopHit(page, query);
    const recent = recentHits(page);
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText([title]);

    // DocSearch moves the hit when its CSS transition ends: let the hover transitions end first.
    const star = recent.getByTitle('Save this search');
    await star.hover();
    await page.waitForTimeout(600);
    await star.click();
    await expect(recent).toHaveCount(0);
    // Favorites are kept: they are there when the overlay opens again.
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await openWithShortcut(page);
    const favorite = page
      .locator('.DocSearch-Hits')
      .filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await expect(favorite.locator('.DocSearch-Hit-title')).toHaveText([title]);

    await favorite.getByTitle('Remove this search from favorites').click();
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
  });

  test('deleting a recent search', async ({page}) => {
    const {query} = queryWithTopHit(['courier', 'project']);
    await open(page, START);
    await openWithShortcut(page);
    await chooseTopHit(page, query);
    await page.getByTitle('Remove this search from history').click();
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
  });

  test('full or disabled storage does not break the overlay', async ({page}) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const {query, path} = queryWithTopHit(['courier', 'project']);
    await open(page, START);
    await openWithShortcut(page);
    await search(page, query);
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await settleAfterNavigation(page, path);
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toHaveCount(0);
  });
});

test.describe('no results and bad input', () => {
  test('"No results for" the query, up to 3 suggestions, and the link to report it', async ({
    page,
  }) => {
    const {query} = queryWithTopHit(['create', 'project', 'courier']);
    await open(page, START);
    await openWithShortcut(page);
    await search(page, query);
    await expect(hits(page).first()).toBeVisible();
    await search(page, 'qzxqzxqzx');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(
      'No results for "qzxqzxqzx"',
    );
    const suggestions = page.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /issues\/new\?title=.*qzxqzxqzx/,
    );
    // A suggestion fills the query with itself and searches it.
    const suggestion = (await suggestions.first().textContent()) ?? '';
    await suggestions.first().click();
    await expect(input(page)).toHaveValue(`${suggestion.toLowerCase()} `);
    await expect(hits(page).first()).toBeVisible();
  });

  test('the input stops at 64 characters', async ({page}) => {
    await open(page, START);
    await openWithShortcut(page);
    await page.keyboard.insertText('x'.repeat(200));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  test('hostile queries are shown as text and answered', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await open(page, START);
    await openWithShortcut(page);
    for (const query of [
      '<img src=x onerror=alert(1)>',
      '.*+?[](){}|\\^$',
      `"it's" \``,
      '🙂🚀 emoji',
      '     ',
    ]) {
      // From the start screen each time: the previous query's answer is never read as this one's
      // (on an index in term shards a query waits for its own files).
      await search(page, '');
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
      await search(page, query);
      const shown = page
        .locator('.DocSearch-NoResults .DocSearch-Title strong, .DocSearch-Hit')
        .first();
      await expect(shown).toBeVisible();
      if (await page.locator('.DocSearch-NoResults').count()) {
        await expect(page.locator('.DocSearch-NoResults .DocSearch-Title strong')).toHaveText(
          query,
        );
      }
    }
    expect(await page.locator('.DocSearch-Modal img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('nothing is searched while an IME composition is in progress', async ({page}) => {
    const {query} = queryWithTopHit(['courier', 'project']);
    await open(page, START);
    await openWithShortcut(page);
    await search(page, query);
    await expect(hits(page).first()).toBeVisible();
    const before = await hitList(page).innerHTML();

    const cdp = await page.context().newCDPSession(page);
    // Composing "zzqq" over the query: a search would find nothing and show "No results for"
    // (no word of it matches anything, so relaxing the query finds nothing either).
    await input(page).selectText();
    await cdp.send('Input.imeSetComposition', {text: 'zz', selectionStart: 2, selectionEnd: 2});
    await cdp.send('Input.imeSetComposition', {text: 'zzqq', selectionStart: 4, selectionEnd: 4});
    await expect(input(page)).toHaveValue('zzqq');
    await page.waitForTimeout(400);
    expect(await hitList(page).innerHTML()).toBe(before);
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);

    await cdp.send('Input.insertText', {text: 'zzqq'});
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(
      'No results for "zzqq"',
    );
  });
});

test.describe('when the index cannot be fetched', () => {
  test('the error screen shows, and search works again when the network is back', async ({
    page,
    pageErrors,
  }) => {
    // The aborted request is logged by the browser as a failed resource load.
    pageErrors.allow(/Failed to load resource/);
    let offline = true;
    await page.route(`**${INDEX_URL}`, (route: Route) =>
      offline ? route.abort('internetdisconnected') : route.fallback(),
    );
    await open(page, START);
    await openWithShortcut(page);
    await search(page, 'courier');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(
      'Unable to fetch results',
    );
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(
      'You might want to check your network connection',
    );
    await expect(page.locator('.DocSearch-Container--Errored')).toBeVisible();

    offline = false;
    await search(page, '');
    await search(page, queryWithTopHit(['courier', 'project']).query);
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('a truncated index gives the error screen, not a blank or frozen overlay', async ({
    page,
  }) => {
    await page.route(`**${INDEX_URL}`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: indexText.slice(0, indexText.length / 2),
      }),
    );
    await open(page, START);
    await openWithShortcut(page);
    await search(page, 'courier');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(
      'Unable to fetch results',
    );
    await search(page, 'project');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
  });

  test('a slow index shows the stalled state after 300 ms, then the results', async ({page}) => {
    await page.route(`**${INDEX_URL}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await open(page, START);
    await openWithShortcut(page);
    await search(page, queryWithTopHit(['courier', 'project']).query);
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible({timeout: 1200});
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });
});
