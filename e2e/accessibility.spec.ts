/**
 * axe-core (WCAG 2.1 A and AA) on every page of the sitemap, in the light and
 * the dark theme: no serious or critical violation, and no visible text that is
 * transparent or the colour of its background (support/textVisibility). One test
 * a page, so a page that fails or is slow names itself, and the pages spread over
 * the workers. The frame around the content (header, sidebar, footer) is the same
 * on every page that shares a sidebar, so it is checked in full on the first page
 * of each frame, and each other page's own content (<main>) on its own
 * (support/accessibility sweepScopes).
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {builtRoutes} from './builtSite';
import {AXE_PATH, seriousViolations, type AxeScope} from './axe';
import {sweepScopes} from './support/accessibility';
import {cutVersions, sweepRoutes} from './support/versionedSite';
import {unreadableTextScript, type UnreadableText} from './support/textVisibility';

/** The problems axe and the text scan find on the page as it is now, in `theme`. */
async function problems(page: Page, scope: AxeScope, theme: string): Promise<string[]> {
  const found: string[] = [];
  for (const violation of await seriousViolations(page, scope)) {
    found.push(
      `${theme}: ${violation.impact} ${violation.id} — ${violation.help} — ${violation.targets.slice(0, 3).join(', ')}`,
    );
  }
  // axe skips a colour it cannot compute (a transparent one); this scan catches such text.
  for (const text of await page.evaluate<UnreadableText[]>(unreadableTextScript)) {
    found.push(
      `${theme}: text "${text.text}" is ${text.reason} (${text.colour} on ${text.background}) — ${text.element}`,
    );
  }
  return found;
}

// On a versioned copy of the site, a sample of each docs version (support/versionedSite.ts).
const scopes = sweepScopes(sweepRoutes(builtRoutes(), cutVersions()));

test.describe('no serious or critical accessibility violation and no invisible text, in both themes', () => {
  // Two axe runs and two text scans: the longest pages (a guide, the Canvas filter index) need a few
  // seconds each, so this test's limit is twice the default, and its share with it.
  test.describe.configure({timeout: 60_000});

  for (const [path, scope] of scopes) {
    test(path, async ({page}) => {
      // axe-core is injected by the browser into the page; no request goes through the test process.
      await page.addInitScript({path: AXE_PATH});
      await page.goto(path, {waitUntil: 'load'});
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const found = await problems(page, scope, 'light');
      // The dark theme applied in place, as the theme switcher does (the site's colours hang off
      // html[data-theme] alone), with no transitions: axe must measure the dark colours, not a
      // frame halfway between the themes.
      await page.addStyleTag({
        content:
          '*, *::before, *::after { transition: none !important; animation: none !important; }',
      });
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      found.push(...(await problems(page, scope, 'dark')));
      expect(found).toEqual([]);
    });
  }
});
