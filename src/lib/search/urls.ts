/**
 * Where a hit takes the reader: the hit's path on this site plus its hash.
 * Index records carry absolute URLs (the hosted provider needs them); the
 * overlay navigates within the site, so only path, query and hash are kept,
 * and the hashes of Docusaurus' page containers are dropped.
 */

const CONTAINER_HASHES = /^#(?:__docusaurus.*|docusaurus_skipToContent_fallback)?$/;

/** `https://developers.tessera.dev/docs/x#syntax` -> `/docs/x#syntax`; `…/docs/x#__docusaurus` -> `/docs/x`. */
export function toSitePath(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://site.invalid');
  } catch {
    return '/';
  }
  const hash = CONTAINER_HASHES.test(parsed.hash) ? '' : parsed.hash;
  return `${parsed.pathname}${parsed.search}${hash}`;
}
