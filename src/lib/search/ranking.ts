/**
 * What a page is, and how much of a query it is about, for ranking: the same words count less on a changelog entry
 * (news about a thing) and on a section's overview page (a list of things)
 * than on the reference or task page that answers.
 */

import type {WordEvidence} from './answerable';

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

/**
 * The same for a question about changes ("when was the slug filter added"): the
 * changelog entry answers it, before the reference page it names.
 */
export const KIND_PENALTY_ASKED_ABOUT_CHANGES: Readonly<Record<PageKind, number>> = {
  answer: 0.5,
  overview: 1,
  changelog: 0,
};

/**
 * What a tier of `KIND_PENALTY` costs a page's standing: a changelog entry titled
 * with every word of the query ("Canvas adds the form tag") still comes after the
 * reference page that answers (`form`, a Canvas tag) when that page has the subject.
 */
export const KIND_STANDING = 0.1;

/** How much a word found only in a page's body text counts towards its standing. */
export const TEXT_STANDING = 0.25;
/** Standings closer than this are ties, left to the finer keys (placement, level, score). */
export const STANDING_STEP = 0.1;

/**
 * How much of the query a page is about, from 0 to 1: the weight of the words it
 * matches, each in full when the page has it in a title, heading, keywords or
 * description, at `TEXT_STANDING` when only its text has it, over the weight of
 * the query. A question's answer has its subject in its title or description;
 * a long page that mentions most of a question's words in passing does not.
 * Rounded down to steps of `STANDING_STEP`.
 */
export function pageStanding(words: readonly WordEvidence[]): number {
  const total = words.reduce((sum, word) => sum + word.weight, 0);
  if (total <= 0) return 0;
  const found = words.reduce(
    (sum, word) => sum + (word.match ? word.weight * (word.placed ? 1 : TEXT_STANDING) : 0),
    0,
  );
  return Math.floor(found / total / STANDING_STEP) * STANDING_STEP;
}
