/**
 * The four page layouts of the site, chosen in this order: a page flagged `fullWidth` is
 * full-width; else a page with an `api` frontmatter field uses the API layout; else a path under
 * /guides/ uses the guide layout; every other page uses the docs layout.
 */
export type PageLayout = 'full-width' | 'api' | 'guide' | 'docs';

export interface PageLayoutInput {
  /** `fullWidth` frontmatter flag. */
  readonly fullWidth?: unknown;
  /** `api` frontmatter field: method then path, e.g. "POST /v1/projects". */
  readonly api?: unknown;
  /** The page's path (pathname, no origin). */
  readonly path: string;
}

/**
 * Chooses a page's layout. The rules apply in order: a full-width flag wins,
 * then an `api` field, then a path under /guides/, else the docs layout.
 */
export function layoutForPage({fullWidth, api, path}: PageLayoutInput): PageLayout {
  if (fullWidth === true) return 'full-width';
  if (typeof api === 'string' && api.trim() !== '') return 'api';
  if (path.startsWith('/guides/')) return 'guide';
  return 'docs';
}
