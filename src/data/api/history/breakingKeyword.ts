/**
 * Readers ask whether an API change breaks anything ("is there a breaking change to webhook
 * signatures"); the history knows which rows do, so the changelog entry that announces one is found
 * by `breaking change` (the search index adds it to the entry's keywords).
 */
import type {EntryChangeLink} from './notes';

export const BREAKING_KEYWORD = 'breaking change';

/** The entry's keywords with `BREAKING_KEYWORD` added when one of its rows breaks clients. */
export function keywordsWithBreaking(
  keywords: unknown,
  links: readonly EntryChangeLink[],
): unknown {
  if (!links.some((link) => link[4] === true)) return keywords;
  const own = Array.isArray(keywords) ? (keywords as unknown[]) : [];
  return own.includes(BREAKING_KEYWORD) ? own : [...own, BREAKING_KEYWORD];
}
