/**
 * Code blocks: the server writes the highlighted lines, the page the reader opens keeps them
 * without loading the highlighter, a page reached by a client-side navigation highlights its own
 * blocks once the highlighter has loaded, and the colours follow the colour mode.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {PRISM_MARKER} from './support/prismMarker';

// A first visit: nothing in the HTTP cache, so every request the test watches is made.
test.use({freshCache: true});

const CODE_PAGE = '/docs/canvas/filters/date';
const OTHER_CODE_PAGE = '/docs/canvas/filters/abs';

/** Watches the scripts a page loads for the one that holds Prism. */
function watchPrism(page: Page): () => boolean {
  let loaded = false;
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(PRISM_MARKER)) loaded = true;
  });
  return () => loaded;
}

const keywordColour = (page: Page) =>
  page
    .locator('pre.prism-code .token.string')
    .first()
    .evaluate((node) => getComputedStyle(node).color);

test('the opened page keeps the server-highlighted lines and never loads the highlighter', async ({
  page,
}) => {
  const prismLoaded = watchPrism(page);
  await open(page, CODE_PAGE);
  await page.waitForLoadState('networkidle');
  const blocks = page.locator('pre.prism-code');
  expect(await blocks.count()).toBeGreaterThan(3);
  await expect(page.locator('pre.prism-code .token.string').first()).toBeVisible();
  expect(await page.locator('pre.prism-code [style*="color:#"]').count()).toBe(0);
  expect(prismLoaded()).toBe(false);
});

test('a page reached by navigation highlights its code once the highlighter loads', async ({
  page,
}) => {
  const prismLoaded = watchPrism(page);
  await open(page, CODE_PAGE);
  await page.locator(`nav a[href="${OTHER_CODE_PAGE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${OTHER_CODE_PAGE}$`));
  await expect(page.locator('pre.prism-code .token.string').first()).toBeVisible();
  // The response body is read asynchronously: wait for it rather than race it.
  await expect.poll(prismLoaded).toBe(true);
  // The lines are the page's own, not the previous page's.
  await expect(page.locator('pre.prism-code').first()).toContainText('abs');
});

/**
 * Tokens that need no element of their own (lib/compactCodeLine, theme/CodeBlock/Line/Token): an
 * empty one (not an empty line's), plain text, or one of the same kind as the token before it.
 */
const spareTokens = (page: Page) =>
  page.locator('pre.prism-code').evaluateAll((blocks) =>
    blocks.flatMap((block) =>
      Array.from(block.querySelectorAll('.token-line .token'), (token) => {
        const previous = token.previousElementSibling;
        const adjacent = previous !== null && previous.nextSibling === token;
        if (token.textContent === '' && token.closest('.token-line')?.textContent !== '')
          return 'empty';
        if (token.className === 'token plain' && token.textContent !== '') return 'plain';
        if (adjacent && previous.className === token.className) return 'same kind';
        return null;
      }).filter((reason) => reason !== null),
    ),
  );

test('a highlighted line has no empty, plain or repeated token elements, on load and after navigation', async ({
  page,
}) => {
  await open(page, CODE_PAGE);
  const firstLine = page.locator('pre.prism-code .token-line').first();
  await expect(firstLine).toHaveText('{{ value|date }}');
  expect(
    await firstLine
      .locator('.token')
      .evaluateAll((tokens: Element[]) => tokens.map((token) => token.className)),
  ).toEqual(['token delimiter punctuation', 'token operator', 'token punctuation']);
  expect(await spareTokens(page)).toEqual([]);
  await page.locator(`nav a[href="${OTHER_CODE_PAGE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${OTHER_CODE_PAGE}$`));
  await expect(page.locator('pre.prism-code .token.string').first()).toBeVisible();
  expect(await spareTokens(page)).toEqual([]);
});

test('code colours follow the colour mode without re-rendering the blocks', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await open(page, CODE_PAGE);
  const light = await keywordColour(page);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await keywordColour(page);
  expect(light).not.toBe(dark);
  const background = await page
    .locator('pre.prism-code')
    .first()
    .evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(background).toBe('rgb(40, 42, 54)');
});

test('code in tabs keeps its server lines, and a stored tab choice still applies', async ({
  page,
}) => {
  const prismLoaded = watchPrism(page);
  await open(page, '/api/admin/blogs/create');
  await page.waitForLoadState('networkidle');
  expect(prismLoaded()).toBe(false);
  await page.getByRole('tab', {name: 'JavaScript'}).click();
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel').filter({hasText: 'await fetch(url, options)'});
  await expect(panel).toBeVisible();
  await expect(panel.locator('.token.string').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prismLoaded()).toBe(false);
});
