/**
 * The site's own server (`npm start`, scripts/serve.mjs) answers a page URL asked for as
 * Markdown with the page's twin, and every HTML page points assistants at /llms.txt.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './nodeTest';
import {BUILD_DIR} from './builtSite';
import {twinPath} from '../src/lib/twinPath';
import {parseHeaders} from '../src/plugins/hosting/headerRules';

const LLMS_LINK = '</llms.txt>; rel="llms-txt"';

// A docs page, an API endpoint, a guide, a changelog entry and the home page.
const PAGES = [
  '/docs/canvas/filters/date',
  '/api/console/projects/create',
  '/guides/push-a-project',
  '/changelog/2025/09/16/courier-3-0',
  '/',
];

for (const path of PAGES) {
  test(`${path} asked for as text/markdown answers with its twin`, async ({request}) => {
    const twin = readFileSync(join(BUILD_DIR, twinPath(path)), 'utf8');
    for (const form of [path, path === '/' ? '/index.html' : `${path}/`]) {
      const response = await request.get(form, {headers: {Accept: 'text/markdown'}});
      expect(response.status(), form).toBe(200);
      expect(response.headers()['content-type'], form).toMatch(/^text\/markdown/);
      expect(response.headers()['vary'], form).toMatch(/Accept\b/);
      expect(await response.text(), form).toBe(twin);
    }
    const html = await request.get(path, {headers: {Accept: 'text/html,*/*;q=0.8'}});
    expect(html.headers()['content-type']).toMatch(/^text\/html/);
    expect(html.headers()['link']).toBe(LLMS_LINK);
  });
}

test('an unknown page asked for as Markdown is the 404 page', async ({request}) => {
  const response = await request.get('/docs/no-such-page', {headers: {Accept: 'text/markdown'}});
  expect(response.status()).toBe(404);
});

test('the _headers file for static hosts carries the llms.txt link on every path', () => {
  const rules = parseHeaders(readFileSync(join(BUILD_DIR, '_headers'), 'utf8'));
  const everyPath = rules.find((rule) => rule.pattern === '/*');
  expect(everyPath?.headers).toContainEqual(['Link', LLMS_LINK]);
});
