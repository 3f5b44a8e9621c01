/**
 * The JS and CSS a page loads to become interactive: every script and
 * stylesheet Chromium executes until the page has hydrated and the network is
 * idle (not the chunks Docusaurus prefetches for linked pages), measured from
 * the files in build/ (raw and gzip bytes).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

export async function firstLoadBytes(browser, baseUrl, path, buildDir = 'build') {
  const page = await browser.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Scripts and stylesheets the page executes; <link rel="prefetch"> of other pages' chunks is not first load.
    const executed = request.resourceType() === 'script' || request.resourceType() === 'stylesheet';
    if (executed && url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname))
      files.add(url.pathname);
  });
  await page.goto(new URL(path, baseUrl).toString());
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  const totals = {js: {raw: 0, gzip: 0, files: 0}, css: {raw: 0, gzip: 0, files: 0}};
  for (const file of files) {
    const content = readFileSync(join(buildDir, decodeURIComponent(file)));
    const kind = file.endsWith('.css') ? 'css' : 'js';
    totals[kind].raw += content.length;
    totals[kind].gzip += gzipSync(content, {level: 9}).length;
    totals[kind].files += 1;
  }
  return totals;
}
