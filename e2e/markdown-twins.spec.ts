/**
 * The Markdown twins against the pages they come from: a sample of each page
 * kind compared with what Chromium shows (headings, table cells, code), every
 * twin's links, the `<link rel="alternate">` of every page, /llms.txt against
 * the sitemap, /llms-full.txt against the twins, the search records against
 * the twins, and "Copy page" putting the twin on the clipboard.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, open, watchPageErrors} from './fixtures';
import {BUILD_DIR, builtPageFile, loadBuiltSite, sitemapPaths} from './builtSite';
import {site} from '../src/data/site';
import {twinPath} from '../src/lib/twinPath';
import {resolvedEndpoint} from '../src/plugins/markdown-twins/endpoint';
import {expandPage, type CompactIndexFile} from '../src/lib/search/indexFormat';
import {seriousViolations} from './axe';

const built = loadBuiltSite();
const sitemap = sitemapPaths(site.url);
const twinOf = (path: string) => readFileSync(join(BUILD_DIR, twinPath(path)), 'utf8');

/** Text as a reader reads it: Markdown links, escapes, code and emphasis marks and table pipes out. */
function plain(text: string): string {
  return text
    .replace(/!?\[((?:\\.|[^\]\\])*)\]\([^)\s]*\)/g, '$1')
    .replace(/\\(.)/g, '$1')
    .replace(/[`*_|\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Code line by line, indentation aside (a code block inside a list item is indented in Markdown). */
const codeLines = (code: string) =>
  code
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();

const SAMPLES = [
  {kind: 'a Canvas filter with examples', path: '/docs/canvas/filters/date'},
  {kind: 'an Admin endpoint', path: '/api/admin/route-patterns/update'},
  {kind: 'a guide', path: '/guides/create-a-project'},
  {kind: 'a changelog entry', path: '/changelog/2026/11/12/courier-3-4-1'},
  {kind: 'the API overview', path: '/api'},
  {kind: 'a generated index', path: '/docs/canvas/filters'},
] as const;

test.describe('Markdown twins', () => {
  test('every page of the sitemap has a twin that starts with its title', () => {
    expect(sitemap.length).toBeGreaterThan(250);
    const missing = sitemap.filter((path) => !existsSync(join(BUILD_DIR, twinPath(path))));
    expect(missing, 'pages without a twin').toEqual([]);
    for (const path of sitemap) expect(twinOf(path), path).toMatch(/^# \S/);
  });

  for (const {kind, path} of SAMPLES) {
    test(`${kind} (${path}): the twin holds the page's headings, table cells and code`, async ({
      page,
    }) => {
      await open(page, path);
      const content = page.locator('.theme-doc-markdown, article .markdown').first();
      const shown = await content.evaluate((root) => {
        const text = (element: Element) => (element as HTMLElement).innerText.trim();
        const visible = (element: Element) => !element.closest('[aria-hidden="true"], .sr-only');
        return {
          headings: Array.from(root.querySelectorAll('h2, h3, h4, h5, h6'))
            .filter(visible)
            .map(text),
          cells: Array.from(root.querySelectorAll('td, th')).filter(visible).map(text),
          // Every code block, hidden tab panels included (their text is one tab away).
          code: Array.from(root.querySelectorAll('pre code')).map((code) => {
            const lines = Array.from(code.querySelectorAll('.token-line'));
            return lines.length > 0
              ? lines.map((line) => line.textContent ?? '').join('\n')
              : (code.textContent ?? '');
          }),
        };
      });
      const twin = twinOf(path);
      const twinHeadings = new Set(
        twin
          .split('\n')
          .filter((line) => /^#{2,6} /.test(line))
          .map((line) => plain(line.replace(/^#+ /, ''))),
      );
      const twinText = plain(twin);
      const twinCode = codeLines(twin);
      expect(shown.headings.length + shown.cells.length + shown.code.length).toBeGreaterThan(3);
      for (const heading of shown.headings)
        expect(twinHeadings, 'heading').toContain(plain(heading));
      for (const cell of shown.cells) expect(twinText, 'table cell').toContain(plain(cell));
      for (const code of shown.code) expect(twinCode, 'code block').toContain(codeLines(code));
    });
  }

  test('an endpoint twin shows the method, full URL, example request in every language and response of the model', async ({
    page,
  }) => {
    const path = '/api/admin/route-patterns/update';
    const endpoint = resolvedEndpoint('admin.route-patterns.update');
    expect(endpoint).toBeDefined();
    if (!endpoint) return;
    await open(page, path);
    await expect(page.getByTestId('api-endpoint')).toHaveText(`${endpoint.method}${endpoint.url}`);
    const twin = twinOf(path);
    expect(twin).toContain(`\`${endpoint.method} ${endpoint.url}\``);
    expect(endpoint.samples.map((sample) => sample.label)).toEqual([
      'curl',
      'JavaScript',
      'Python',
      'PHP',
    ]);
    for (const sample of endpoint.samples) {
      expect(twin).toContain(
        `**${sample.label}**\n\n\`\`\`${sample.language}\n${sample.code}\n\`\`\``,
      );
    }
    expect(twin).toContain(`\`\`\`json\n${endpoint.response ?? ''}\n\`\`\``);
  });

  test('a guide twin carries its authors and date; a changelog twin its date', () => {
    expect(twinOf('/guides/create-a-project')).toMatch(
      /^By Maya Okafor, [^;\n]+; Jonas Lindqvist, [^\n]+ · Created October 14, 2025$/m,
    );
    expect(twinOf('/changelog/2026/11/12/courier-3-4-1')).toMatch(/^Published November 12, 2026$/m);
  });

  test('every link of every twin is absolute, and a link to the site resolves to a page or file of the build', () => {
    const broken: string[] = [];
    for (const path of sitemap) {
      for (const match of twinOf(path).matchAll(/\]\(([^)\s]+)\)/g)) {
        const href = match[1] ?? '';
        if (!/^(https?:|mailto:)/.test(href)) {
          broken.push(`${twinPath(path)}: ${href} is not absolute`);
          continue;
        }
        const url = new URL(href);
        if (url.origin !== new URL(site.url).origin) continue;
        const target = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
        if (!built.pages.has(target) && !built.files.has(target))
          broken.push(`${twinPath(path)}: ${href} is not a page of the build`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('every page links its twin with <link rel="alternate" type="text/markdown">', () => {
    const missing = sitemap.filter((path) => {
      const file = builtPageFile(path);
      const html = file ? readFileSync(file, 'utf8') : '';
      return !html.includes(
        `<link data-rh="true" rel="alternate" type="text/markdown" href="${twinPath(path)}">`,
      );
    });
    expect(missing).toEqual([]);
  });

  test('the alternate link follows client-side navigation', async ({page}) => {
    await open(page, '/docs/canvas/filters/date');
    const alternate = page.locator('link[rel="alternate"][type="text/markdown"]');
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute('href', '/docs/canvas/filters/date.md');
    await page
      .locator('.theme-doc-markdown')
      .getByRole('link', {name: 'date_modify'})
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/canvas\/filters\/date_modify$/);
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute('href', '/docs/canvas/filters/date_modify.md');
  });

  test('llms.txt links every page of the sitemap exactly once, to its twin, with the sections in order', () => {
    const llms = readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/^# Tessera Developers\n\n> \S.{80,}\n\n## Documentation\n/);
    // `npm run pdf` adds its PDFs last (scripts/pdf/llmsPdfs.ts); the pages come before them.
    const [pagesPart = '', pdfsPart] = llms.split('\n## PDFs\n');
    if (pdfsPart !== undefined)
      expect(pdfsPart).toMatch(/^\n(- \[[^\n]+\]\(https:\S+\.pdf\): \d+ pages, \d+\.\d MB\n)+$/);
    const sections = [...pagesPart.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual([
      'Documentation',
      'Canvas reference',
      'API reference',
      'API reference: Console API',
      'API reference: Admin API',
      'API reference: Project API',
      'Guides',
      'Changelog',
    ]);
    const linked = [...pagesPart.matchAll(/^- \[[^\n]+?\]\((https:[^)]+)\)/gm)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    const expected = sitemap.map(twinPath);
    expect([...linked].sort()).toEqual([...expected].sort());
    expect(new Set(linked).size).toBe(linked.length);
  });

  test('llms-full.txt holds every twin after its source URL', () => {
    const full = readFileSync(join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    const missing = sitemap.filter((path) => {
      const url = `${site.url}${path === '/' ? '/' : path}`;
      return !full.includes(`Source: ${url}\n\n${twinOf(path).trim()}\n`);
    });
    expect(missing).toEqual([]);
  });

  test('the text of every search record is text its page’s twin holds', () => {
    const index = JSON.parse(
      readFileSync(join(BUILD_DIR, 'search', 'index.json'), 'utf8'),
    ) as CompactIndexFile;
    const disagreeing: string[] = [];
    for (const compact of index.pages) {
      // Whitespace aside: a record joins the blocks inside a table cell without a space.
      const twin = plain(twinOf(compact.path)).replace(/\s/g, '');
      for (const record of expandPage(index.site, compact)) {
        const shown =
          record.type === 'content'
            ? (record.content ?? '')
            : (record.hierarchy[record.type] ?? '');
        // A table row's record joins its cells with " · ".
        for (const part of shown.split(' · ')) {
          if (part && !twin.includes(plain(part).replace(/\s/g, '')))
            disagreeing.push(`${compact.path}: "${part.slice(0, 80)}"`);
        }
      }
    }
    expect(disagreeing.slice(0, 20)).toEqual([]);
  });

  test('the server sends twins as Markdown and llms.txt as text', async ({request}) => {
    const twin = await request.get('/docs/canvas/filters/date.md');
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
    const llms = await request.get('/llms.txt');
    expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
  });
});

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const path of [
    '/docs/canvas/filters/date',
    '/api/admin/route-patterns/update',
    '/guides/create-a-project',
    '/changelog/2026/11/12/courier-3-4-1',
  ]) {
    test(`copies the twin of ${path} and says so`, async ({page}) => {
      await open(page, path);
      const button = page.getByRole('button', {name: 'Copy page'});
      await expect(button).toBeVisible();
      await button.click();
      await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText(
        'Copied the page as Markdown',
      );
      const clipboard: string = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(twinOf(path));
    });
  }

  test('"View as Markdown" opens the twin, from the keyboard', async ({page}) => {
    const path = '/docs/canvas/filters/date';
    await open(page, path);
    await page.getByRole('button', {name: 'More ways to read this page'}).focus();
    await page.keyboard.press('ArrowDown');
    const item = page.getByRole('menuitem', {name: 'View as Markdown'});
    await expect(item).toBeFocused();
    const [twinPage] = await Promise.all([
      page.context().waitForEvent('page'),
      page.keyboard.press('Enter'),
    ]);
    const twinErrors: string[] = [];
    watchPageErrors(twinPage, (message) => twinErrors.push(message));
    await twinPage.waitForLoadState();
    expect(new URL(twinPage.url()).pathname).toBe(twinPath(path));
    expect(await twinPage.locator('body').innerText()).toContain('# date');
    // A plain-text document names no icon: the browser asks for /favicon.ico, which is there.
    const icon = await twinPage.request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    await twinPage.close();
    expect(twinErrors).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation with its menu open, ${theme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: theme});
      await open(page, '/changelog/2026/11/12/courier-3-4-1');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByRole('button', {name: 'More ways to read this page'}).click();
      await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
