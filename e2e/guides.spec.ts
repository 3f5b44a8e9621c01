/** Guides and the changelog: the list with featured guides first, the tag filter in the URL, a guide page, the changelog. */
import {test, expect, open} from './fixtures';

test('the guide list shows featured guides first, then every guide with its details', async ({
  page,
}) => {
  await open(page, '/guides');
  await expect(page.getByRole('heading', {level: 1, name: 'Guides'})).toBeVisible();
  const featured = page.getByRole('region', {name: 'Featured guides'});
  await expect(featured.locator('article')).not.toHaveCount(0);
  const all = page.getByRole('region', {name: 'All guides'});
  expect(await all.locator('article').count()).toBeGreaterThanOrEqual(20);
  const card = all.locator('article').first();
  await expect(card.getByRole('heading', {level: 3}).getByRole('link')).toHaveAttribute(
    'href',
    /^\/guides\/[a-z0-9-]+$/,
  );
  await expect(card.locator('p').first()).not.toBeEmpty();
  await expect(card.getByRole('list', {name: 'Tags'}).getByRole('listitem')).not.toHaveCount(0);
  await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  // Featured guides come before the full list on the page.
  const order = await page.locator('main section h2').allTextContents();
  expect(order.indexOf('Featured guides')).toBeLessThan(order.indexOf('All guides'));
});

test('a tag filter narrows the list, lives in the URL, and can be shared', async ({page}) => {
  await open(page, '/guides');
  const total = await page.getByRole('region', {name: 'All guides'}).locator('article').count();
  await page
    .getByRole('navigation', {name: 'Filter guides by tag'})
    .getByRole('link', {name: 'Forms', exact: true})
    .click();
  await expect(page).toHaveURL(/\/guides\?tag=forms$/);
  const filtered = page.getByRole('region', {name: 'Guides tagged Forms'});
  // The URL changes first; the list follows on the next render.
  await expect(filtered.locator('article').first()).toBeVisible();
  const count = await filtered.locator('article').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(total);
  for (const tags of await filtered.getByRole('list', {name: 'Tags'}).allTextContents())
    expect(tags).toContain('Forms');

  // Opening the shared URL shows the same list.
  await open(page, '/guides?tag=forms');
  await expect(
    page.getByRole('region', {name: 'Guides tagged Forms'}).locator('article'),
  ).toHaveCount(count);
  await expect(page.getByRole('link', {name: 'Forms', exact: true})).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a guide page shows the back link, title, authors and creation date', async ({page}) => {
  await open(page, '/guides/build-a-contact-form');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'guide');
  const back = page.getByRole('link', {name: 'Back to guides'});
  await expect(back).toHaveAttribute('href', '/guides');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Build a contact form');
  await expect(page.locator('article header time')).toHaveAttribute('datetime', '2025-12-11');
  await expect(page.locator('article header')).toContainText('Created December 11, 2025');
  await expect(page.locator('article header [class*="author"]').first()).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/guides$/);
});

test('the changelog lists entries newest first and opens one', async ({page}) => {
  await open(page, '/changelog');
  await expect(page.getByRole('heading', {level: 1, name: 'Changelog'})).toBeVisible();
  const dates = await page
    .locator('main article time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  // Ten entries a page, then a link to the older ones.
  expect(dates.length).toBe(10);
  await expect(page.getByRole('link', {name: /Older entries/i})).toBeVisible();
  expect([...dates].sort().reverse()).toEqual(dates);
  const first = page.locator('main article h2 a').first();
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title ?? '');
  await expect(page.locator('main')).toContainText('What to do');
});

for (const width of [390, 997, 1280]) {
  test(`each changelog entry links to its full text by name, on one line at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    await open(page, '/changelog');
    const links = page.getByRole('link', {name: /^Read entry: /});
    expect(await links.count()).toBeGreaterThan(0);
    const lines = await links.evaluateAll((elements) =>
      elements.map((element) => {
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
        return Math.round(element.getBoundingClientRect().height / lineHeight);
      }),
    );
    expect(new Set(lines), 'lines per link').toEqual(new Set([1]));
  });
}
