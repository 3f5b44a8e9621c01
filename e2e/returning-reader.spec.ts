/**
 * A reader who comes back after a deploy gets that deploy, not a mix of it and the last one: the
 * pages and the search index, which keep their URLs from one deploy to the next, are asked for
 * again on each visit (src/plugins/hosting/cachePolicy.ts), while the content-hashed assets stay
 * cached.
 *
 * The build is copied and its files dated 30 days back: a browser keeps a file with no cache policy
 * for a tenth of its age, here three days. `npm start`'s server serves the copy; the reader opens a
 * page and searches. Then a deploy changes the page and one title of the search index in place, and
 * the reader comes back in the same browser.
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {BUILD_DIR} from './builtSite';
import {serveBuild, type ServedBuild} from '../scripts/serveBuild';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 12;
const PAGE = '/docs';
const RETITLED = '/docs/canvas/filters/date';
const NEW_WORD = 'redeployed';

let dir = '';
let server: ServedBuild | undefined;

/** Dates every file and folder under `folder` to `when`. */
function ageAll(folder: string, when: Date): void {
  for (const name of readdirSync(folder, {recursive: true, encoding: 'utf8'}))
    utimesSync(join(folder, name), when, when);
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-returning-'));
  cpSync(BUILD_DIR, dir, {recursive: true});
  ageAll(dir, new Date(Date.now() - 30 * 24 * 3600 * 1000));
  server = await serveBuild({dir, port: PORT});
});

test.afterAll(() => {
  server?.stop();
  if (dir) rmSync(dir, {recursive: true, force: true});
});

/** The hrefs of the overlay's hits for `query`, on the page open in `page`. */
async function hitsFor(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  const answer = page.locator('.DocSearch-Hit a, .DocSearch-NoResults');
  await answer.first().waitFor();
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return hrefs;
}

test('after a deploy, a returning reader gets the new page and the new search index', async ({
  browser,
}) => {
  const context = await browser.newContext({baseURL: server?.baseUrl});
  const page = await context.newPage();
  try {
    // The first visit: the page, its assets and the search index go into the browser's cache.
    await page.goto(PAGE);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await hitsFor(page, NEW_WORD)).not.toContainEqual(expect.stringContaining(RETITLED));

    // The deploy: the same URLs, new content.
    const html = join(dir, 'docs.html');
    writeFileSync(html, `${readFileSync(html, 'utf8')}<!-- the next deploy -->`);
    const head = join(dir, 'search', 'index.head.json');
    const index = JSON.parse(readFileSync(head, 'utf8')) as {
      pages: {path: string; title: string}[];
    };
    const retitled = index.pages.find((entry) => entry.path === RETITLED);
    expect(retitled, `${RETITLED} in the search index head`).toBeTruthy();
    if (retitled) retitled.title = `${retitled.title} (${NEW_WORD})`;
    writeFileSync(head, JSON.stringify(index));

    // The reader comes back: a new visit in the same browser.
    await page.goto('about:blank');
    const response = await page.goto(PAGE);
    expect(await response?.text()).toContain('<!-- the next deploy -->');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await hitsFor(page, NEW_WORD)).toContainEqual(expect.stringContaining(RETITLED));
  } finally {
    await context.close();
  }
});
