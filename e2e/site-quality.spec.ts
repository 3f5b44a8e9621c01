/**
 * Properties of the whole built site: links and anchors resolve, the sitemap
 * lists every page, the feeds parse, no secret ships, the content security
 * policy is served and never violated, and no page of any layout logs an error.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, open} from './fixtures';
import {BUILD_DIR, loadBuiltSite, sitemapPaths} from './builtSite';
import {brokenLinks} from './support/siteLinks';
import {filesContaining} from './support/secrets';
import {cutVersions, olderVersionPrefixes} from './support/versionedSite';
import {policyFromHeadersFile} from '../src/plugins/security-headers/csp';
import {site} from '../src/data/site';

const built = loadBuiltSite();

test('every internal link and anchor on every page resolves', () => {
  expect(built.routes.length).toBeGreaterThan(100);
  const broken = brokenLinks(built.pages, built.files, site.url).map(
    (link) => `${link.page}: ${link.href} (${link.reason})`,
  );
  expect(broken).toEqual([]);
});

test('the sitemap lists every page, and only pages that exist', () => {
  const listed = new Set(sitemapPaths(site.url));
  // Docs versions other than the latest are left out for indexing (docusaurus.config.ts).
  const unlisted = olderVersionPrefixes(cutVersions());
  const missingFromSitemap = built.routes.filter(
    (path) =>
      !listed.has(path) &&
      !built.noindex.has(path) &&
      !unlisted.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
  const notBuilt = [...listed].filter((path) => !built.pages.has(path));
  expect({missingFromSitemap, notBuilt}).toEqual({missingFromSitemap: [], notBuilt: []});
});

test('the changelog feeds are well-formed RSS and Atom with every entry', async ({page}) => {
  await open(page, '/changelog');
  const entries = await page.locator('article h2 a').count();
  for (const [feed, root, item] of [
    ['/changelog/rss.xml', 'rss', 'item'],
    ['/changelog/atom.xml', 'feed', 'entry'],
  ] as const) {
    const xml = await (await page.request.get(feed)).text();
    const parsed = await page.evaluate(
      ({text, itemName}) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: doc.documentElement.nodeName,
          items: doc.getElementsByTagName(itemName).length,
        };
      },
      {text: xml, itemName: item},
    );
    expect(parsed, feed).toEqual({error: null, root, items: expect.any(Number)});
    expect(parsed.items, feed).toBeGreaterThanOrEqual(Math.min(entries, 12));
  }
});

test('no provider admin key ships in the build', () => {
  const canary = JSON.parse(
    readFileSync(join(__dirname, '..', 'scripts', 'secret-canary.json'), 'utf8'),
  ) as {ALGOLIA_ADMIN_API_KEY: string};
  expect(filesContaining(BUILD_DIR, canary.ALGOLIA_ADMIN_API_KEY)).toEqual([]);
  if (process.env.ALGOLIA_ADMIN_API_KEY)
    expect(filesContaining(BUILD_DIR, process.env.ALGOLIA_ADMIN_API_KEY)).toEqual([]);
});

test('DEPLOYMENT.md publishes the same content security policy as static/_headers', () => {
  const policy = policyFromHeadersFile(
    readFileSync(join(__dirname, '..', 'static', '_headers'), 'utf8'),
  );
  expect(policy).toBeTruthy();
  expect(readFileSync(join(__dirname, '..', 'DEPLOYMENT.md'), 'utf8')).toContain(
    `Content-Security-Policy: ${policy}`,
  );
});

test('the server compresses text and caches the hashed assets for a year', async ({request}) => {
  const html = await request.get('/docs', {headers: {'Accept-Encoding': 'br, gzip'}});
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['cache-control'] ?? '').not.toContain('immutable');
  const asset = readFileSync(join(BUILD_DIR, 'index.html'), 'utf8').match(
    /\/assets\/js\/main\.[0-9a-f]+\.js/,
  )?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset as string, {headers: {'Accept-Encoding': 'gzip'}});
  expect(script.headers()['content-encoding']).toBe('gzip');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

const LAYOUT_PAGES = [
  ['docs', '/docs/courier/commands'],
  ['api', '/api/admin/blogs/create'],
  ['guide', '/guides/build-a-contact-form'],
  ['changelog', '/changelog'],
  ['full-width', '/api'],
  ['home', '/'],
] as const;

test.describe('no errors and no policy violations', () => {
  for (const [layout, path] of LAYOUT_PAGES) {
    test(`a ${layout} page`, async ({page}) => {
      await page.addInitScript(() => {
        (window as unknown as {cspViolations: string[]}).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as {cspViolations: string[]}).cspViolations.push(
            `${event.violatedDirective}: ${event.blockedURI}`,
          );
        });
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations),
      ).toEqual([]);
    });
  }

  test('the 404 page', async ({page, pageErrors}) => {
    // The document itself answers 404, which Chromium reports as a failed resource.
    pageErrors.allow(/status of 404/);
    const response = await page.goto('/docs/missing-page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.locator('html[data-has-hydrated="true"]').waitFor();
  });
});
