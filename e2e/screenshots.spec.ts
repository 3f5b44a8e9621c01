/**
 * What the reader sees: one page of each kind, in the light and the dark theme,
 * 1280 and 390 px wide, compared with the committed baselines in
 * `e2e/screenshots.spec.ts-snapshots/`. A difference fails the test and saves
 * the expected, actual and diff images under `test-results/`, whose paths the
 * runner prints. Update the baselines with `npm run screenshots:update` and look
 * at every changed image before committing it.
 *
 * Each page is shot after hydration, with the web font loaded and animations
 * stopped (the `toHaveScreenshot` settings are in playwright.config.ts), in a
 * tab of its own, so the shot does not depend on the pages that other tests
 * drew in the worker's kept tab (support/keptTab.ts). Text
 * that changes by itself is pinned before the shot: the copyright year and the
 * git "Last updated" dates.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {SCREENSHOT_PAGES, SCREENSHOT_THEMES, SCREENSHOT_WIDTHS} from './support/screenshotPages';

/** Long pages are cut here: the top of a page shows its kind; the rest repeats it. */
const MAX_HEIGHT = 3000;

/** Replaces text that changes with the calendar or the git history, keeping its length. */
async function pinChangingText(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll('.theme-last-updated time').forEach((time) => {
      time.textContent = 'Mar 14, 2026';
    });
    document.querySelectorAll('footer p').forEach((line) => {
      const text = line.firstChild;
      if (text?.nodeType === Node.TEXT_NODE && /^Copyright ©/.test(text.textContent ?? ''))
        text.textContent = (text.textContent ?? '').replace(/\d{4}/, '2026');
    });
  });
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  // Two frames: observers (the heading in view, the sidebar scroll) react to the last resize.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await pinChangingText(page);
}

/** After the window grows to the page's height: lazy images that came into view, then two frames. */
async function settleAfterResize(page: Page): Promise<void> {
  // The network went quiet once already (settle); only images the taller window shows can still load.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await pinChangingText(page);
}

for (const theme of SCREENSHOT_THEMES) {
  for (const width of SCREENSHOT_WIDTHS) {
    test.describe(`${theme}, ${width} px`, () => {
      test.use({
        colorScheme: theme,
        viewport: {width, height: width < 600 ? 844 : 800},
        freshTab: true,
      });

      for (const {name, path} of SCREENSHOT_PAGES) {
        test(name, async ({page, pageErrors}) => {
          // The not-found page is served with status 404 on purpose; the browser logs that.
          if (name === 'not-found') pageErrors.allow(/404 \(Not Found\)|status of 404/);
          await open(page, path);
          await settle(page);
          // The window is made as tall as the page (up to MAX_HEIGHT) and shot as it is: a full-page
          // capture resizes the window between shots, which moves the "On this page" highlight.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({width, height: Math.min(height, MAX_HEIGHT)});
          await settleAfterResize(page);
          await expect(page).toHaveScreenshot(`${name}-${theme}-${width}.png`);
        });
      }

      test('search-overlay', async ({page}) => {
        await open(page, '/docs');
        await page.getByRole('button', {name: /^Search documentation\.\.\./}).click();
        await page.locator('.DocSearch-Input').fill('courier push');
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
        await settle(page);
        await expect(page).toHaveScreenshot(`search-overlay-${theme}-${width}.png`);
      });
    });
  }
}
