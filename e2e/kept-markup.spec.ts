/**
 * Kept server markup (components/KeptMarkup): on the page the reader opens, static blocks (the
 * Markdown's paragraphs, lists and tables, the API tables, the page footer's links) keep the
 * server's markup with no React tree under them, their links still navigate in place, and every
 * part that reacts (copy buttons, tabs, details, "Try it", feedback) works, both on the opened
 * page and on a page reached by a client-side navigation, where everything renders in full.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

const DOC = '/docs/canvas/filters/date';
const ENDPOINT = '/api/admin/blogs/create';
const OTHER_ENDPOINT = '/api/admin/blogs/update';

/** Whether React holds the element in its tree (hydrated or rendered), or left it as served. */
const inReactTree = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** Marks the document, so a full page load (which drops the mark) tells itself apart. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as {keptMark: boolean}).keptMark = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {keptMark?: boolean}).keptMark === true);

/** Opens a page, or reaches it from another through the sidebar, once its own content shows. */
async function arrive(
  page: Page,
  arrival: 'opened' | 'reached by navigation',
  {path, from, title}: {path: string; from: string; title: string},
): Promise<void> {
  if (arrival === 'opened') await open(page, path);
  else {
    await open(page, from);
    await page.locator(`nav a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  // The router shows the previous page until the next one's code has loaded.
  await expect(page.locator('article h1')).toHaveText(title);
}

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('a docs page keeps its static blocks as served, and its links navigate in place', async ({
  page,
}) => {
  await open(page, DOC);
  const markdown = page.locator('article .markdown');
  const paragraphCode = markdown.locator('p code').first();
  const tableCell = markdown.locator('table td').first();
  await expect(paragraphCode).toBeVisible();
  expect(await inReactTree(paragraphCode)).toBe(false);
  expect(await inReactTree(tableCell)).toBe(false);
  // The block itself is in the tree; the page footer's links are kept too.
  expect(await inReactTree(markdown.locator('table').first())).toBe(true);
  expect(await inReactTree(page.locator('article footer li a').first())).toBe(false);

  await markDocument(page);
  const title = await page.locator('article h1').innerText();
  const link = markdown.locator('p a[href^="/docs/"]').first();
  const target = await link.getAttribute('href');
  expect(await inReactTree(link)).toBe(false);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await sameDocument(page)).toBe(true);
  // Reached by navigation, the next page's blocks render in full (once its content replaced this one's).
  await expect(page.locator('article h1')).not.toHaveText(title);
  await expect(page.locator('article .markdown p code').first()).toBeVisible();
  expect(await inReactTree(page.locator('article .markdown p code').first())).toBe(true);
});

test('the dates of the changelog and of a guide are kept as served', async ({page}) => {
  for (const path of ['/changelog', '/guides/build-a-contact-form']) {
    await open(page, path);
    const date = page.locator('article time').first();
    await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await inReactTree(date)).toBe(false);
  }
});

for (const arrival of ['opened', 'reached by navigation'] as const) {
  test(`on a docs page ${arrival}, copy, "Try it" and feedback work`, async ({page}) => {
    await arrive(page, arrival, {path: DOC, from: '/docs/canvas/filters/abs', title: 'date'});
    const block = page.locator('article .theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
    // The block's lines, as the clipboard holds them (the page shows each line as its own box).
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(
      lines(await block.locator('pre').innerText()),
    );

    await page.getByRole('button', {name: 'Try it'}).first().click();
    await expect(page.getByRole('textbox', {name: /template/i}).first()).toBeFocused();

    const helpful = page.getByRole('button', {name: /Very helpful/});
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  });

  test(`on an endpoint page ${arrival}, tabs, details and the tables work`, async ({page}) => {
    await arrive(page, arrival, {path: ENDPOINT, from: OTHER_ENDPOINT, title: 'Create a blog'});
    await page.getByRole('tab', {name: 'Python'}).click();
    await expect(page.getByRole('tabpanel').filter({hasText: 'requests.post('})).toBeVisible();

    const fields = page.locator('details').filter({hasText: 'Fields of the blog object'});
    await fields.locator('summary').click();
    const fieldTable = fields.getByRole('table', {name: 'Fields of the blog object'});
    await expect(fieldTable).toBeVisible();
    await expect(fieldTable.getByRole('rowheader').first()).toBeVisible();
    expect(await inReactTree(fieldTable.getByRole('rowheader').first())).toBe(arrival !== 'opened');

    const related = page.locator('article').getByRole('link', {name: 'Update a blog', exact: true});
    if (arrival === 'opened') {
      await markDocument(page);
      await related.click();
      await expect(page).toHaveURL(new RegExp(`${OTHER_ENDPOINT}$`));
      expect(await sameDocument(page)).toBe(true);
    } else await expect(related).toHaveAttribute('href', OTHER_ENDPOINT);
  });
}
