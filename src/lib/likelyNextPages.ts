/**
 * The pages a reader is likely to open next from a page: its previous and
 * next links (the docs paginator and the blog post paginator). Only these are
 * prefetched ahead of intent; every other link loads on hover, touch or focus.
 */
export const LIKELY_NEXT_SELECTOR = '.pagination-nav__link[href]';

/** Same-origin paths of the likely next pages, without duplicates or the current page. */
export function likelyNextPaths(
  hrefs: readonly string[],
  current: {origin: string; pathname: string},
): string[] {
  const paths = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, current.origin);
    } catch {
      continue;
    }
    if (url.origin !== current.origin || url.pathname === current.pathname) continue;
    paths.add(url.pathname);
  }
  return [...paths];
}
