/**
 * A short browser smoke of a build made with another Docusaurus release (scripts/upgrade-rehearse.mjs):
 * one page of each kind renders and hydrates without errors, search answers, and Try it renders.
 * The full browser suite runs on the site's own release; this shows the rehearsed one's build works.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

const PAGES = {
  home: '/',
  docs: '/docs/canvas/filters/date',
  'API reference endpoint': '/api/project/posts/list',
  'guide list': '/guides',
  guide: '/guides/add-recaptcha-v2-to-a-form',
  changelog: '/changelog',
  'search results': '/search',
  playground: '/playground',
};

for (const [kind, path] of Object.entries(PAGES)) {
  test(`the ${kind} page (${path}) renders and hydrates`, async ({page}) => {
    await open(page, path);
    await expect(page.locator('h1').first()).toHaveText(/\S/);
  });
}

const searchInput = (page: Page) => page.locator('.DocSearch-Input');

test('search answers a query from the embedded index', async ({page}) => {
  await open(page, '/docs');
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.insertText('date filter');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('Try it renders the example the page printed', async ({page}) => {
  await open(page, PAGES.docs);
  await page.locator('.theme-doc-markdown').getByRole('button', {name: 'Try it'}).first().click();
  const panel = page.locator('[data-canvas-workbench]');
  await expect(panel.locator('[data-render-state="done"]')).toBeVisible();
  await expect(panel.locator('[data-output-view="source"] pre')).toHaveText(
    '<time datetime="2026-03-02T08:15:00+00:00">March 2, 2026</time>',
  );
});
