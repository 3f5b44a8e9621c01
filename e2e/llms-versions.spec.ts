/**
 * The llms files per docs version: /llms.txt and /llms-full.txt hold the latest released docs
 * (and the pages outside the docs) and link every other version's own /docs/<version>/llms.txt,
 * which holds that version's pages only. On a site with one version there is nothing to link,
 * and the root files still hold no page of another version. Run in the versioned copy too.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './nodeTest';
import {BUILD_DIR, builtFiles} from './builtSite';
import {pathOfFile} from './support/siteLinks';
import {isNoindexPage} from '../src/plugins/markdown-twins/noindex';
import {site} from '../src/data/site';
import type {VersionsFileEntry} from '../src/lib/search/versions';

const read = (path: string) => readFileSync(join(BUILD_DIR, path), 'utf8');
const versions = JSON.parse(read('search/versions.json')) as VersionsFileEntry[];
const others = versions.filter((version) => !version.isLast);
const isUnder = (pathname: string, folder: string) =>
  pathname === folder || pathname.startsWith(`${folder}/`) || pathname === `${folder}.md`;
const linkedPaths = (llms: string) =>
  [...llms.matchAll(/^- \[[^\n]+?\]\((https:[^)]+)\)/gm)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
/**
 * A version's pages, from its HTML files (the sitemap lists only the latest version's): every page a
 * reader can open there, but the ones that ask search engines not to index them.
 */
const versionPages = (folder: string) =>
  builtFiles()
    .filter((file) => file.endsWith('.html'))
    .filter((file) => isUnder(pathOfFile(file), folder))
    .filter((file) => !isNoindexPage(read(file)))
    .map(pathOfFile);

test('the root llms files hold no page of another docs version, and link each version’s own', () => {
  const root = read('llms.txt');
  const full = read('llms-full.txt');
  const pages = linkedPaths(root.split('\n## Other versions\n')[0] ?? '');
  expect(pages.length).toBeGreaterThan(100);
  for (const version of others) {
    expect(pages.filter((path) => isUnder(path, version.path))).toEqual([]);
    expect(full).not.toContain(`Source: ${site.url}${version.path}/`);
    expect(root).toContain(`](${site.url}${version.path}/llms.txt): `);
  }
  if (others.length === 0) expect(root).not.toContain('## Other versions');
  // The latest version's docs are there: its introduction, at /docs.
  expect(pages).toContain('/docs.md');
});

for (const version of others) {
  test(`version ${version.label} has llms files of its own pages only`, () => {
    const llms = read(`${version.path.slice(1)}/llms.txt`);
    expect(llms).toMatch(new RegExp(`^# ${site.title}: docs version ${version.label}\\n`));
    const pages = linkedPaths(llms);
    const expected = versionPages(version.path).map((path) => `${path}.md`);
    expect(pages.length).toBeGreaterThan(10);
    expect([...pages].sort()).toEqual([...expected].sort());
    for (const path of pages) expect(existsSync(join(BUILD_DIR, path)), path).toBe(true);
    const full = read(`${version.path.slice(1)}/llms-full.txt`);
    expect(full.match(/^Source: /gm)?.length).toBe(pages.length);
  });
}
