/**
 * Where a press on a link inside kept server markup goes through the router, as the site's own
 * Link would send it: the path (with query and fragment) of another page of this site, or null to
 * leave the press to the browser (another site, a new tab, a download, a file such as `/llms.txt`,
 * or a fragment of the page already shown).
 */
export interface PressedLink {
  /** The link's resolved `href` (an anchor's `href` property). */
  readonly href: string;
  readonly target: string;
  readonly download: boolean;
}

export interface Here {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}

/** The last path segment names a file: `llms.txt`, `blogs.md`, `openapi.json`. */
const FILE = /\/[^/]*\.[a-z0-9]+$/i;

export function clientLinkPath(link: PressedLink, here: Here): string | null {
  if (link.download || (link.target !== '' && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || FILE.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
