/**
 * Finds broken internal links and anchors in a built site: every `<a href>`
 * that points into the site must reach a page or file of the build, and its
 * `#fragment` an element id on that page. Works on the HTML the build wrote,
 * so links that components render (sidebars, lists, pagination) are checked
 * as well as Markdown links.
 */
import {Parser} from 'htmlparser2';

export interface PageLinks {
  /** Element ids (and legacy `name` anchors) on the page. */
  readonly ids: ReadonlySet<string>;
  readonly hrefs: readonly string[];
}

export interface BrokenLink {
  readonly page: string;
  readonly href: string;
  readonly reason: string;
}

export function readPageLinks(html: string): PageLinks {
  const ids = new Set<string>();
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        if (name === 'a' && attributes.href !== undefined) hrefs.push(attributes.href);
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return {ids, hrefs};
}

/** The site path of a built HTML file: `docs/intro.html` → `/docs/intro`, `index.html` → `/`. */
export function pathOfFile(file: string): string {
  const path = `/${file.replace(/\\/g, '/')}`.replace(/\.html$/, '').replace(/\/index$/, '');
  return path === '' ? '/' : path;
}

/**
 * Where an href leads inside the site, or undefined for an external link.
 * Relative hrefs resolve against the page; the site's own absolute URL counts as internal.
 */
export function resolveHref(
  page: string,
  href: string,
  siteUrl: string,
): {path: string; hash: string} | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href, `http://site.invalid${page}`);
  } catch {
    return {path: href, hash: ''};
  }
  const site = new URL(siteUrl);
  const internal =
    url.host === 'site.invalid' || (url.host === site.host && url.protocol === site.protocol);
  if (!internal) return undefined;
  let path = decodeURIComponent(url.pathname);
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return {path, hash: decodeURIComponent(url.hash.slice(1))};
}

export function brokenLinks(
  pages: ReadonlyMap<string, PageLinks>,
  files: ReadonlySet<string>,
  siteUrl: string,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const [page, {hrefs}] of pages) {
    for (const href of new Set(hrefs)) {
      const target = resolveHref(page, href, siteUrl);
      if (!target) continue;
      const targetPage = pages.get(target.path);
      if (!targetPage) {
        if (!files.has(target.path))
          broken.push({page, href, reason: `no page or file at ${target.path}`});
        continue;
      }
      if (target.hash && !targetPage.ids.has(target.hash)) {
        broken.push({page, href, reason: `no element with id "${target.hash}" on ${target.path}`});
      }
    }
  }
  return broken;
}
