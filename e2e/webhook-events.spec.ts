/**
 * The webhook events as a reader meets them: the Admin sidebar's Events section with an EVENT
 * badge on each, an event page's sections and signature samples in the tab group that remembers
 * the reader's language, and the search overlay finding an event from a question.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {webhookEvents} from '../src/data/api';

const sidebar = (page: Page): Locator => page.locator('nav[aria-label="Docs sidebar"]');
const FORM_SUBMITTED = '/api/admin/events/form-submitted';

test('the Admin sidebar lists every event under Events, each with the EVENT badge', async ({
  page,
}) => {
  await open(page, FORM_SUBMITTED);
  const nav = sidebar(page);
  await expect(nav.getByRole('button', {name: 'Events'})).toHaveCount(0);
  for (const event of webhookEvents) {
    const link = nav.getByRole('link', {name: `Event ${event.name}`, exact: true});
    await expect(link, event.name).toHaveAttribute('href', event.route);
    const badge = await link.evaluate((element) => {
      const style = getComputedStyle(element, '::before');
      return {content: style.content, background: style.backgroundColor};
    });
    expect(badge.content).toBe('"EVENT"');
    expect(badge.background).not.toBe('rgba(0, 0, 0, 0)');
  }
  await expect(nav.getByRole('link', {name: 'Event form.submitted'})).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an event page shows its sections, its example and the signature samples', async ({page}) => {
  await open(page, FORM_SUBMITTED);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('form.submitted');
  const headings = page.locator('article h2');
  await expect(headings).toHaveText([
    'When it is sent',
    'Payload',
    'Delivery',
    'Headers',
    'Verify the signature',
    'Related',
  ]);
  await expect(page.getByRole('row', {name: /data\.fields/})).toBeVisible();
  await expect(page.getByText('"type": "form.submitted"')).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['JavaScript', 'Python', 'PHP', 'Shell (openssl)']);
  await page.getByRole('tab', {name: 'PHP'}).click();
  await expect(page.getByText('hash_equals($expected, $signature)')).toBeVisible();
  await expect(
    page.locator('article').getByRole('link', {name: 'Create a webhook', exact: true}),
  ).toHaveAttribute('href', '/api/admin/webhooks/create');
});

test("the samples' tabs follow the language chosen on an endpoint page", async ({page}) => {
  await open(page, '/api/admin/webhooks/create');
  await page.getByRole('tab', {name: 'Python'}).first().click();
  await open(page, FORM_SUBMITTED);
  await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('hmac.compare_digest(expected, signature)')).toBeVisible();
});

test('the overlay finds form.submitted first for a question about forms', async ({page}) => {
  await open(page, '/api/admin');
  await page.getByRole('button', {name: /^Search documentation\.\.\./}).click();
  await page.locator('.DocSearch-Input').fill('which event fires when a form is submitted');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${FORM_SUBMITTED}(#|$)`));
});
