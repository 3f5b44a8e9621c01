/**
 * axe-core (WCAG 2.1 A and AA) on every page of the sitemap, in the light and
 * the dark theme: no serious or critical violation, and no visible text that is
 * transparent or the colour of its background (support/textVisibility). One test
 * a page, so a page that fails or is slow names itself, and the pages spread over
 * the workers. The frame around the content (header, sidebar, footer) is the same
 * on every page that shares a sidebar, so it is checked in full on the first page
 * of each frame, and each other page's own content (<main>) on its own
 * (support/accessibility sweepScopes). The two themes differ in colour alone, so a page is checked
 * with every rule in the theme it opens in, and in the other theme, where it shows and sizes its
 * elements as in the first, with axe's colour rules (support/accessibility COLOUR_RULES); anywhere
 * else, every rule again. A page opened inside the site opens in the theme the page before it was
 * left in, so the themes take turns at being first, and no switch back is needed between pages.
 *
 * Each worker loads its pages into a tab of its own, not the kept tab of ./fixtures: the reset
 * between tests there removes init scripts, so axe would be injected again on every page (on
 * that tab a page took 4.7 s against 2.9 s, 40 pages, 2 workers). A new tab costs a new renderer
 * process and a cold start of the site's scripts, so this one too is kept for TESTS_PER_TAB pages.
 *
 * A page checked in full (the first of its frame) is a full load of the built HTML, hydrated, as a
 * reader arriving from outside gets it, and so is the first page of each tab and any page after one
 * that failed. Every other page is opened from the page before it inside the site, as a reader
 * following a link gets it (fixtures openInApp): the same React tree renders its <main>, without
 * parsing a new document and hydrating it, and axe runs warm. Both kinds of opening fail the test on
 * a page error. 318 pages, 2 workers: 116 s against 197 s with a full load each, measured back to back.
 */
import type {Page} from '@playwright/test';
import {test as base, expect, open, openInApp, TESTS_PER_TAB, watchPageErrors} from './fixtures';
import {builtRoutes} from './builtSite';
import {holdToShare} from './support/timeShare';
import {
  AXE_PATH,
  applyTheme,
  renderedShape,
  selectorOf,
  seriousViolations,
  shownTheme,
  type AxeScope,
  type Theme,
} from './axe';
import {COLOUR_RULES, sweepScopes} from './support/accessibility';
import {cutVersions, sweepRoutes} from './support/versionedSite';
import {unreadableTextScript, type UnreadableText} from './support/textVisibility';

interface SweepTab {
  /**
   * The worker's tab (a fresh one every TESTS_PER_TAB pages, or after the last one crashed) showing
   * `path`: loaded in full, in the light theme, when `scope` is the whole page or the tab holds no
   * page that passed; otherwise opened from the page before it, inside the site, in the theme that
   * page was left in.
   */
  visit(path: string, scope: AxeScope): Promise<Page>;
  /** The page passed its checks: the next one may be opened from it. */
  passed(): void;
  /** Uncaught exceptions and console errors since the last call. */
  takeErrors(): string[];
}

const test = base.extend<object, {sweepTab: SweepTab}>({
  sweepTab: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({
        colorScheme: 'light',
        baseURL: workerInfo.project.use.baseURL,
      });
      // axe-core is injected by the browser into every page; no request goes through the test process.
      await context.addInitScript({path: AXE_PATH});
      let errors: string[] = [];
      let page: Page | undefined;
      let crashed = false;
      let loaded = 0;
      let onPassedPage = false;
      const openTab = async (): Promise<Page> => {
        const tab = await context.newPage();
        crashed = false;
        loaded = 0;
        onPassedPage = false;
        tab.on('crash', () => {
          crashed = true;
        });
        watchPageErrors(tab, (message) => errors.push(message));
        return tab;
      };
      await use({
        visit: async (path, scope) => {
          if (!page || crashed || loaded >= TESTS_PER_TAB) {
            await page?.close().catch(() => undefined);
            page = await openTab();
          }
          loaded += 1;
          const inApp = onPassedPage && scope !== 'page';
          onPassedPage = false;
          if (inApp) {
            await openInApp(page, path);
          } else {
            await open(page, path);
          }
          return page;
        },
        passed: () => {
          onPassedPage = true;
        },
        takeErrors: () => {
          const taken = errors;
          errors = [];
          return taken;
        },
      });
      await context.close();
    },
    {scope: 'worker'},
  ],
  // The clock starts once the worker's tab is open: the first page's test holds only its own time.
  timeShare: async ({sweepTab: _sweepTab}, provide, testInfo) => holdToShare(testInfo, provide),
  // The kept tab's errors during each test fail it, as ./fixtures does for a test's own tab (which
  // is then never opened).
  // (`provide` is Playwright's `use`, named so it is not taken for React's `use`.)
  pageErrors: async ({sweepTab}, provide, testInfo) => {
    sweepTab.takeErrors();
    const messages: string[] = [];
    await provide({
      messages,
      allow: () => {
        throw new Error('the accessibility sweep allows no page error');
      },
    });
    messages.push(...sweepTab.takeErrors());
    if (messages.length === 0 && testInfo.status === 'passed') sweepTab.passed();
    expect(messages, 'console errors and uncaught exceptions on the page').toEqual([]);
  },
});

/** The problems axe (all its rules, or `rules`) and the text scan find on the page as it is now, in `theme`. */
async function problems(
  page: Page,
  scope: AxeScope,
  theme: string,
  rules?: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const violation of await seriousViolations(page, scope, rules)) {
    found.push(
      `${theme}: ${violation.impact} ${violation.id} — ${violation.help} — ${violation.targets.slice(0, 3).join(', ')}`,
    );
  }
  // axe skips a colour it cannot compute (a transparent one); this scan catches such text, in the
  // same part of the page as axe.
  for (const text of await page.evaluate<UnreadableText[]>(
    unreadableTextScript(selectorOf(scope)),
  )) {
    found.push(
      `${theme}: text "${text.text}" is ${text.reason} (${text.colour} on ${text.background}) — ${text.element}`,
    );
  }
  return found;
}

// On a versioned copy of the site, a sample of each docs version (support/versionedSite.ts).
const scopes = sweepScopes(sweepRoutes(builtRoutes(), cutVersions()));

test.describe('no serious or critical accessibility violation and no invisible text, in both themes', () => {
  for (const [path, scope] of scopes) {
    test(path, async ({sweepTab}) => {
      const page = await sweepTab.visit(path, scope);
      const first = await shownTheme(page);
      const second: Theme = first === 'light' ? 'dark' : 'light';
      const found = await problems(page, scope, first);
      const shape = await renderedShape(page, scope);
      await applyTheme(page, second);
      // Where the second theme shows and sizes every element as the first does, only the colour
      // rules can answer differently; where it does not, every rule runs again.
      const sameShape = (await renderedShape(page, scope)) === shape;
      found.push(...(await problems(page, scope, second, sameShape ? COLOUR_RULES : undefined)));
      expect(found).toEqual([]);
    });
  }
});
