/**
 * Where a link of a printed page goes in its PDF: a page of the same PDF (then a jump inside the file,
 * to the heading when the page has it), or the live site for every other page of the site, or the
 * link as it is for another site.
 */

export type LinkTarget =
  | {readonly kind: 'page'; readonly path: string; readonly fragment: string}
  | {readonly kind: 'uri'; readonly uri: string};

/** `/docs/x/` and `/docs/x` are one page. */
export function pageKey(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * @param url the link as the printed page has it, absolute (the print server's origin)
 * @param origin the print server's origin, `http://127.0.0.1:4173`
 * @param inPdf the page keys (pageKey) the PDF holds
 * @param liveBase the live site's address, `https://developers.tessera.dev`
 */
export function linkTarget(
  url: string,
  origin: string,
  inPdf: ReadonlySet<string>,
  liveBase: string,
): LinkTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {kind: 'uri', uri: url};
  }
  if (parsed.origin !== origin) return {kind: 'uri', uri: url};
  const key = pageKey(decodeURIComponent(parsed.pathname));
  if (inPdf.has(key))
    return {kind: 'page', path: key, fragment: decodeURIComponent(parsed.hash.slice(1))};
  return {
    kind: 'uri',
    uri: `${liveBase.replace(/\/$/, '')}${parsed.pathname}${parsed.search}${parsed.hash}`,
  };
}
