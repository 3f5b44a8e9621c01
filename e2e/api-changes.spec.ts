/**
 * The API changes as a reader meets them on the built site: /api/changes lists every recorded
 * change newest first with the breaking ones marked and filters by API; its feeds carry the same
 * rows; an endpoint page says when it arrived or changed and links to its row; a changelog entry
 * links to its rows, and each row back to it.
 */
import {test, expect, open} from './fixtures';
import {apiChanges} from '../src/data/api/history';
import {changeHref} from '../src/data/api/history/notes';

const CHANGES = '/api/changes';

test('/api/changes lists every change newest first, breaking ones marked, each linking to its entry', async ({
  page,
}) => {
  await open(page, CHANGES);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API changes');
  const rows = page.locator('main li[id]');
  await expect(rows).toHaveCount(apiChanges.length);
  expect(await rows.evaluateAll((items) => items.map((item) => item.id))).toEqual(
    apiChanges.map((row) => row.id),
  );
  const breaking = apiChanges.filter((row) => row.breaking);
  expect(breaking.length).toBeGreaterThan(0);
  for (const row of breaking)
    await expect(page.locator(`[id="${row.id}"]`)).toContainText('Breaking');
  const restore = page.locator('[id="2026-04-21-console-delete-console-v1-projects-id-archive"]');
  await expect(
    restore.getByRole('link', {name: 'DELETE /console/v1/projects/{id}/archive'}),
  ).toHaveAttribute('href', '/api/console/projects/restore');
  await expect(restore.getByRole('link', {name: 'Archive and restore projects'})).toHaveAttribute(
    'href',
    '/changelog/2026/04/21/projects-archive-restore',
  );
});

test('the filter shows one API, and the address keeps it', async ({page}) => {
  await open(page, CHANGES);
  await page.getByLabel('API').selectOption('admin');
  await expect(page).toHaveURL(/\?api=admin$/);
  const admin = apiChanges.filter((row) => row.api === 'admin');
  await expect(page.locator('main li[id]')).toHaveCount(admin.length);
  await expect(
    page.getByText(
      `${admin.length} changes, ${admin.filter((row) => row.breaking).length} breaking`,
    ),
  ).toBeVisible();
  await open(page, `${CHANGES}?api=project`);
  await expect(page.locator('main li[id]')).toHaveCount(
    apiChanges.filter((row) => row.api === 'project').length,
  );
  await expect(page.getByLabel('API')).toHaveValue('project');
});

test('the RSS and Atom feeds have an item for every change', async ({page}) => {
  for (const [file, item] of [
    ['rss.xml', '<item>'],
    ['atom.xml', '<entry>'],
  ] as const) {
    const response = await page.request.get(`${CHANGES}/${file}`);
    expect(response.ok(), file).toBe(true);
    const xml = await response.text();
    expect(xml.split(item).length - 1, file).toBe(apiChanges.length);
    for (const row of apiChanges)
      expect(xml, `${file}: ${row.id}`).toContain(`${CHANGES}#${row.id}`);
  }
});

test('an endpoint page says since when it exists, linking to its row', async ({page}) => {
  await open(page, '/api/console/projects/archived');
  const note = page.getByTestId('api-change-notes');
  await expect(note).toHaveText('New in April 21, 2026');
  await note.getByRole('link').click();
  await expect(page).toHaveURL(
    /\/api\/changes#2026-04-21-console-get-console-v1-projects-archived$/,
  );
  await expect(
    page.locator('[id="2026-04-21-console-get-console-v1-projects-archived"]'),
  ).toBeInViewport();
  await open(page, '/api/console/projects/remove');
  await expect(page.getByTestId('api-change-notes')).toHaveText('Changed in April 21, 2026');
});

test('a changelog entry that announces API changes links to each of its rows', async ({page}) => {
  await open(page, '/changelog/2026/07/21/console-brand');
  const section = page.locator('section[aria-labelledby="api-changes"]');
  const rows = apiChanges.filter(
    (row) => row.entry.permalink === '/changelog/2026/07/21/console-brand',
  );
  expect(rows.length).toBe(4);
  for (const row of rows)
    await expect(section.locator(`a[href="${changeHref(row)}"]`)).toHaveCount(1);
});

test('the page has its Markdown twin and a line in llms.txt', async ({page}) => {
  const twin = await page.request.get(`${CHANGES}.md`);
  expect(twin.ok()).toBe(true);
  expect(await twin.text()).toContain('# API changes');
  const llms = await (await page.request.get('/llms.txt')).text();
  expect(llms).toContain('[API changes](https://developers.tessera.dev/api/changes.md)');
});
