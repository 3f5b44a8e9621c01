/**
 * A worker's tab, kept from one test to the next in one browser context, as a reader's browser keeps
 * its tab and its HTTP cache while they read: the site's scripts come from the cache, compiled once,
 * instead of being fetched and compiled again for every test. What a test changes is put back
 * after it (`reset`): its routes, init scripts and bindings, its other tabs, the pointer, the
 * session storage, every origin's storage and cookies, and the page, which goes to about:blank.
 * Permissions, the window size and the emulated media are set before each test (`prepare`). A test
 * whose result may depend on what the renderer drew before it (a screenshot) asks for a tab of its own.
 *
 * Playwright's own reuse of a context (`reuseContext`) clears the HTTP cache and visits every origin
 * again between tests: on one worker, 60 tests that each load a page took 85 CPU-seconds that way,
 * 58 in a kept tab.
 */
import type {Browser, BrowserContext, Disposable, Page, ViewportSize} from '@playwright/test';

/**
 * Tests a tab serves before a new one replaces it: a renderer kept for hundreds of pages grows until
 * a small machine can kill it (at 50, the largest renderer of the sweep, search and playground specs
 * held 538 MB). The new tab opens in the same context, so the HTTP cache stays warm.
 */
export const TESTS_PER_TAB = 50;

/** What a test asks of its tab: Playwright's options of the same names. */
export interface TabSettings {
  readonly viewport: ViewportSize | null;
  readonly colorScheme: 'light' | 'dark' | 'no-preference' | null;
  readonly reducedMotion: 'reduce' | 'no-preference' | null;
  readonly forcedColors: 'active' | 'none' | null;
  /** The test's first load is a first visit: nothing of the site in the HTTP cache. */
  readonly freshCache: boolean;
  /** The test gets a new tab, and with it a renderer that has drawn nothing yet. */
  readonly freshTab: boolean;
}

/** The window Playwright gives a test that names none. */
const DEFAULT_VIEWPORT: ViewportSize = {width: 1280, height: 720};

/** The methods that add to a page or a context something that outlives the test that called them. */
const ADDERS = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;

/** Records what `target`'s adders add, so a reset can take it away. */
function recordAdditions(target: Page | BrowserContext, added: Disposable[]): void {
  for (const name of ADDERS) {
    const add = (target[name] as (...args: unknown[]) => Promise<Disposable>).bind(target);
    Object.assign(target, {
      [name]: async (...args: unknown[]) => {
        const addition = await add(...args);
        added.push(addition);
        return addition;
      },
    });
  }
}

export class KeptTab {
  private page: Page | undefined;
  private testsInTab = 0;
  /** The tab holds state a reset cannot reach (another origin's session storage): replace it. */
  private stale = false;
  private readonly added: Disposable[] = [];
  /** Origins the test's tabs navigated to: their storage is cleared after it. */
  private readonly origins = new Set<string>();

  private constructor(
    readonly context: BrowserContext,
    private readonly siteOrigin: string,
  ) {
    recordAdditions(context, this.added);
    context.on('page', (tab) => this.watchOrigins(tab));
  }

  static async open(browser: Browser, baseURL: string): Promise<KeptTab> {
    return new KeptTab(await browser.newContext({baseURL}), new URL(baseURL).origin);
  }

  /** The tab for the next test, set up as it asks. */
  async prepare(settings: TabSettings): Promise<Page> {
    const page =
      !this.page ||
      this.page.isClosed() ||
      this.stale ||
      settings.freshTab ||
      this.testsInTab >= TESTS_PER_TAB
        ? await this.newTab()
        : this.page;
    this.testsInTab += 1;
    this.origins.clear();
    await page.setViewportSize(settings.viewport ?? DEFAULT_VIEWPORT);
    await page.emulateMedia({
      media: null,
      colorScheme: settings.colorScheme ?? 'light',
      reducedMotion: settings.reducedMotion ?? 'no-preference',
      forcedColors: settings.forcedColors ?? 'none',
    });
    if (settings.freshCache) {
      // As Playwright clears a context's cache: turning the cache off empties the renderer's memory
      // cache, and the browser's cache is cleared.
      const cdp = await this.context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
      await cdp.send('Network.setCacheDisabled', {cacheDisabled: false});
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    return page;
  }

  /** Puts back what the test changed (see the file's comment). */
  async reset(): Promise<void> {
    if (!this.page) return;
    await Promise.all(this.added.splice(0).map((addition) => addition.dispose()));
    await this.context.unrouteAll({behavior: 'ignoreErrors'});
    const kept = this.page;
    await Promise.all(
      this.context
        .pages()
        .filter((tab) => tab !== kept)
        .map((tab) => tab.close()),
    );
    const visited = new Set([...this.origins, this.siteOrigin]);
    // A tab the test closed, or one that crashed, is replaced now: its context's storage is cleared
    // through the new one.
    const page = await this.leaveTab(kept, visited).catch(() => this.newTab());
    const cdp = await this.context.newCDPSession(page);
    for (const origin of visited) {
      await cdp.send('Storage.clearDataForOrigin', {origin, storageTypes: 'all'});
    }
    await cdp.detach();
    await this.context.clearCookies();
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  private async newTab(): Promise<Page> {
    await this.page?.close().catch(() => undefined);
    const page = await this.context.newPage();
    recordAdditions(page, this.added);
    this.page = page;
    this.testsInTab = 0;
    this.stale = false;
    return page;
  }

  /** The kept tab on about:blank, with nothing of the test left on it. */
  private async leaveTab(page: Page, visited: ReadonlySet<string>): Promise<Page> {
    if (page.isClosed()) throw new Error('The test closed its tab.');
    page.removeAllListeners();
    this.watchOrigins(page);
    await page.unrouteAll({behavior: 'ignoreErrors'});
    // Session storage lives in the tab, per origin: it can be cleared for the page's own origin
    // only, so a test that went to another one gets a new tab.
    const current = page.url().startsWith('http') ? new URL(page.url()).origin : null;
    if (current && visited.size === 1 && visited.has(current)) {
      await page.evaluate(() => sessionStorage.clear());
    } else if (this.origins.size > 0) {
      this.stale = true;
    }
    // The pointer leaves the window: a hover must not carry over to the next test's page.
    await page.mouse.move(-1, -1);
    await page.goto('about:blank');
    return page;
  }

  private watchOrigins(tab: Page): void {
    tab.on('framenavigated', (frame) => {
      const {protocol, origin} = new URL(frame.url());
      if (protocol === 'http:' || protocol === 'https:') this.origins.add(origin);
    });
  }
}
