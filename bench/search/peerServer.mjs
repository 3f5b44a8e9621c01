/**
 * Serves a folder to one Chromium page under a made-up origin, through
 * Playwright's request routing: no server, no content security policy, so a
 * peer's search code runs as its own documentation says it does.
 */
import {readFile} from 'node:fs/promises';
import {extname, join, normalize} from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

export async function routeFolder(page, origin, folder, {cleanUrls = false} = {}) {
  await page.route(`${origin}/**`, async (route) => {
    const {pathname} = new URL(route.request().url());
    const relative = normalize(decodeURIComponent(pathname)).replace(/^\/+/, '');
    const candidates =
      relative.endsWith('/') || relative === ''
        ? [
            join(relative, 'index.html'),
            ...(relative ? [`${relative.replace(/\/+$/, '')}.html`] : []),
          ]
        : [relative, ...(cleanUrls ? [`${relative}.html`, join(relative, 'index.html')] : [])];
    for (const candidate of candidates) {
      try {
        const body = await readFile(join(folder, candidate));
        return route.fulfill({
          status: 200,
          body,
          contentType: TYPES[extname(candidate)] ?? 'application/octet-stream',
        });
      } catch {
        // next candidate
      }
    }
    return route.fulfill({status: 404, body: 'not found'});
  });
  await page.route(/^(?!https?:\/\/peer\.test)/, (route) => route.abort());
}
