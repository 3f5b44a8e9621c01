/**
 * What a page builds around its content stays small once it has settled: the elements outside
 * the article (header, sidebar with only the active path expanded, table of contents, footer), the
 * docs root as a whole, and the chunks prefetched for other pages (on intent and for the likely
 * next pages, not for every link in view), and the next page's prefetch asks for what it needs.
 */
import {join} from 'node:path';
import {test, expect, open} from './fixtures';
import {MEASURED_PAGES} from './support/measuredPages';
import {navigationWeight, readBuildRecords} from './support/pageWeight';

const MAX_FURNITURE_ELEMENTS = 500;
// With every docs category open, the filter page's sidebar alone holds about 400.
const MAX_SIDEBAR_ELEMENTS = 300;
const MAX_DOCS_ROOT_ELEMENTS = 500;
const MAX_PREFETCH_LINKS = 100;

for (const width of [412, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 823}});

    for (const path of MEASURED_PAGES) {
      test(`${path}: furniture and prefetches stay small`, async ({page}) => {
        await open(page, path);
        await page.waitForLoadState('networkidle');
        const counts = await page.evaluate(() => {
          const body = document.body.querySelectorAll('*').length;
          const article = Array.from(document.querySelectorAll('article'))
            .filter((element) => !element.parentElement?.closest('article'))
            .reduce((sum, element) => sum + element.querySelectorAll('*').length + 1, 0);
          return {
            body,
            furniture: body - article,
            sidebar: document.querySelector('aside')?.querySelectorAll('*').length ?? 0,
            prefetches: document.querySelectorAll('link[rel="prefetch"]').length,
          };
        });
        console.log(`${width} px ${path}: ${JSON.stringify(counts)}`);
        expect(counts.furniture).toBeLessThanOrEqual(MAX_FURNITURE_ELEMENTS);
        expect(counts.sidebar).toBeLessThanOrEqual(MAX_SIDEBAR_ELEMENTS);
        expect(counts.prefetches).toBeLessThanOrEqual(MAX_PREFETCH_LINKS);
        if (path === '/docs') expect(counts.body).toBeLessThanOrEqual(MAX_DOCS_ROOT_ELEMENTS);
      });
    }
  });
}

test('the next page is prefetched once idle: every chunk it needs that this page has not loaded', async ({
  page,
}) => {
  // docusaurus.prefetch finds a route's chunks by the names its route carries
  // (patches/@docusaurus+core+3.10.2.patch); the expected files come from the build's records.
  const records = readBuildRecords(join(__dirname, '..'));
  const from = '/docs/canvas/filters/date';
  await open(page, from);
  const next = await page.locator('.pagination-nav__link--next').getAttribute('href');
  expect(next).toMatch(/^\/docs\/canvas\/filters\/./);
  const expected = navigationWeight(records, from, next ?? '').files.map((file) => `/${file}`);
  expect(expected.length).toBeGreaterThan(0);
  const prefetched = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
        (link) => new URL(link.href).pathname,
      ),
    );
  await expect.poll(prefetched).toEqual(expect.arrayContaining(expected));
});
