/**
 * The site path of a page from any form an assistant may give it: the page's URL on any host,
 * its path with or without a trailing slash, its Markdown twin (`/x.md`), its HTML file
 * (`/x.html`, `/x/index.html`), with a query or a hash. Anything that climbs out of the site
 * (`..`) or is not a path is refused with a sentence that says why.
 */

export type PageAddress =
  {readonly ok: true; readonly path: string} | {readonly ok: false; readonly problem: string};

/** Longer addresses are not page addresses (the longest page path is under 100 characters). */
export const MAX_ADDRESS_LENGTH = 2048;

function refuse(problem: string): PageAddress {
  return {ok: false, problem};
}

/** `https://host/docs/x/?a#b`, `/docs/x.md`, `docs/x/index.html` -> `/docs/x`; the home page is `/`. */
export function pagePathOf(address: string, basePath = '/'): PageAddress {
  const given = address.trim();
  if (given === '') return refuse('Give a page URL or path, such as /docs/canvas/filters/date.');
  if (given.length > MAX_ADDRESS_LENGTH)
    return refuse(`A page address has at most ${MAX_ADDRESS_LENGTH} characters.`);
  let pathname: string;
  if (/^[a-z][a-z\d+.-]*:/i.test(given)) {
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      return refuse(`"${given.slice(0, 80)}" is not a URL.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return refuse('Give an http(s) URL of the site or a path on it.');
    // The raw path: URL parsing would already have resolved "..", hiding an attempt to climb out.
    pathname = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(given)?.[1] ?? url.pathname;
  } else {
    pathname = given.replace(/[?#].*$/, '');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return refuse(`"${pathname.slice(0, 80)}" is not a valid URL path.`);
  }
  // Backslashes and control characters (code points below 32) have no place in a page path.
  if (decoded.includes('\\') || [...decoded].some((character) => character.charCodeAt(0) < 32))
    return refuse('A page path has no backslashes or control characters.');
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.'))
    return refuse('A page path cannot contain "." or ".." segments.');
  const base = basePath.replace(/^\/+|\/+$/g, '');
  if (base !== '' && segments[0] === base) segments.shift();
  const last = segments[segments.length - 1];
  if (last !== undefined) {
    const stem = last.replace(/\.(md|html)$/, '');
    if (stem === 'index' && last !== 'index') segments.pop();
    else segments[segments.length - 1] = stem;
  }
  return {ok: true, path: `/${segments.join('/')}`};
}
