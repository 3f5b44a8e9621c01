/**
 * What a page is, for ranking: the same words count less on a changelog entry
 * (news about a thing) and on a section's overview page (a list of things)
 * than on the reference or task page that answers.
 */

export type PageKind = 'answer' | 'overview' | 'changelog';

const ENDPOINT_PATH = /(?:^|\s)\/\S/;

/**
 * From the page's path (without origin or hash) and keywords: overview pages
 * are the sections' index pages, whose paths end with `/`, unless the page
 * documents an endpoint (its keywords hold the endpoint's path).
 */
export function pageKind(pathname: string, keywords = ''): PageKind {
  if (pathname === '/changelog' || pathname.startsWith('/changelog/')) return 'changelog';
  if (pathname.endsWith('/') && !ENDPOINT_PATH.test(keywords)) return 'overview';
  return 'answer';
}

/**
 * How much a page kind sets a page back, in tiers of the ranking (see
 * `placementTier` in engine.ts: 0 when the page title holds every word, 2 when
 * none of them is in the title, keywords, description or category). A
 * changelog entry whose title holds every word still comes before a page that
 * only mentions them in its text.
 */
export const KIND_PENALTY: Readonly<Record<PageKind, number>> = {
  answer: 0,
  overview: 1,
  changelog: 1.5,
};
