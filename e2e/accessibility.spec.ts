/**
 * axe-core (WCAG 2.1 A and AA) on every page of the sitemap, in the light and
 * the dark theme: no serious or critical violation, and no visible text that is
 * transparent or the colour of its background (support/textVisibility). One browser, pages tested
 * concurrently; the sweep prints how many pages it checked and how long it took.
 * The frame around the content (header, sidebar, footer) is the same on every
 * page that shares a sidebar, so it is checked in full on the first page of
 * each frame, and each other page's own content (<main>) is checked on its own.
 */
import type {Browser} from '@playwright/test';
import {test, expect} from './fixtures';
import {loadBuiltSite} from './builtSite';
import {AXE_PATH, seriousViolations} from './axe';
import {cutVersions, sweepRoutes} from './support/versionedSite';
import {unreadableTextScript, type UnreadableText} from './support/textVisibility';

const CONCURRENCY = Number(process.env.A11Y_CONCURRENCY ?? 3);

/** Pages with the same frame: the same section and, in the API reference, the same sidebar. */
function frameOf(path: string): string {
  const [section = '', sub = ''] = path.split('/').filter(Boolean);
  return section === 'api' ? `api/${sub}` : section;
}

async function sweep(
  browser: Browser,
  baseURL: string,
  paths: readonly string[],
): Promise<string[]> {
  const context = await browser.newContext({colorScheme: 'light', baseURL});
  // axe-core is registered once and injected into every page by the browser; no request is routed
  // through the test process (the pages make none off the machine: site-quality.spec.ts checks that).
  await context.addInitScript({path: AXE_PATH});
  const failures: string[] = [];
  let next = 0;
  let done = 0;
  const framesChecked = new Set<string>();
  const worker = async (): Promise<void> => {
    const page = await context.newPage();
    while (next < paths.length) {
      const path = paths[next++] as string;
      try {
        await page.goto(path, {waitUntil: 'load', timeout: 30_000});
        await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 15_000});
        // Each page once per theme: the light theme as loaded, then the dark theme applied in place,
        // as the theme switcher does (the site's colours hang off html[data-theme] alone).
        const frame = frameOf(path);
        const scope = framesChecked.has(frame) ? 'main' : 'page';
        framesChecked.add(frame);
        for (const theme of ['light', 'dark'] as const) {
          if (theme === 'dark') {
            // No transitions: axe must measure the dark colours, not a frame halfway between the themes.
            await page.addStyleTag({
              content:
                '*, *::before, *::after { transition: none !important; animation: none !important; }',
            });
            await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
            await page.evaluate(
              () =>
                new Promise((resolve) =>
                  requestAnimationFrame(() => requestAnimationFrame(resolve)),
                ),
            );
          }
          for (const violation of await seriousViolations(page, scope)) {
            failures.push(
              `${path} (${theme}): ${violation.impact} ${violation.id} — ${violation.help} — ${violation.targets.slice(0, 3).join(', ')}`,
            );
          }
          // axe skips a colour it cannot compute (a transparent one); this scan catches such text.
          for (const text of await page.evaluate<UnreadableText[]>(unreadableTextScript)) {
            failures.push(
              `${path} (${theme}): text "${text.text}" is ${text.reason} (${text.colour} on ${text.background}) — ${text.element}`,
            );
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

test('every page has no serious or critical accessibility violation and no invisible text, in both themes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(20 * 60_000);
  // On a versioned copy of the site, a sample of each docs version (support/versionedSite.ts).
  const routes = sweepRoutes(loadBuiltSite().routes, cutVersions());
  const started = Date.now();
  const failures = await sweep(browser, baseURL ?? '', routes);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `accessibility sweep: ${routes.length} pages × 2 themes in ${seconds} s (${CONCURRENCY} pages at a time)`,
  );
  expect(failures).toEqual([]);
});
