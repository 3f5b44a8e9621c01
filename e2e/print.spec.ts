/**
 * Printing: with print media emulated at the width of an A4 page's printable area, a docs page, an
 * endpoint page and a guide show their content only (no navigation, table of contents, feedback,
 * copy or Try it controls), no code line reaches past the page, external links show their target,
 * the endpoint's two columns follow each other, and a dark-mode page prints in light colours.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

/** 210 mm less the two 12 mm margins of `npm run pdf` (scripts/pdf/printSite.ts), in CSS pixels. */
const PRINTABLE_WIDTH = Math.floor(((210 - 24) / 25.4) * 96);

const PAGES = [
  {kind: 'docs page', path: '/docs/courier/installation/macos'},
  {kind: 'endpoint page', path: '/api/admin/blogs/create'},
  {kind: 'guide', path: '/guides/send-form-submissions-to-an-automation-service'},
];

/** Everything the reader of a printed page cannot use, by what it is. */
const HIDDEN = {
  navbar: '.navbar',
  sidebar: '.theme-doc-sidebar-container',
  'table of contents': '.table-of-contents, .theme-doc-toc-mobile',
  breadcrumbs: '.theme-doc-breadcrumbs',
  'page footer and feedback': '.theme-doc-footer, .theme-blog-footer-edit-meta-row',
  'previous and next': '.pagination-nav',
  'Copy page': 'button:has-text("Copy page")',
  'Try it': 'button:has-text("Try it")',
  'code copy buttons': '.theme-code-block button',
  'site footer': 'footer[class*="footer_"]',
  'Download PDF': 'a:has-text("Download PDF")',
  'any other button': 'main button',
};

async function printed(page: Page, path: string): Promise<void> {
  await page.setViewportSize({width: PRINTABLE_WIDTH, height: 1100});
  await open(page, path);
  await page.emulateMedia({media: 'print'});
}

test.afterEach(async ({page}) => {
  await page.emulateMedia({media: null});
});

for (const {kind, path} of PAGES) {
  test(`a printed ${kind} shows its content only, and no code line or table past the page`, async ({
    page,
  }) => {
    await printed(page, path);
    await expect(page.locator('article h1').first()).toBeVisible();
    for (const [what, selector] of Object.entries(HIDDEN)) {
      const shown = await page
        .locator(selector)
        .evaluateAll((nodes) => nodes.filter((node) => node.getClientRects().length > 0).length);
      expect(shown, `${what} (${selector}) on the printed ${kind}`).toBe(0);
    }
    const blocks = page.locator('pre.prism-code');
    expect(await blocks.count(), `code blocks on ${path}`).toBeGreaterThan(0);
    const overflowing = await page.evaluate((width) => {
      const lines = Array.from(document.querySelectorAll('pre.prism-code .token-line'));
      return lines
        .filter((line) => line.getBoundingClientRect().right > width + 1)
        .map((line) => `${Math.round(line.getBoundingClientRect().right)} px: ${line.textContent}`)
        .concat(
          Array.from(document.querySelectorAll('main table'))
            .filter((table) => table.getBoundingClientRect().right > width + 1)
            .map(
              (table) => `a table reaches ${Math.round(table.getBoundingClientRect().right)} px`,
            ),
        )
        .concat(
          Array.from(document.querySelectorAll('pre.prism-code'))
            .filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
            .map((pre) => `a block scrolls: ${pre.textContent?.slice(0, 60) ?? ''}`),
        );
    }, PRINTABLE_WIDTH);
    expect(overflowing, `code or tables past the ${PRINTABLE_WIDTH} px page on ${path}`).toEqual(
      [],
    );
  });
}

test('a printed page shows the target of an external link after it', async ({page}) => {
  await printed(page, '/docs/courier/installation/macos');
  const link = page.locator('.markdown a[href="https://brew.sh"]').first();
  const after = await link.evaluate((node) => getComputedStyle(node, '::after').content);
  expect(after).toBe('" (https://brew.sh)"');
  const internal = page.locator('.markdown a[href^="/"]').first();
  expect(await internal.evaluate((node) => getComputedStyle(node, '::after').content)).toBe('none');
});

test('a printed endpoint page puts its examples after the prose, across the page', async ({
  page,
}) => {
  await printed(page, '/api/admin/blogs/create');
  const examples = await page.getByTestId('api-examples').boundingBox();
  const prose = await page.locator('article .markdown > p').first().boundingBox();
  expect(examples && prose).toBeTruthy();
  if (!examples || !prose) return;
  expect(examples.x).toBeLessThan(prose.x + 2);
  expect(examples.width).toBeGreaterThan(PRINTABLE_WIDTH * 0.8);
});

test('a dark-mode page prints in light colours, its code highlighted for white paper', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await printed(page, '/guides/send-form-submissions-to-an-automation-service');
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  const colours = await page.evaluate(() => {
    const code = document.querySelector('pre.prism-code');
    const token = document.querySelector('pre.prism-code .token.string');
    return {
      page: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('.markdown p') ?? document.body).color,
      code: code ? getComputedStyle(code).backgroundColor : '',
      token: token ? getComputedStyle(token).color : 'no string token',
    };
  });
  expect(colours.page).toMatch(/rgb\(255, 255, 255\)|rgba\(0, 0, 0, 0\)/);
  expect(colours.text).toBe('rgb(28, 30, 33)');
  expect(colours.code).toBe('rgb(246, 248, 250)');
  // Dracula's tokens are pale: on white paper a token must be darker than mid-grey.
  const [red, green, blue] = colours.token.match(/\d+/g)?.map(Number) ?? [];
  expect(blue, colours.token).toBeDefined();
  if (red === undefined || green === undefined || blue === undefined) return;
  expect(0.2126 * red + 0.7152 * green + 0.0722 * blue).toBeLessThan(128);
});
