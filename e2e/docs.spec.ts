/** The documentation section: every page the spec lists exists, has a heading, and sits in the sidebar in the spec's order. */
import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {builtRoutes} from './builtSite';

const GUIDE_PAGES = [
  '/docs',
  '/docs/getting-started/create',
  '/docs/intellisense',
  '/docs/ai-components/getting-started',
  '/docs/courier/getting-started',
  '/docs/courier/commands',
  '/docs/courier/configuration',
  '/docs/courier/installation/macos',
  '/docs/courier/installation/linux',
  '/docs/courier/installation/windows',
];

/** The Canvas groups in the spec's order, each with its members in the spec's order. */
const CANVAS: Record<string, string[]> = {
  'getting-started': ['overview', 'variables', 'filters-functions', 'templating', 'expressions'],
  tags: [
    'apply',
    'autoescape',
    'block',
    'do',
    'embed',
    'extends',
    'for',
    'form',
    'from',
    'if',
    'import',
    'include',
    'macro',
    'set',
    'use',
    'verbatim',
    'with',
  ],
  filters: [
    'abs',
    'batch',
    'date',
    'default',
    'escape',
    'image_tag',
    'image_url',
    'json_encode',
    'number_format',
    'reading_time',
    'slug',
    'sort',
    'url_encode',
    'deprecated',
  ],
  functions: [
    'agent',
    'asset',
    'attribute',
    'block',
    'cms',
    'cms_heading',
    'cms_text',
    'cms_button',
    'cms_image',
    'cms_list',
    'cms_video',
    'cms_code',
    'cms_quote',
    'cms_audio',
    'constant',
    'cycle',
    'date',
    'dump',
    'include',
    'max',
    'min',
    'parent',
    'random',
    'range',
    'recaptcha',
    'source',
    'deprecated',
  ],
  tests: [
    'constant',
    'defined',
    'divisible-by',
    'empty',
    'even',
    'iterable',
    'null',
    'odd',
    'same-as',
  ],
  variables: ['request', 'route', 'settings'],
};

const canvasPages = Object.entries(CANVAS).flatMap(([group, members]) =>
  members.map((member) => `/docs/canvas/${group}/${member}`),
);

/** Keeps the items of `order` that appear in `actual`, and checks they appear in that order. */
function isSubsequence(order: readonly string[], actual: readonly string[]): boolean {
  let position = -1;
  for (const item of order) {
    const next = actual.indexOf(item, position + 1);
    if (next === -1) return false;
    position = next;
  }
  return true;
}

async function sidebarHrefs(page: Page): Promise<string[]> {
  return page
    .locator('.theme-doc-sidebar-menu a.menu__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

// One test a group of pages (the guide pages, then each Canvas group with its index), so a failing
// page's group names itself.
for (const [group, paths] of [
  ['the guide pages', GUIDE_PAGES],
  ...Object.keys(CANVAS).map(
    (name) =>
      [
        `the Canvas ${name}`,
        [
          ...(name === 'getting-started' ? [] : [`/docs/canvas/${name}`]),
          ...canvasPages.filter((path) => path.startsWith(`/docs/canvas/${name}/`)),
        ],
      ] as const,
  ),
] as const) {
  test(`every page of ${group} answers 200 with a level 1 heading`, async ({page}) => {
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(/<h1[\s>]/);
    }
  });
}

/** The docs in sidebar order, read by following each page's "Next" link (the theme derives it from the sidebar). */
async function sidebarOrder(request: APIRequestContext): Promise<string[]> {
  // Every built docs page is fetched side by side first: one page after another took 24 s, over
  // this test's share, with the CPU slowed. A page the build list lacks is fetched when reached.
  const nextOf = async (path: string): Promise<string | undefined> =>
    /<a[^>]*pagination-nav__link--next[^>]*href="?([^"\s>]+)/.exec(
      await (await request.get(path)).text(),
    )?.[1];
  const docs = builtRoutes().filter((path) => path === '/docs' || path.startsWith('/docs/'));
  const next = new Map(
    await Promise.all(docs.map(async (path) => [path, await nextOf(path)] as const)),
  );
  const order: string[] = [];
  let path: string | undefined = '/docs';
  while (path && !order.includes(path)) {
    order.push(path);
    path = next.has(path) ? next.get(path) : await nextOf(path);
  }
  return order;
}

test('the sidebar lists the introduction, getting started, AI components, Courier and Canvas in the spec order', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await open(page, '/docs/courier/installation/windows');
  const labels = await page
    .locator('.theme-doc-sidebar-menu > li > :is(a, div)')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
  expect(labels.slice(0, 5)).toEqual([
    'Introduction',
    'Getting Started',
    'AI Components',
    'Courier',
    'Canvas',
  ]);
  const order = await sidebarOrder(page.request);
  expect(isSubsequence(GUIDE_PAGES, order), order.join('\n')).toBe(true);
  // Every Canvas group follows the pages before it, in the spec's order of groups and members.
  expect(isSubsequence([...GUIDE_PAGES, ...canvasPages], order), order.join('\n')).toBe(true);
});

for (const [group, members] of Object.entries(CANVAS)) {
  test(`the Canvas ${group} appear in the sidebar in the spec's order`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await open(page, `/docs/canvas/${group}/${members[0]}`);
    const hrefs = await sidebarHrefs(page);
    const expected = members.map((member) => `/docs/canvas/${group}/${member}`);
    expect(
      isSubsequence(expected, hrefs),
      `sidebar:\n${hrefs.filter((href) => href.includes(`/canvas/${group}/`)).join('\n')}`,
    ).toBe(true);
  });
}

for (const group of ['tags', 'filters', 'functions', 'tests', 'variables']) {
  test(`the ${group} index lists every member with its summary`, async ({page}) => {
    await open(page, `/docs/canvas/${group}/${CANVAS[group]?.[0]}`);
    const members = (await sidebarHrefs(page)).filter((href) =>
      href.startsWith(`/docs/canvas/${group}/`),
    );
    await open(page, `/docs/canvas/${group}`);
    const rows = page.locator('article table tbody tr');
    const listed = await rows
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(listed).toEqual(members);
    for (const summary of await rows.locator('td').allTextContents())
      expect(summary.trim().length).toBeGreaterThan(10);
  });
}

test('an index reached by a link inside the site lists its summaries too', async ({page}) => {
  // The summaries come with the index page's own route (plugins/docs-instance), loaded on the way.
  await open(page, '/docs/canvas/filters/abs');
  // A mark on the window: still there after the click, so the router rendered the index in place.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page
    .getByRole('navigation', {name: 'Breadcrumbs'})
    .getByRole('link', {name: 'Filters'})
    .click();
  const rows = page.locator('article table tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  const summaries = await rows.locator('td').allTextContents();
  expect(summaries.length).toBeGreaterThanOrEqual(CANVAS.filters?.length ?? 1);
  for (const summary of summaries) expect(summary.trim().length).toBeGreaterThan(10);
});
