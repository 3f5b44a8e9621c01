/**
 * The layout of an endpoint page: from 1200 px the examples sit in a sticky
 * right-hand column beside the prose and parameters; on a phone they follow
 * the parameters. Either way the examples come after the parameters in the
 * DOM, and the method-and-URL line copies the full URL.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

const ENDPOINT = '/api/admin/posts/create';

const prose = (page: Page): Locator => page.locator('[data-endpoint] > div > div').first();
const examples = (page: Page): Locator => page.getByTestId('api-examples');

async function box(
  locator: Locator,
): Promise<{x: number; y: number; width: number; height: number}> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element is not laid out');
  return found;
}

test.describe('at 1280 px', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the examples stand beside the prose and parameters, in a column of their own', async ({
    page,
  }) => {
    await open(page, ENDPOINT);
    const left = await box(prose(page));
    const right = await box(examples(page));
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
    expect(right.width).toBeGreaterThan(350);
    expect(left.width).toBeGreaterThan(400);
    // Both columns start together: the request example is level with the Authentication heading.
    const requestHeading = await box(page.locator('h2#example-request'));
    const authenticationHeading = await box(page.locator('h2#authentication'));
    expect(Math.abs(requestHeading.y - authenticationHeading.y)).toBeLessThan(4);
    // The column took the place of the right-hand panel; 'On this page' is the panel above the content.
    await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
    await expect(page.getByRole('button', {name: 'On this page'})).toBeVisible();
  });

  test('the examples stay in view while the reader scrolls the parameters', async ({page}) => {
    await open(page, ENDPOINT);
    const navbarHeight = await page.locator('.navbar').evaluate((nav) => nav.clientHeight);
    const lastParameter = page.getByRole('rowheader', {name: 'published_at'});
    for (const target of [page.getByRole('rowheader', {name: 'image.url'}), lastParameter]) {
      await target.evaluate((cell) =>
        window.scrollTo(0, cell.getBoundingClientRect().top + window.scrollY - 300),
      );
      await expect(page.locator('h2#example-request')).toBeInViewport();
      const column = await box(examples(page));
      // Stuck 1rem under the navbar.
      expect(Math.abs(column.y - (navbarHeight + 16))).toBeLessThan(2);
    }
    await expect(lastParameter).toBeInViewport();
  });

  test('a column taller than the window scrolls on its own and can be reached from the keyboard', async ({
    page,
  }) => {
    await open(page, ENDPOINT);
    const column = examples(page);
    await expect(column).toHaveAttribute('tabindex', '0');
    await expect(page.getByRole('region', {name: 'Examples'})).toBeVisible();
    await column.focus();
    await page.keyboard.press('End');
    // The column itself scrolled (not the page), down to its last part: the response's fields.
    await expect.poll(() => column.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(column.locator('details summary').last()).toBeInViewport();
  });
});

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the examples follow the parameters in one column', async ({page}) => {
    await open(page, ENDPOINT);
    const top = await box(prose(page));
    const below = await box(examples(page));
    expect(Math.abs(below.x - top.x)).toBeLessThan(2);
    expect(below.y).toBeGreaterThanOrEqual(top.y + top.height - 1);
    const table = await box(page.getByRole('table', {name: 'Body parameters of Create a post'}));
    const requestHeading = await box(page.locator('h2#example-request'));
    expect(requestHeading.y).toBeGreaterThan(table.y + table.height);
    // Nothing to scroll inside the column, so it is not a stop in the Tab order.
    await expect(examples(page)).not.toHaveAttribute('tabindex');
  });
});

test('the examples come after the parameters in the DOM, at any width', async ({page}) => {
  await open(page, ENDPOINT);
  const order = await page
    .locator('[data-endpoint] h2, [data-endpoint] h3')
    .evaluateAll((headings) => headings.map((heading) => heading.id));
  expect(order).toEqual([
    'authentication',
    'parameters',
    'body-parameters',
    'example-request',
    'example-response',
    'errors',
    'related',
  ]);
});

test('the copy button on the method-and-URL line copies the full URL', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, ENDPOINT);
  const line = page.getByTestId('api-endpoint');
  await line.getByRole('button', {name: 'Copy URL'}).click();
  await expect(line.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'https://api.tessera.dev/admin/v1/posts',
  );
});
