/** Everything works from the keyboard: skip link, visible focus, search overlay, theme switcher, feedback. */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

async function focused(page: Page): Promise<{text: string; outline: string; boxShadow: string}> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : undefined;
    return {
      text: (element?.textContent ?? '').trim(),
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
      boxShadow: style?.boxShadow ?? 'none',
    };
  });
}

async function tabTo(page: Page, matches: (text: string) => boolean, limit = 200): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (matches((await focused(page)).text)) return;
  }
  throw new Error('the control was not reached with Tab');
}

function hasVisibleFocus({outline, boxShadow}: {outline: string; boxShadow: string}): boolean {
  return (!outline.startsWith('none') && !outline.endsWith(' 0px')) || boxShadow !== 'none';
}

test('the first Tab reaches a skip link that moves focus to the content', async ({page}) => {
  await open(page, '/docs/courier/commands');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: /skip to main content/i});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const inMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    const active = document.activeElement;
    return Boolean(
      main &&
      active &&
      (main === active ||
        main.contains(active) ||
        active.id === '__docusaurus_skipToContent_fallback'),
    );
  });
  expect(inMain).toBe(true);
});

test('every control on a docs page shows a visible focus ring', async ({page}) => {
  await open(page, '/docs/courier/commands');
  const missing: string[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const state = await focused(page);
    const key = `${step}:${state.text}`;
    if (seen.has(state.text) && step > 40) break;
    seen.add(state.text);
    if (!hasVisibleFocus(state)) missing.push(key);
  }
  expect(missing).toEqual([]);
});

// Both controls sit at the end of a long page: Tab starts from the last element before them that a
// reader may have reached (the article's last link, the footer's first), not from the top of the page.
test('the feedback widget works from the keyboard', async ({page}) => {
  await open(page, '/docs/courier/commands');
  await page.locator('article .theme-doc-markdown a').last().focus();
  await tabTo(page, (text) => text === 'Very helpful' || text.endsWith('Very helpful'), 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: /Very helpful/})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the theme switcher works from the keyboard', async ({page}) => {
  await open(page, '/docs/courier/commands');
  await page.locator('footer a').first().focus();
  await tabTo(page, (text) => text === 'Dark', 60);
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', {name: 'Dark'})).toHaveAttribute('aria-pressed', 'true');
});

test('the search overlay opens, finds, goes to a hit and closes from the keyboard', async ({
  page,
}) => {
  await open(page, '/docs');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('searchbox').or(page.locator('.DocSearch-Input'));
  await expect(input.first()).toBeFocused();
  await page.keyboard.type('escape');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await page.keyboard.type('json_encode');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/canvas\/filters\/json_encode/);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});
