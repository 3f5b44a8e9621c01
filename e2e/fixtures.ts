/**
 * The `test` every browser test file uses: it fails the test on an uncaught exception or a console
 * error, a request that leaves the machine among them (the browser reaches loopback only:
 * scripts/chromium.ts closedNetwork); and a test that takes more than its share of its timeout fails,
 * naming itself and its time (support/timeShare).
 */
import {test as base, expect, type Page} from '@playwright/test';
import {holdToShare} from './support/timeShare';
import {KeptTab, TESTS_PER_TAB} from './support/keptTab';

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

export {TESTS_PER_TAB};

/** A worker's kept tabs, one per site address a test is pointed at (its `baseURL`). */
type KeptTabs = (baseURL: string) => Promise<KeptTab>;

export const test = base.extend<
  {
    pageErrors: PageErrors;
    timeShare: void;
    freshCache: boolean;
    freshTab: boolean;
    keptTab: KeptTab;
  },
  {keptTabs: KeptTabs}
>({
  // A worker's tests share one context and tab, and with it the HTTP cache (support/keptTab says
  // why, and what is put back between tests).
  keptTabs: [
    async ({browser}, provide) => {
      const tabs = new Map<string, Promise<KeptTab>>();
      await provide((baseURL) => {
        let tab = tabs.get(baseURL);
        if (!tab) tabs.set(baseURL, (tab = KeptTab.open(browser, baseURL)));
        return tab;
      });
      for (const tab of tabs.values()) await (await tab).close();
    },
    {scope: 'worker'},
  ],
  keptTab: async ({keptTabs, baseURL}, provide) => {
    if (!baseURL) throw new Error('The browser tests need a baseURL (playwright.config.ts).');
    await provide(await keptTabs(baseURL));
  },
  freshCache: [false, {option: true}],
  freshTab: [false, {option: true}],
  context: async ({keptTab, permissions}, provide) => {
    await keptTab.context.clearPermissions();
    if (permissions?.length) await keptTab.context.grantPermissions(permissions);
    await provide(keptTab.context);
  },
  // After `context`: the test's permissions are in place before its page is.
  page: async (
    {
      keptTab,
      context: _context,
      viewport,
      colorScheme,
      reducedMotion,
      forcedColors,
      freshCache,
      freshTab,
    },
    provide,
  ) => {
    await provide(
      await keptTab.prepare({
        viewport,
        colorScheme,
        reducedMotion,
        forcedColors,
        freshCache,
        freshTab,
      }),
    );
    await keptTab.reset();
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
