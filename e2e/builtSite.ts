/** The production build as files: its pages (with their links and ids), its other files, and its sitemap. */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {pathOfFile, readPageLinks, type PageLinks} from './support/siteLinks';
import {sitemapPaths as parseSitemapPaths} from '../mcp/docsSite';

export const BUILD_DIR = join(__dirname, '..', 'build');

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? walk(join(dir, entry.name))
      : [relative(BUILD_DIR, join(dir, entry.name))],
  );
}

/** Every file of the build, relative to it, `/`-separated. */
export function builtFiles(): string[] {
  return walk(BUILD_DIR).map((file) => file.replace(/\\/g, '/'));
}

/** The redirects the build gives hosts (build/_redirects): old path to new path. */
export function builtRedirects(): Map<string, string> {
  const file = join(BUILD_DIR, '_redirects');
  if (!existsSync(file)) return new Map();
  return new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'))
      .map((line) => {
        const [from = '', to = ''] = line.split(/\s+/);
        return [from, to];
      }),
  );
}

/** Old paths of moved pages: their HTML fallbacks are not pages. */
function movedPaths(): Set<string> {
  return new Set(builtRedirects().keys());
}

/** The HTML file the build wrote for a site path (`/docs/intro.html` or `/docs/intro/index.html`), if any. */
export function builtPageFile(path: string): string | undefined {
  return [join(BUILD_DIR, `${path}.html`), join(BUILD_DIR, path, 'index.html')].find(existsSync);
}

/**
 * The pages a reader can reach, from the build's file names alone (no page is read):
 * cheap enough to declare one browser test per page.
 */
export function builtRoutes(): string[] {
  if (!existsSync(join(BUILD_DIR, 'index.html')))
    throw new Error('No build: run "npm run build" before the browser tests.');
  const moved = movedPaths();
  return walk(BUILD_DIR)
    .filter((file) => file.endsWith('.html'))
    .map(pathOfFile)
    .filter((path) => path !== '/404' && !moved.has(path))
    .sort();
}

export interface BuiltSite {
  readonly pages: Map<string, PageLinks>;
  readonly files: Set<string>;
  /** Pages a reader can reach (not the 404 page). */
  readonly routes: string[];
  readonly noindex: Set<string>;
}

export function loadBuiltSite(): BuiltSite {
  if (!existsSync(join(BUILD_DIR, 'index.html')))
    throw new Error('No build: run "npm run build" before the browser tests.');
  const pages = new Map<string, PageLinks>();
  const files = new Set<string>();
  const noindex = new Set<string>();
  const moved = movedPaths();
  for (const file of walk(BUILD_DIR)) {
    if (file.endsWith('.html')) {
      const path = pathOfFile(file);
      if (moved.has(path)) continue;
      const html = readFileSync(join(BUILD_DIR, file), 'utf8');
      pages.set(path, readPageLinks(html));
      if (/<meta[^>]+name=["']?robots["']?[^>]+noindex/i.test(html)) noindex.add(path);
    } else {
      files.add(`/${file.replace(/\\/g, '/')}`);
    }
  }
  const routes = [...pages.keys()].filter((path) => path !== '/404').sort();
  return {pages, files, routes, noindex};
}

/** The page paths the built sitemap lists, read as the MCP server reads a site's sitemap. */
export function sitemapPaths(siteUrl: string): string[] {
  return parseSitemapPaths(
    readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8'),
    new URL(siteUrl).pathname,
  );
}
