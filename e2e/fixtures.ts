/**
 * The `test` every browser test file uses: it fails the test on an uncaught exception or a console
 * error, a request that leaves the machine among them (the browser reaches loopback only:
 * chromium.ts closedNetwork); and a test that takes more than its share of its timeout fails,
 * naming itself and its time (support/timeShare).
 */
import {test as base, expect, type Page} from '@playwright/test';
import {holdToShare} from './support/timeShare';

/**
 * Reports the page's uncaught exceptions and console errors, one line each. A console error names
 * the address it comes from: for a failed load, the resource, which the message itself does not.
 */
export function watchPageErrors(page: Page, report: (message: string) => void): void {
  page.on('pageerror', (error) => report(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const {url} = message.location();
    report(`console: ${message.text()}${url ? ` (${url})` : ''}`);
  });
}

export interface PageErrors {
  readonly messages: string[];
  /** Drop an error the test caused on purpose (e.g. a blocked request); say why at the call. */
  allow(pattern: RegExp): void;
}

/**
 * Tests a worker's tab serves before its next test gets a new one (see `page` below): a renderer
 * kept for hundreds of pages grows until a small machine can kill it.
 */
export const TESTS_PER_TAB = 20;
let testsInTab = 0;

export const test = base.extend<{pageErrors: PageErrors; timeShare: void}>({
  // A worker's tests share one context and tab (playwright.config.ts: reuseContext): a new tab is a
  // new renderer and a cold start of the site's scripts, about 2 s of CPU a test on two busy cores.
  // Between tests Playwright opens about:blank and clears cookies, storage, IndexedDB, routes, init
  // scripts, bindings, other tabs and emulation; what it leaves is put back here: the permissions a
  // test granted, and the listeners it put on the page.
  context: async ({context, permissions}, provide) => {
    await context.clearPermissions();
    if (permissions?.length) await context.grantPermissions(permissions);
    await provide(context);
  },
  page: async ({page}, provide) => {
    await provide(page);
    page.removeAllListeners();
    testsInTab += 1;
    if (testsInTab >= TESTS_PER_TAB) {
      testsInTab = 0;
      // Every tab: Playwright gives the next test the context's first open tab, which would
      // otherwise be one this test opened (a popup), with its late console messages.
      await Promise.all(
        page
          .context()
          .pages()
          .map((tab) => tab.close()),
      );
    }
  },
  timeShare: [
    // The browser is launched before the clock starts: a worker's first test would otherwise carry it.
    async ({browser: _browser}, use, testInfo) => holdToShare(testInfo, use),
    {auto: true},
  ],
  pageErrors: [
    async ({page}, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      watchPageErrors(page, (message) => messages.push(message));
      await use({messages, allow: (pattern) => allowed.push(pattern)});
      // The tab lives on (see `page`): requests still in flight on a test's own routes end with the
      // test, not as its error.
      if (!page.isClosed()) await page.unrouteAll({behavior: 'ignoreErrors'});
      const unexpected = messages.filter(
        (message) => !allowed.some((pattern) => pattern.test(message)),
      );
      expect(unexpected, 'console errors and uncaught exceptions on the page').toEqual([]);
    },
    {auto: true},
  ],
});

/** Opens a path and waits until React has hydrated the page. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/**
 * Goes to `path` inside the hydrated site already in `page`, as a reader following a link does:
 * the site's router renders the route, with no new document. Resolves once the route is rendered
 * and the images it shows have loaded, as a full load's `load` event would wait for them.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (target) => {
    const site = (window as unknown as {docusaurus: {preload(path: string): Promise<unknown>}})
      .docusaurus;
    // The route's code first, as the site's links do on hover; and its title, which the route's own
    // head sets once it renders (the head's other tags follow the address bar before that).
    const [html] = await Promise.all([
      fetch(target).then((response) => response.text()),
      site.preload(target),
    ]);
    const title = new DOMParser().parseFromString(html, 'text/html').title;
    const pathOf = (url: string) => new URL(url, window.location.href).pathname.replace(/\/$/, '');
    const rendered = () => {
      const alternate = document.querySelector<HTMLLinkElement>(
        'link[rel="alternate"][hreflang="x-default"]',
      );
      return (
        document.title === title && alternate !== null && pathOf(alternate.href) === pathOf(target)
      );
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // The router follows the address bar on popstate, as it does for the back button.
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    while (!rendered()) await frame();
    const loading = Array.from(document.images).filter(
      (image) => !image.complete && image.loading !== 'lazy',
    );
    await Promise.all(
      loading.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, {once: true});
            image.addEventListener('error', resolve, {once: true});
          }),
      ),
    );
    await frame();
    await frame();
  }, path);
}

export {expect};
