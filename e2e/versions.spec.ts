/**
 * Docs versions. On the committed site (one version): no version menu. On the
 * versioned copy that `npm test` builds (scripts/versioned-site.mjs: 2026 the
 * latest at /docs, 2025 older at /docs/2025, the current docs as the
 * unreleased "Next" at /docs/next, one page only in the snapshots): the menu
 * switches and keeps the page, search answers from the page's version, the
 * banners link to the latest page, and older pages' canonical is the latest.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {cutVersions} from './support/versionedSite';
import {sitemapPaths} from './builtSite';
import {site} from '../src/data/site';
import {versionedFixture} from '../scripts/versionedFixture.mjs';

const versions = cutVersions();
const {latest, older, onlyInLatestSnapshot} = versionedFixture;
const PAGE = 'canvas/filters/slug';

async function openVersionMenu(page: Page) {
  const menu = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a.navbar__link')});
  await menu.hover();
  return menu;
}

/** The URL paths of the hits of a query, after the overlay has answered. */
async function searchHits(page: Page, query: string): Promise<string[]> {
  await page.getByRole('button', {name: /Search documentation/}).click();
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit a').first().waitFor();
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

if (versions.length === 0) {
  test('one docs version: no version menu, no banner', async ({page}) => {
    await open(page, `/docs/${PAGE}`);
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('.navbar .dropdown')).toHaveCount(0);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
} else {
  test.describe('versioned docs', () => {
    test('the sitemap lists the latest docs only: no /docs/next/ and no older version', () => {
      const listed = sitemapPaths(site.url);
      expect(listed).toContain(`/docs/${PAGE}`);
      expect(
        listed.filter(
          (path) => /^\/docs\/next(\/|$)/.test(path) || path.startsWith(`/docs/${older}`),
        ),
      ).toEqual([]);
    });

    test('the version menu lists every version and keeps the page', async ({page}) => {
      await open(page, `/docs/${PAGE}`);
      const menu = await openVersionMenu(page);
      await expect(menu.locator('a.navbar__link')).toHaveText(latest);
      await expect(menu.locator('.dropdown__link')).toHaveText(['Next', latest, older]);
      await menu.getByRole('link', {name: older, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`/docs/${older}/${PAGE}$`));
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const again = await openVersionMenu(page);
      await expect(again.locator('a.navbar__link')).toHaveText(older);
      await again.getByRole('link', {name: 'Next', exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`/docs/next/${PAGE}$`));
    });

    test("a page the other version lacks leads to that version's introduction", async ({page}) => {
      await open(page, `/docs/${onlyInLatestSnapshot}`);
      const menu = await openVersionMenu(page);
      await menu.getByRole('link', {name: 'Next', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/next$/);
    });

    test('search on an older page answers from that version only', async ({page}) => {
      await open(page, `/docs/${older}/${PAGE}`);
      const hits = await searchHits(page, 'slug filter');
      const docs = hits.filter((path) => path.startsWith('/docs'));
      expect(docs.length).toBeGreaterThan(0);
      expect(
        docs.filter((path) => !path.startsWith(`/docs/${older}/`) && path !== `/docs/${older}`),
      ).toEqual([]);
      await expect(page.locator('.search-overlay__version')).toHaveText(
        `Searched the docs of version ${older}.`,
      );
    });

    test.describe(() => {
      // A first visit: nothing in the HTTP cache, so every request the test watches is made.
      test.use({freshCache: true});
      test('search on a latest page, or outside the docs, answers from the latest only', async ({
        page,
      }) => {
        const requested: string[] = [];
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          if (path.startsWith('/search/')) requested.push(path);
        });
        for (const path of [`/docs/${PAGE}`, '/guides']) {
          await open(page, path);
          const hits = await searchHits(page, 'slug filter');
          const docs = hits.filter((hit) => hit.startsWith('/docs'));
          expect(docs.length, path).toBeGreaterThan(0);
          expect(
            docs.filter((hit) => hit.startsWith('/docs/next') || hit.startsWith(`/docs/${older}`)),
            path,
          ).toEqual([]);
          await expect(page.locator('.search-overlay__version')).toHaveText(
            `Searched the latest docs (version ${latest}).`,
          );
          await page.keyboard.press('Escape');
        }
        // Only the latest version's files were downloaded: its head, then, as `npm test` builds
        // this copy in term shards, the shard files of its folder (never another version's).
        const files = [...new Set(requested)];
        expect(files).toContain('/search/index.head.json');
        expect(files.some((path) => path.startsWith('/search/index.shards/'))).toBe(true);
        expect(
          files.filter(
            (path) =>
              path !== '/search/index.head.json' && !path.startsWith('/search/index.shards/'),
          ),
        ).toEqual([]);
      });
    });

    test('the unmaintained banner links to the same page in the latest version', async ({page}) => {
      await open(page, `/docs/${older}/${PAGE}`);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText('no longer actively maintained');
      await banner.getByRole('link', {name: 'latest version'}).click();
      await expect(page).toHaveURL(new RegExp(`/docs/${PAGE}$`));
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    });

    test('the unreleased banner links to the same page in the latest version', async ({page}) => {
      await open(page, `/docs/next/${PAGE}`);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText('unreleased');
      await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute(
        'href',
        `/docs/${PAGE}`,
      );
    });

    test('an older page names the latest page as canonical; the latest names itself', async ({
      page,
    }) => {
      const canonical = () => page.locator('link[rel="canonical"]');
      await open(page, `/docs/${older}/${PAGE}`);
      await expect(canonical()).toHaveCount(1);
      await expect(canonical()).toHaveAttribute('href', `${site.url}/docs/${PAGE}`);
      await open(page, `/docs/${PAGE}`);
      await expect(canonical()).toHaveAttribute('href', `${site.url}/docs/${PAGE}`);
    });

    test('"Edit this page" on the latest goes to the current docs, or the snapshot for a page only there', async ({
      page,
    }) => {
      const edit = page.getByRole('link', {name: 'Edit this page on GitHub'});
      await open(page, `/docs/${PAGE}`);
      await expect(edit).toHaveAttribute('href', `${site.editUrl}docs/${PAGE}.md`);
      await open(page, `/docs/${onlyInLatestSnapshot}`);
      await expect(edit).toHaveAttribute(
        'href',
        `${site.editUrl}versioned_docs/version-${latest}/${onlyInLatestSnapshot}.md`,
      );
      await open(page, `/docs/${older}/${PAGE}`);
      await expect(edit).toHaveAttribute(
        'href',
        `${site.editUrl}versioned_docs/version-${older}/${PAGE}.md`,
      );
    });
  });
}

test('the "what changed" trail on a page with several entries, and on an entry', async ({page}) => {
  await open(page, '/docs/courier/configuration');
  const trail = page.locator('section[aria-labelledby="what-changed"]');
  // The entries' links (the heading's own anchor link aside).
  await expect(trail.locator('li').getByRole('link')).toHaveText([
    'Changed 2025-09-16',
    'Changed 2025-11-18',
    'Changed 2026-02-10',
    'Changed 2026-11-12',
  ]);
  await trail.getByRole('link', {name: 'Changed 2026-02-10'}).click();
  await expect(page).toHaveURL(/\/changelog\/2026\/02\/10\/courier-3-2$/);
  const pages = page.locator('section[aria-labelledby="pages-changed"]');
  await expect(pages.getByRole('link', {name: 'Courier configuration'})).toHaveAttribute(
    'href',
    '/docs/courier/configuration',
  );
});

test('deprecated filters show when and in which entry', async ({page}) => {
  await open(page, '/docs/canvas/filters/deprecated');
  const trail = page.locator('section[aria-labelledby="what-changed"]');
  const imageResize = trail
    .locator('div')
    .filter({has: page.locator('code', {hasText: 'image_resize'})});
  await expect(imageResize.getByRole('link', {name: /\d{4}/})).toHaveText([
    'Deprecated 2026-01-13',
    'Removed 2026-07-07',
  ]);
  await expect(imageResize.getByRole('link', {name: 'Removed 2026-07-07'})).toHaveAttribute(
    'href',
    '/changelog/2026/07/07/canvas-removes-image-resize-and-markdown',
  );
});
