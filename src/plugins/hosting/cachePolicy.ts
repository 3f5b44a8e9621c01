/**
 * How long a browser may keep a file before asking the server again. `_headers` gives the
 * content-hashed files under /assets/ a year. Every other file (a page, its Markdown twin, the
 * search index, llms.txt) changes at the next deploy under the same URL, so the browser must ask
 * again on each load: otherwise a returning reader can get last week's page, whose scripts are
 * gone, or one deploy's search index head with the next one's body.
 *
 * Netlify and Cloudflare Pages already revalidate a file that `_headers` gives no cache policy.
 * nginx and Node's file servers send none, and a browser then keeps the file for a tenth of the
 * time since it last changed (heuristic freshness, RFC 9111 4.2.2): a page built ten days before
 * is reused for a day without a request. So the `nginx.conf` the build writes and `npm start`
 * send REVALIDATE wherever `_headers` sets no Cache-Control.
 */
import type {Header} from './headerRules';

export const REVALIDATE: Header = ['Cache-Control', 'no-cache'];

/** Whether a header is a cache policy, however its name is spelled. */
export const isCachePolicy = ([name]: Header): boolean =>
  name.toLowerCase() === REVALIDATE[0].toLowerCase();

/** A path's headers, with REVALIDATE when none of them is a Cache-Control. */
export function withCachePolicy(headers: readonly Header[]): readonly Header[] {
  return headers.some(isCachePolicy) ? headers : [...headers, REVALIDATE];
}
