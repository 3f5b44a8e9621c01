/**
 * Moved pages keep their old addresses: the server answers each row of src/data/redirects.ts
 * (and its Markdown twin) with a 301 to the new path, and a reader who follows an old link
 * lands on the page, on a host that answers the 301 and on one that serves the build's HTML fallback.
 */
import {readFileSync} from 'node:fs';
import {test, expect, open} from './fixtures';
import {builtPageFile} from './builtSite';
import {redirects} from '../src/data/redirects';
import {twinPath} from '../src/lib/twinPath';

for (const {from, to} of redirects) {
  test(`${from} answers 301 to ${to}, its twin too`, async ({request}) => {
    for (const [old, moved] of [
      [from, to],
      [twinPath(from), twinPath(to)],
      [`${from}?ref=bookmark`, `${to}?ref=bookmark`],
    ] as const) {
      const response = await request.get(old, {maxRedirects: 0});
      expect(response.status(), old).toBe(301);
      expect(response.headers().location, old).toBe(moved);
    }
  });

  test(`a reader following ${from} lands on ${to}`, async ({page}) => {
    await open(page, from);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test(`a host that ignores _redirects serves ${from}'s HTML fallback, which leads to ${to}`, async ({
    page,
  }) => {
    const file = builtPageFile(from);
    if (!file) throw new Error(`The build wrote no HTML fallback for ${from}.`);
    const fallback = readFileSync(file, 'utf8');
    // The server here answers the old path with a 301; this tab gets the file, as a plain static host sends it.
    await page.route(`**${from}`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: fallback}),
    );
    await open(page, `${from}?ref=bookmark`);
    expect(new URL(page.url()).pathname).toBe(to);
    expect(new URL(page.url()).search).toBe('?ref=bookmark');
  });
}
