import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ledgerText, parseLedger, publishedUrls, unansweredUrls, withListedPdfs} from './urlLedger';

const ledger = parseLedger(readFileSync(join(__dirname, '..', 'published-urls.txt'), 'utf8'));

/** The files of a build that answers every URL of a ledger. */
function filesAnswering(urls: readonly string[]): Set<string> {
  return new Set(
    urls.map((url) =>
      url === '/' ? 'index.html' : /\.\w+$/.test(url) ? url.slice(1) : `${url.slice(1)}.html`,
    ),
  );
}

describe('publishedUrls', () => {
  it('lists pages, twins, feeds, the sitemap, llms.txt and OpenAPI documents, nothing else', () => {
    expect(
      publishedUrls(
        [
          'index.html',
          'index.md',
          '404.html',
          'docs.html',
          'docs/old/index.html',
          'docs/x.html',
          'docs/x.md',
          'changelog/rss.xml',
          'sitemap.xml',
          'llms.txt',
          'llms-full.txt',
          'api/admin/openapi.json',
          'assets/js/main.0123abcd.js',
          'search/index.json',
          'img/logo.svg',
          '_headers',
          '_analytics.json',
        ],
        new Set(['/docs/old']),
      ),
    ).toEqual([
      '/',
      '/api/admin/openapi.json',
      '/changelog/rss.xml',
      '/docs',
      '/docs/x',
      '/docs/x.md',
      '/index.md',
      '/llms-full.txt',
      '/llms.txt',
      '/sitemap.xml',
    ]);
  });
});

describe('ledgerText', () => {
  it('keeps every URL once listed and adds the new ones, sorted', () => {
    expect(parseLedger(ledgerText(['/docs/b', '/docs/old'], ['/docs/a', '/docs/b']))).toEqual([
      '/docs/a',
      '/docs/b',
      '/docs/old',
    ]);
  });
});

describe('unansweredUrls on the committed ledger', () => {
  const page = '/docs/courier/commands';

  it('lists every kind of published URL', () => {
    for (const url of [
      '/',
      '/docs',
      `${page}.md`,
      '/sitemap.xml',
      '/llms.txt',
      '/changelog/rss.xml',
    ])
      expect(ledger).toContain(url);
    expect(ledger.some((url) => url.endsWith('/openapi.json'))).toBe(true);
  });

  it('passes when every URL answers', () => {
    expect(unansweredUrls(ledger, filesAnswering(ledger), new Map())).toEqual([]);
  });

  it('fails when a page is removed without a redirect, naming each URL and the fix', () => {
    const files = filesAnswering(ledger.filter((url) => url !== page && url !== `${page}.md`));
    const fix = `Fix: add {from: '${page}', to: '<its new path>'} to src/data/redirects.ts.`;
    expect(unansweredUrls(ledger, files, new Map())).toEqual([
      `${page} answers neither a page nor a redirect. ${fix}`,
      `${page}.md answers neither a page nor a redirect. ${fix}`,
    ]);
  });

  it('passes once the moved page has its redirect, and names a redirect to nowhere', () => {
    const moved = '/docs/courier/reference/commands';
    const files = filesAnswering([
      ...ledger.filter((url) => url !== page && url !== `${page}.md`),
      moved,
      `${moved}.md`,
    ]);
    const redirects = new Map([
      [page, moved],
      [`${page}.md`, `${moved}.md`],
    ]);
    expect(unansweredUrls(ledger, files, redirects)).toEqual([]);
    files.delete(`${moved.slice(1)}.html`);
    expect(unansweredUrls(ledger, files, redirects)).toEqual([
      `${page} redirects to ${moved}, which answers nothing. Fix: point its row in src/data/redirects.ts at the page's path now.`,
    ]);
  });
});

describe('withListedPdfs', () => {
  it('adds the PDFs the build lists for npm run pdf, which publishedUrls lists as addresses', () => {
    const sections = JSON.stringify([{file: '/pdf/courier.pdf'}, {file: '/pdf/2025/canvas.pdf'}]);
    const files = withListedPdfs(['index.html', 'pdf/courier.pdf', 'pdf/sections.json'], sections);
    expect(publishedUrls(files, new Set())).toEqual([
      '/',
      '/pdf/2025/canvas.pdf',
      '/pdf/courier.pdf',
    ]);
  });

  it('keeps the files as they are for a build without the list', () => {
    expect(withListedPdfs(['index.html'], undefined)).toEqual(['index.html']);
  });
});
