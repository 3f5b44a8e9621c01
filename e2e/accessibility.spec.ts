/**
 * axe-core (WCAG 2.1 A and AA) on every page of the sitemap, in the light and
 * the dark theme: no serious or critical violation. One browser, pages tested
 * concurrently; the sweep prints how many pages it checked and how long it took.
 */
import type {Browser} from '@playwright/test';
import {test, expect} from './fixtures';
import {loadBuiltSite} from './builtSite';
import {seriousViolations} from './axe';
import {isLoopback} from './fixtures';

const CONCURRENCY = Number(process.env.A11Y_CONCURRENCY ?? 3);

async function sweep(browser: Browser, baseURL: string, paths: readonly string[]): Promise<string[]> {
  const context = await browser.newContext({colorScheme: 'light', baseURL});
  await context.route('**/*', (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
  const failures: string[] = [];
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    const page = await context.newPage();
    while (next < paths.length) {
      const path = paths[next++] as string;
      try {
        await page.goto(path, {waitUntil: 'load', timeout: 30_000});
        await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 15_000});
        // Each page once per theme: the light theme as loaded, then the dark theme applied in place,
        // as the theme switcher does (the site's colours hang off html[data-theme] alone).
        for (const theme of ['light', 'dark'] as const) {
          if (theme === 'dark') {
            await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          }
          for (const violation of await seriousViolations(page)) {
            failures.push(`${path} (${theme}): ${violation.impact} ${violation.id} — ${violation.help} — ${violation.targets.slice(0, 3).join(', ')}`);
          }
        }
      } catch (error) {
        failures.push(`${path}: could not be checked: ${String(error).split('\n')[0]}`);
      }
      done += 1;
      if (done % 50 === 0) console.log(`accessibility sweep: ${done}/${paths.length} pages`);
    }
    await page.close();
  };
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
  await context.close();
  return failures;
}

test('every page has no serious or critical accessibility violation, in both themes', async ({browser, baseURL}) => {
  test.setTimeout(20 * 60_000);
  const {routes} = loadBuiltSite();
  const started = Date.now();
  const failures = await sweep(browser, baseURL ?? '', routes);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`accessibility sweep: ${routes.length} pages × 2 themes in ${seconds} s (${CONCURRENCY} pages at a time)`);
  expect(failures).toEqual([]);
});
