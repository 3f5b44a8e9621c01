/**
 * Every site path SPEC.md names is the page itself on the built site: it answers 200 with the page,
 * not a 301 or an HTML redirect to another address; a page the spec puts in a sidebar is linked from
 * that sidebar at exactly that address; a pattern (`/api/admin/{resource}/{action}`) has built pages,
 * each of them such a page. The paths are read from SPEC.md at collection time, so a path added to
 * the spec gets its test here without an edit.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from './fixtures';
import {builtRoutes} from './builtSite';
import {
  matchesPattern,
  pageProblem,
  sidebarLinks,
  sidebarProblem,
  specAddresses,
  type SpecAddress,
} from './support/specAddresses';

const addresses = specAddresses(readFileSync(join(__dirname, '..', 'SPEC.md'), 'utf8'));

/** What is wrong with one path the spec names, as a page and in its sidebar; empty when nothing. */
async function problems(
  request: APIRequestContext,
  path: string,
  inSidebar: boolean,
): Promise<string[]> {
  const response = await request.get(path, {maxRedirects: 0});
  const body = await response.text();
  const answer = {status: response.status(), location: response.headers().location, body};
  const asPage = pageProblem(path, answer);
  if (asPage) return [asPage];
  const inItsSidebar = inSidebar ? sidebarProblem(path, sidebarLinks(body)) : null;
  return inItsSidebar ? [inItsSidebar] : [];
}

function describe({path, line, inSidebar, kind}: SpecAddress): string {
  const what = kind === 'pattern' ? `the pages at ${path} are pages` : `${path} is the page itself`;
  return `SPEC.md line ${line}: ${what}${inSidebar ? (kind === 'pattern' ? ', in their sidebar' : ', in its sidebar') : ''}`;
}

for (const address of addresses.filter(({kind}) => kind === 'page')) {
  test(describe(address), async ({request}) => {
    expect(await problems(request, address.path, address.inSidebar)).toEqual([]);
  });
}

for (const address of addresses.filter(({kind}) => kind === 'pattern')) {
  test(describe(address), async ({request}) => {
    const pages = builtRoutes().filter((path) => matchesPattern(address.path, path));
    expect(pages, `no built page matches ${address.path}`).not.toEqual([]);
    const found: string[] = [];
    for (const path of pages) found.push(...(await problems(request, path, address.inSidebar)));
    expect(found).toEqual([]);
  });
}
