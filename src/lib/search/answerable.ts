/**
 * The no-answer decision: a page is a result only when it matches the query's
 * meaningful words well enough. A confident wrong answer ("kubernetes helm
 * chart" answered with a page that mentions charts) costs a reader more than
 * "No results for".
 *
 * Each meaningful word of the query weighs what it tells pages apart: its
 * inverse document frequency over the index's records, so a word no record has
 * ("kubernetes") weighs most and a word on every page little. A page covers the
 * share of that weight it matches, each word counted
 * - in full when matched as typed, by its stem or by a synonym;
 * - at `TYPO_CREDIT` when matched only through a typo of a short word, in full
 *   through a typo of a long one (`matchQuality`);
 * - at `COMMON_TEXT_CREDIT` when the word is common and the page has it only
 *   in body text (a page that merely uses the word "project" does not answer
 *   "project").
 * A page is a result when it covers at least `MIN_COVERAGE` (a long question, `MIN_LONG_COVERAGE`).
 */

/** How a page matched a query word: as typed (or as good as), or only through a typo that may be another word. */
export type MatchQuality = 'exact' | 'typo';

export interface WordEvidence {
  /** How much the word tells pages apart (see `wordWeight`); 0 for a word that tells nothing. */
  readonly weight: number;
  /** How the page matched the word, or null. */
  readonly match: MatchQuality | null;
  /** Matched in the page title, a heading, the page's keywords or its description. */
  readonly placed: boolean;
  /** On so many records that a match in body text alone says little (see `isCommon`). */
  readonly common: boolean;
  /** No record of the index has the word, even with a typo. */
  readonly unknown: boolean;
}

export const MIN_COVERAGE = 0.75;
/**
 * A question of `LONG_QUESTION` meaningful words or more needs `MIN_LONG_COVERAGE`: it tells
 * its story in words the answer need not use ("how do I show one thing if a condition is true,
 * another if not" and the `if` tag), and a question about something the site lacks still
 * fails on the words no page has ("Django", "Heroku").
 */
export const LONG_QUESTION = 6;
export const MIN_LONG_COVERAGE = 0.65;
/**
 * A message of `VERY_LONG_QUESTION` meaningful words or more (an assistant passing on a question with
 * its context) needs `MIN_VERY_LONG_COVERAGE`: most of its words say who asks and why.
 */
export const VERY_LONG_QUESTION = 9;
export const MIN_VERY_LONG_COVERAGE = 0.55;
export const TYPO_CREDIT = 0.85;
export const COMMON_TEXT_CREDIT = 0.5;
/** A word on more than this share of the records, and on more than `COMMON_MIN_RECORDS`, is common. */
export const COMMON_SHARE = 0.05;
export const COMMON_MIN_RECORDS = 50;

/**
 * From this many letters on, a word the page matches only through a typo counts as the word:
 * a long word has few neighbours, so its typo means it ("uplaod": upload), where a short word's
 * may be another word ("mask": make).
 */
export const SURE_TYPO_FROM = 6;

/** How a page matched a query word (`word`, as typed), exactly or only through a typo. */
export function matchQuality(exact: boolean, word: string): MatchQuality {
  return exact || [...word].length >= SURE_TYPO_FROM ? 'exact' : 'typo';
}

/** From this many meaningful words on, a page may miss the lightest one. */
export const FORGIVEN_FROM = 3;
/** From this many meaningful words on (a whole question), a page may miss the two lightest. */
export const TWO_FORGIVEN_FROM = 5;

/**
 * A word means something when it has two characters or more: a single letter
 * or digit (the `x` of `src=x`, the `1` of `1=1`) names nothing by itself.
 */
export function isMeaningfulWord(word: string): boolean {
  return [...word].length >= 2;
}

/** Inverse document frequency of a word found on `withWord` of `total` records (0 when not meaningful). */
export function wordWeight(word: string, withWord: number, total: number): number {
  if (!isMeaningfulWord(word)) return 0;
  return Math.log(1 + total / (1 + withWord));
}

/** What a word the site has only in body text weighs, as a share of its weight (see `subjectWeight`). */
export const UNNAMED_SHARE = 0.5;

/**
 * The weight of a word as the subject of a query: in full when some page names it (in a
 * title, heading, keywords or description) or when the site does not have it at all (a
 * word of another product: "kubernetes"); at `UNNAMED_SHARE` when the site has it only in
 * body text. Such a word is rare, so it would weigh most, yet it tells the reader's story
 * ("when someone fills in my form"), not which page answers.
 */
export function subjectWeight(weight: number, named: boolean, unknown: boolean): number {
  return named || unknown ? weight : weight * UNNAMED_SHARE;
}

export function isCommon(withWord: number, total: number): boolean {
  return withWord > Math.max(COMMON_MIN_RECORDS, total * COMMON_SHARE);
}

function credit(word: WordEvidence): number {
  if (!word.match) return 0;
  const placement = word.common && !word.placed ? COMMON_TEXT_CREDIT : 1;
  return placement * (word.match === 'typo' ? TYPO_CREDIT : 1);
}

/**
 * The share of the query's weight a page matches, from 0 to 1 (0 when no word
 * means anything). From `FORGIVEN_FROM` meaningful words on, the lightest word
 * (from `TWO_FORGIVEN_FROM` on, the two lightest)
 * the page misses does not count if the site has it elsewhere: a question has
 * a verb the answer need not use ("how do I *show* a fallback when a variable
 * is empty"), when the page has every other word it matches in its titles,
 * keywords or description. A word the site has nowhere is never forgiven
 * ("react *native* navigation"), nor a word a page only mentions in passing
 * (`'; DROP TABLE users; --` on a page with "drop" in its text).
 *
 * A page the question names (`named`, see `namesPage`) is about it, and may
 * miss one word more.
 */
export function coverage(words: readonly WordEvidence[], named = false): number {
  const meaningful = words.filter((word) => word.weight > 0);
  // Only a page whose matched words are all in its titles, keywords or description is about them.
  const about = named || meaningful.every((word) => !word.match || word.placed);
  const missed = meaningful
    .filter((word) => about && !word.match && !word.unknown)
    .map((word) => word.weight);
  const forgivable =
    (meaningful.length >= TWO_FORGIVEN_FROM ? 2 : meaningful.length >= FORGIVEN_FROM ? 1 : 0) +
    (named ? 1 : 0);
  const forgiven = missed
    .sort((a, b) => a - b)
    .slice(0, forgivable)
    .reduce((sum, weight) => sum + weight, 0);
  const total = meaningful.reduce((sum, word) => sum + word.weight, 0) - forgiven;
  if (total <= 0) return 0;
  return words.reduce((sum, word) => sum + word.weight * credit(word), 0) / total;
}

/** How many of the query's words mean something (weigh more than 0). */
function meaningfulCount(words: readonly WordEvidence[]): number {
  return words.filter((word) => word.weight > 0).length;
}

export function answersQuery(words: readonly WordEvidence[], named = false): boolean {
  return coverage(words, named) >= minCoverage(meaningfulCount(words));
}

/**
 * Whether a question names a page: it has `FORGIVEN_FROM` meaningful words or more, and one of
 * them, as typed, is the page's title (`random` in "show a different testimonial at random").
 */
export function namesPage(words: readonly WordEvidence[], titleIsAWord: boolean): boolean {
  return titleIsAWord && meaningfulCount(words) >= FORGIVEN_FROM;
}

/** The share of its weight a query of so many meaningful words needs a page to match. */
export function minCoverage(meaningful: number): number {
  if (meaningful >= VERY_LONG_QUESTION) return MIN_VERY_LONG_COVERAGE;
  return meaningful >= LONG_QUESTION ? MIN_LONG_COVERAGE : MIN_COVERAGE;
}

/**
 * A query of `ABOUT_FROM` meaningful words or more is answered only by a page that is about
 * it: its standing (ranking.ts: the share of the query's weight in the page's titles,
 * headings, keywords, description or category, its text counting a quarter) is at least
 * `MIN_ABOUT`. A page that has every word of "send a newsletter email to everyone who signed
 * up" somewhere in its text, and none where it says what it is about, does not answer it.
 * A word or two ("exponential backoff") may be looked up in any page's text.
 */
export const ABOUT_FROM = 3;
export const MIN_ABOUT = 0.3;

export function isAboutEnough(words: readonly WordEvidence[], standing: number): boolean {
  return meaningfulCount(words) < ABOUT_FROM || standing >= MIN_ABOUT;
}
