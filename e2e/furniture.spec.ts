/** Page furniture: "On this page", the page footer and feedback, analytics, the theme switcher, the sidebar scroll, failing storage. */
import {execFileSync} from 'node:child_process';
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {seriousViolations} from './axe';
import {site} from '../src/data/site';

const LONG_PAGE = '/docs/courier/commands';

test.describe('On this page', () => {
  test('lists the level 2 and 3 headings only', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, LONG_PAGE);
    const headings = await page
      .locator('article .markdown')
      .locator('h2[id], h3[id]')
      .evaluateAll((nodes) => nodes.map((node) => `#${node.id}`));
    const links = await page
      .locator('.theme-doc-toc-desktop a')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(headings.length).toBeGreaterThan(3);
    expect(links).toEqual(headings);
  });

  test('highlights the heading in view as the reader scrolls', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, LONG_PAGE);
    const ids = await page
      .locator('article .markdown')
      .locator('h2[id], h3[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    const active = page.locator('.theme-doc-toc-desktop a.table-of-contents__link--active');
    for (const id of [ids[2], ids[ids.length - 3]] as string[]) {
      await page.evaluate((target) => {
        const heading = document.getElementById(target);
        if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120);
      }, id);
      await expect(active).toHaveCount(1);
      await expect(active).toHaveAttribute('href', `#${id}`);
      await expect(active).toHaveAttribute('aria-current', 'location');
    }
  });
});

test('the page footer links to the help center and to the page source', async ({page}) => {
  await open(page, LONG_PAGE);
  const footer = page.locator('article footer');
  await expect(footer.getByRole('link', {name: 'Question? Give us feedback'})).toHaveAttribute(
    'href',
    site.helpCenterUrl,
  );
  await expect(footer.getByRole('link', {name: 'Edit this page on GitHub'})).toHaveAttribute(
    'href',
    `${site.editUrl}docs/courier/commands.md`,
  );
});

test('the page footer shows when the page last changed, from its last commit', async ({page}) => {
  // %ct: the committer date in seconds, the date the build reads for each file.
  const committed = Number(
    execFileSync('git', ['log', '-1', '--format=%ct', '--', 'docs/courier/commands.md'], {
      encoding: 'utf8',
    }).trim(),
  );
  expect(committed, 'the docs file has a commit (a clone with its history)').toBeGreaterThan(0);
  await open(page, LONG_PAGE);
  const updated = page.locator('article footer .theme-last-updated');
  await expect(updated).toHaveText(/^Last updated on \w{3} \d{1,2}, \d{4}$/);
  await expect(updated.locator('time')).toHaveAttribute(
    'datetime',
    new Date(committed * 1000).toISOString(),
  );
  // Beside the help and edit links, in the same row.
  await expect(
    page.locator('article footer li').filter({has: page.locator('.theme-last-updated')}),
  ).toBeVisible();
});

test.describe('feedback widget', () => {
  test('stores the choice in a SameSite=Lax cookie named after the page, keeps it across a reload, and lets it change', async ({
    page,
    context,
  }) => {
    await open(page, LONG_PAGE);
    const veryHelpful = page.getByRole('button', {name: /Very helpful/});
    const notHelpful = page.getByRole('button', {name: /Not helpful/});
    await expect(veryHelpful).toHaveAttribute('aria-pressed', 'false');
    await veryHelpful.click();
    await expect(veryHelpful).toHaveAttribute('aria-pressed', 'true');

    const cookie = (await context.cookies()).find(
      (candidate) => candidate.name === '_docs_courier_commands',
    );
    expect(cookie).toMatchObject({value: 'very-helpful', sameSite: 'Lax', path: '/'});
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByRole('button', {name: /Very helpful/})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await notHelpful.click();
    await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
    await expect(veryHelpful).toHaveAttribute('aria-pressed', 'false');
    expect(
      (await context.cookies()).find((candidate) => candidate.name === '_docs_courier_commands')
        ?.value,
    ).toBe('not-helpful');
  });
});

test.describe('analytics', () => {
  // A first visit: nothing in the HTTP cache, so every request the test watches is made.
  test.use({freshCache: true});

  type Event = {name: string; url: string; props?: Record<string, string>};
  /**
   * The events the page sends, on their way to the site's endpoint. A beacon is sent by the browser
   * rather than the page, so Playwright sees it only through a route, not as the page's request.
   */
  async function events(page: Page): Promise<Event[]> {
    const received: Event[] = [];
    await page.route(`**${site.analytics.endpoint}`, async (route) => {
      const request = route.request();
      if (request.method() === 'POST') {
        const payload = JSON.parse(request.postData() ?? '{}') as {
          n: string;
          u: string;
          p?: Record<string, string>;
        };
        received.push({name: payload.n, url: payload.u, props: payload.p});
      }
      await route.continue();
    });
    return received;
  }

  test('loads the tracker from the site itself and sends page views, also after client-side navigation', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const priorities: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.endsWith(site.analytics.scriptPath))
        priorities.push(event.request.initialPriority);
    });
    page.on('request', (request) => {
      if (request.url().endsWith(site.analytics.scriptPath)) scripts.push(request.url());
    });
    const received = await events(page);
    await open(page, '/docs');
    await expect.poll(() => received.filter((event) => event.name === 'pageview').length).toBe(1);
    expect(scripts).toEqual([
      `http://127.0.0.1:${new URL(page.url()).port}${site.analytics.scriptPath}`,
    ]);
    // Fetched once, at low priority, so it never competes with the page's own scripts.
    expect(priorities).toEqual(['Low']);
    expect(received[0]?.url).toMatch(/\/docs$/);

    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Guides', exact: true})
      .click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect
      .poll(() =>
        received
          .filter((event) => event.name === 'pageview')
          .map((event) => new URL(event.url).pathname),
      )
      .toEqual(['/docs', '/guides']);
  });

  test('sends a feedback event with the page and the choice', async ({page}) => {
    const received = await events(page);
    await open(page, LONG_PAGE);
    await page.getByRole('button', {name: /Not helpful/}).click();
    await expect
      .poll(() => received.find((event) => event.name === 'Feedback')?.props)
      .toEqual({path: LONG_PAGE, choice: 'not-helpful'});
  });

  test('a failing analytics endpoint shows nothing to the reader', async ({page, pageErrors}) => {
    // The endpoint answers 500 on purpose; the browser logs the failed beacon, which the reader never sees.
    pageErrors.allow(/status of 500/);
    await page.route(`**${site.analytics.endpoint}`, (route) => route.fulfill({status: 500}));
    await open(page, LONG_PAGE);
    await page.getByRole('button', {name: /Very helpful/}).click();
    await expect(page.getByRole('button', {name: /Very helpful/})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('theme switcher', () => {
  const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
  const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

  test('shows the copyright line with the current year and the product name', async ({page}) => {
    await open(page, '/docs');
    await expect(page.locator('footer').last()).toContainText(
      `Copyright © ${new Date().getFullYear()} Tessera Developers`,
    );
  });

  test('applies light and dark at once and stores them; system removes the key and follows the OS', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/docs');
    const group = page.getByRole('group', {name: 'Theme'});
    await expect(group.getByRole('button', {name: 'System'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await group.getByRole('button', {name: 'Dark'}).click();
    expect(await theme(page)).toBe('dark');
    expect(await stored(page)).toBe('dark');
    await expect(group.getByRole('button', {name: 'Dark'})).toHaveAttribute('aria-pressed', 'true');

    await group.getByRole('button', {name: 'Light'}).click();
    expect(await theme(page)).toBe('light');
    expect(await stored(page)).toBe('light');

    await group.getByRole('button', {name: 'System'}).click();
    expect(await stored(page)).toBeNull();
    await expect(group.getByRole('button', {name: 'System'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the first paint uses the stored theme and the switcher shows the choice', async ({
    page,
    pageErrors,
  }) => {
    // The reload below blocks the site's scripts on purpose, to see the page as first painted.
    pageErrors.allow(/net::ERR_FAILED/);
    await open(page, '/docs');
    await page.getByRole('group', {name: 'Theme'}).getByRole('button', {name: 'Dark'}).click();
    // Before any script runs, the served HTML plus the inline theme script must already say dark.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
    const pressedBackground = await page
      .getByRole('button', {name: 'Dark'})
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    const otherBackground = await page
      .getByRole('button', {name: 'Light'})
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(pressedBackground).not.toBe(otherBackground);
  });

  test('follows a change made in another tab', async ({context, page}) => {
    await open(page, '/docs');
    const other = await context.newPage();
    await open(other, '/guides');
    await other.getByRole('group', {name: 'Theme'}).getByRole('button', {name: 'Dark'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(
      page.getByRole('group', {name: 'Theme'}).getByRole('button', {name: 'Dark'}),
    ).toHaveAttribute('aria-pressed', 'true');
    await other.getByRole('group', {name: 'Theme'}).getByRole('button', {name: 'Light'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await other.close();
  });
});

test.describe('sidebar scroll', () => {
  // The last filter: the Filters group is long enough that its last item starts below the fold.
  const DEEP_PAGE = '/docs/canvas/filters/url_encode';

  async function sidebarScrollTop(page: Page): Promise<number> {
    return page.evaluate(() => {
      const link = document.querySelector('.theme-doc-sidebar-menu .menu__link--active');
      for (let node = link?.parentElement; node; node = node.parentElement) {
        if (node.scrollTop > 0) return node.scrollTop;
      }
      return 0;
    });
  }

  test('brings the active item into view on load at 1280px', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 720});
    await open(page, DEEP_PAGE);
    await expect.poll(() => sidebarScrollTop(page)).toBeGreaterThan(0);
    const box = await page
      .locator('.theme-doc-sidebar-menu .menu__link--active')
      .last()
      .boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 10_000) + (box?.height ?? 0)).toBeLessThanOrEqual(720);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('leaves the sidebar alone at 700px', async ({page}) => {
    await page.setViewportSize({width: 700, height: 720});
    await open(page, DEEP_PAGE);
    await page.waitForTimeout(300);
    expect(await sidebarScrollTop(page)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('storage that fails', () => {
  async function withoutStorage(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      const denied = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {configurable: true, get: denied});
      Object.defineProperty(window, 'sessionStorage', {configurable: true, get: denied});
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get: denied,
        set: denied,
      });
    });
  }

  test('every control still works for the session', async ({context, page, pageErrors}) => {
    // Docusaurus reports once that browser storage is unavailable; that message is expected here.
    pageErrors.allow(/storage|Storage/);
    await withoutStorage(context);
    await open(page, LONG_PAGE);
    await page.getByRole('group', {name: 'Theme'}).getByRole('button', {name: 'Dark'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /Very helpful/}).click();
    await expect(page.getByRole('button', {name: /Very helpful/})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Client-side navigation and back: the session still remembers the choice.
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Guides', exact: true})
      .click();
    await page.goBack();
    await expect(page.getByRole('button', {name: /Very helpful/})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('accessibility of the furniture', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a docs page with the widget and switcher has no serious violation (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await open(page, LONG_PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expect(page.getByRole('group', {name: 'Was this page helpful?'})).toBeVisible();
      await expect(page.getByRole('group', {name: 'Theme'})).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('the menu on a phone', () => {
  test('renders the section sidebar when opened, and opens again after closing', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/api/admin/blogs/create');
    // Not rendered until asked for: the page stays light at phone widths.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    const menu = page.getByRole('button', {name: 'Toggle navigation bar'});
    await menu.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: /Create a blog/})).toBeVisible();
    await page.locator('.navbar-sidebar__close').click();
    await expect(page.locator('.navbar-sidebar__backdrop')).toBeHidden();
    await menu.click();
    await expect(sidebar.getByRole('link', {name: /Create a blog/})).toBeVisible();
    await sidebar.getByRole('link', {name: /Update a blog/}).click();
    await expect(page).toHaveURL(/\/api\/admin\/blogs\/update$/);
  });
});
