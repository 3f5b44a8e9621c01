/**
 * Pages that moved: each row keeps an old address working. Moving a page is moving its file and
 * adding one row here, old path first. The build turns the table into the HTML fallback pages
 * (`@docusaurus/plugin-client-redirects`), `_redirects` for Netlify and Cloudflare Pages and
 * `nginx.conf` (301s), and `npm start` answers 301 from it; each row also redirects the page's
 * Markdown twin (`/old.md` to `/new.md`). The URL ledger (`published-urls.txt`) fails the tests when a
 * published address answers neither a page nor a row here.
 */
export interface Redirect {
  /** The old path, as published: `/docs/old-name`. */
  readonly from: string;
  /** The page's path now: `/docs/section/new-name`. */
  readonly to: string;
}

export const redirects: readonly Redirect[] = [
  // IntelliSense was published under Getting started for a while; its address is the spec's.
  {from: '/docs/getting-started/intellisense', to: '/docs/intellisense'},
];
