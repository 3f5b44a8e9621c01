/** The site's skeleton: sections, header, layouts, metadata, font and the 404 page. */
import {test, expect, open} from './fixtures';
import {sections} from '../src/data/sections';
import {site} from '../src/data/site';
import {FONT_WEIGHTS} from '../src/plugins/self-hosted-font/weights';
import {MEASURED_PAGES} from './support/measuredPages';

test('each of the four sections loads with a heading', async ({page}) => {
  for (const section of sections) {
    const response = await page.goto(section.path);
    expect(response?.status(), section.path).toBe(200);
    await expect(page.locator('h1').first(), section.path).toBeVisible();
  }
});

test('the header links to the four sections and opens external links in a new tab', async ({
  page,
}) => {
  await open(page, '/docs');
  const nav = page.getByRole('navigation', {name: 'Main'});
  for (const section of sections) {
    await expect(nav.getByRole('link', {name: section.label, exact: true})).toHaveAttribute(
      'href',
      section.path,
    );
  }
  for (const [name, href] of [
    ['Help center', site.helpCenterUrl],
    ['Console', site.consoleUrl],
    ['GitHub', site.sourceOrgUrl],
  ] as const) {
    const link = nav.getByRole('link', {name});
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the header item of the current section is highlighted', async ({page}) => {
  const nav = page.getByRole('navigation', {name: 'Main'});
  await open(page, '/guides');
  await expect(nav.getByRole('link', {name: 'Guides', exact: true})).toHaveClass(
    /navbar__link--active/,
  );
  await expect(nav.getByRole('link', {name: 'API reference'})).not.toHaveClass(
    /navbar__link--active/,
  );
  await open(page, '/api');
  await expect(nav.getByRole('link', {name: 'API reference'})).toHaveClass(/navbar__link--active/);
});

test('a path under /api-reference highlights the API item', async ({page, pageErrors}) => {
  // The path does not exist: the 404 page renders with the header, and its status is logged as a console error.
  pageErrors.allow(/404 \(Not Found\)/);
  await page.goto('/api-reference/console');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(
    page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API reference'}),
  ).toHaveClass(/navbar__link--active/);
});

test.describe('layout choice', () => {
  for (const [path, layout] of [
    ['/docs', 'docs'],
    ['/api', 'full-width'],
  ] as const) {
    test(`${path} uses the ${layout} layout`, async ({page}) => {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-layout', layout);
    });
  }

  test('the docs layout has a main content area, a sidebar and a footer', async ({page}) => {
    await open(page, '/docs');
    await expect(page.locator('main article')).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('footer').last()).toContainText(site.productName);
  });

  test('the full-width layout hides the sidebar and, on a wide screen, the table of contents with its title', async ({
    page,
  }) => {
    await open(page, '/api');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'On this page'})).toBeHidden();
    // A narrow screen keeps the collapsible table of contents above the content.
    await page.setViewportSize({width: 390, height: 800});
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
  });

  test('a guide uses the guide layout', async ({page}) => {
    await open(page, '/guides');
    await page.locator('main article h3 a').first().click();
    await expect(page).toHaveURL(/\/guides\/[a-z0-9-]+$/);
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'guide');
    await expect(page.getByRole('link', {name: 'Back to guides'})).toBeVisible();
  });
});

test('titles end with the suffix, pages without a description get the default, and the canonical drops the query', async ({
  page,
}) => {
  await open(page, '/docs?utm_source=x');
  await expect(page).toHaveTitle(/ \| Developers$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/docs`);

  await open(page, '/guides?tag=forms&utm_source=x');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/guides`);

  // The changelog tag list has no description of its own.
  await open(page, '/changelog/tags');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    site.defaultDescription,
  );
});

test.describe(() => {
  // A first visit: nothing in the HTTP cache, so every request the test watches is made.
  test.use({freshCache: true});
  test('the web font is self-hosted and preloaded, and no request leaves the site', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, '/docs');
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveAttribute('href', /^\/fonts\/inter-latin-wght-normal\.woff2$/);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    const fontRequests = requests.filter((url) => /\.woff2(\?|$)/.test(url));
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of requests) expect(new URL(url).hostname, url).toBe('127.0.0.1');
  });
});

// The font files keep only the site's weights (src/plugins/self-hosted-font): text set in another
// would show at the nearest one kept.
for (const path of MEASURED_PAGES) {
  test(`every text in the web font on ${path} is set in a weight its files keep`, async ({
    page,
  }) => {
    await open(page, path);
    const weights = await page.evaluate(() => {
      const set = new Set<number>();
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        const text = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim()),
        );
        const style = getComputedStyle(element);
        if (text && style.fontFamily.startsWith('"Inter')) set.add(Number(style.fontWeight));
      }
      return [...set].sort((a, b) => a - b);
    });
    expect(weights.length).toBeGreaterThan(1);
    expect(
      weights.filter((weight) => weight < FONT_WEIGHTS.min || weight > FONT_WEIGHTS.max),
    ).toEqual([]);
  });
}

test('an unknown path answers 404 with a page that helps', async ({page, pageErrors}) => {
  pageErrors.allow(/404 \(Not Found\)/);
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  const main = page.locator('main');
  for (const section of sections) {
    await expect(main.getByRole('link', {name: new RegExp(section.label)})).toHaveAttribute(
      'href',
      section.path,
    );
  }
  await expect(main.getByRole('button', {name: /Search/})).toBeVisible();
});
