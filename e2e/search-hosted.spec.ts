/**
 * The same overlay on the hosted provider. This spec makes a hosted-mode build
 * of its own (ALGOLIA_* set to a test application) into a temporary folder and
 * serves it on a second port; the provider's hosts are unreachable (every
 * non-loopback request is blocked, and DNS resolves nothing but loopback), so
 * either the spec answers the provider's requests itself or they fail.
 *
 * Set SEARCH_HOSTED_BUILD_DIR to a hosted build made beforehand to skip the build.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Page, Request} from '@playwright/test';
import {test, expect} from './fixtures';
import {chromiumLaunchOptions} from '../scripts/chromium';
import {BUILD_DIR} from './builtSite';
import {serveBuild, type ServedBuild} from '../scripts/serveBuild';
import {createEngine} from '../src/lib/search/engine';
import {parseIndexFile} from '../src/lib/search/indexLoader';
import {answer} from '../src/lib/search/localClient';
import type {SearchRequest} from '../src/lib/search/types';
import {providerConnectSources, searchSettings} from '../src/data/search';

const APP_ID = 'TESTAPP1';
const INDEX_NAME = 'tessera-test';
const PORT = Number(process.env.E2E_PORT ?? 3100) + 11;
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({mode: 'serial'});
test.use({
  baseURL: BASE,
  // A first visit: nothing in the HTTP cache, so every request the test watches is made.
  freshCache: true,
  // No DNS for anything but loopback: the preconnect hint of the hosted build resolves nothing.
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  },
});

let server: ServedBuild | null = null;
let outDir = '';

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  outDir =
    process.env.SEARCH_HOSTED_BUILD_DIR ??
    join(mkdtempSync(join(tmpdir(), 'tessera-search-')), 'build');
  if (!existsSync(join(outDir, 'index.html'))) {
    const built = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      env: {
        ...process.env,
        // Its generated files go beside its output, not over the site's own .docusaurus, which other
        // tests read while this build runs (support/pageWeight.ts). Without the bundler's persistent
        // cache: that cache keeps where the site's build found its generated files.
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: join(outDir, '..', 'generated'),
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        ALGOLIA_APP_ID: APP_ID,
        ALGOLIA_SEARCH_API_KEY: 'public-search-only-key',
        ALGOLIA_INDEX_NAME: INDEX_NAME,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error('The hosted-mode build failed.');
  }
  // A hosted deployment lets the page connect to the provider (see providerConnectSources).
  const headers = join(outDir, '_headers');
  if (existsSync(headers)) {
    const sources = providerConnectSources(APP_ID).join(' ');
    writeFileSync(
      headers,
      readFileSync(headers, 'utf8').replace(
        /connect-src 'self'(?! https)/,
        `connect-src 'self' ${sources}`,
      ),
    );
  }
  server = await serveBuild({dir: outDir, port: PORT});
});

test.afterAll(() => {
  server?.stop();
});

async function openSearch(page: Page, path = '/docs'): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

test('the HTML preconnects to the provider, and the embedded index is not fetched', async ({
  page,
}) => {
  const html = readFileSync(join(outDir, 'docs.html'), 'utf8');
  expect(html).toMatch(
    new RegExp(`<link rel=["']?preconnect["']? href=["']?https://${APP_ID}-dsn\\.algolia\\.net`),
  );
  const offlineHtml = readFileSync(join(BUILD_DIR, 'docs.html'), 'utf8');
  expect(offlineHtml).not.toMatch(/algolia/i);

  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (
      new URL(request.url()).pathname.startsWith(
        `/${searchSettings.indexPath.replace(/\.json$/, '')}`,
      )
    )
      indexRequests.push(request.url());
  });
  await page.route(`https://${APP_ID.toLowerCase()}-dsn.algolia.net/**`, (route) =>
    route.fulfill({json: {results: [{hits: [], nbHits: 0, index: INDEX_NAME}]}}),
  );
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill('courier');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  expect(indexRequests).toEqual([]);
});

test('queries go to the provider with the stock client, and its hits show in the same overlay', async ({
  page,
}) => {
  // Answers as the provider would, from the records `npm run search:push` uploads.
  const engine = createEngine(
    parseIndexFile(readFileSync(join(outDir, searchSettings.indexPath), 'utf8')).records,
  );
  const calls: {url: string; body: {requests: SearchRequest[]}}[] = [];
  await page.route(`https://${APP_ID.toLowerCase()}-dsn.algolia.net/**`, async (route) => {
    const body = route.request().postDataJSON() as {requests: SearchRequest[]};
    calls.push({url: route.request().url(), body});
    await route.fulfill({json: {results: body.requests.map((request) => answer(engine, request))}});
  });
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill('courier');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  const last = calls.at(-1);
  expect(last?.url).toMatch(
    new RegExp(`^https://${APP_ID}-dsn\\.algolia\\.net/1/indexes/\\*/queries\\?`, 'i'),
  );
  expect(last?.url).toContain('x-algolia-application-id=TESTAPP1');
  const [request] = last?.body.requests ?? [];
  expect(request).toMatchObject({
    query: 'courier',
    indexName: INDEX_NAME,
    attributesToRetrieve: expect.arrayContaining([
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'content',
      'type',
      'url',
    ]),
    attributesToSnippet: expect.arrayContaining(['content:10', 'hierarchy.lvl1:10']),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
  });
  for (const href of await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/(docs|api|guides|changelog)/);
  }
});

test('unreachable provider hosts: the client tries several, then the error screen shows', async ({
  page,
  pageErrors,
}) => {
  // Every provider request is blocked on purpose; the browser logs each failed load.
  pageErrors.allow(/Failed to load resource/);
  const hosts = new Set<string>();
  page.on('request', (request: Request) => {
    const {hostname} = new URL(request.url());
    if (hostname.includes('algolia')) hosts.add(hostname);
  });
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill('courier');
  await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(
    'Unable to fetch results',
    {timeout: 15_000},
  );
  await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(
    'You might want to check your network connection',
  );
  expect([...hosts].sort()).toEqual([
    `${APP_ID.toLowerCase()}-1.algolianet.com`,
    `${APP_ID.toLowerCase()}-2.algolianet.com`,
    `${APP_ID.toLowerCase()}-3.algolianet.com`,
    `${APP_ID.toLowerCase()}-dsn.algolia.net`,
  ]);
});
