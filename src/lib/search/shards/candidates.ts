/**
 * Which pages a query is answered from, on an index in term shards: the
 * indexed terms each word of the query matches (as the engine matches them),
 * then the pages those terms' postings lead to, the pages that have the most
 * words first and, among those, the best placed.
 */
import {termMatches, type Vocabulary} from '../engine';
import {compoundSplits, isSplitWhenUnknown, type QueryGroup, type QueryTerm} from '../query';
import {termKey} from './format';

/** An indexed term a word matches, and how well: 1 as typed, less for a longer word or a typo. */
export interface TermMatch {
  readonly term: string;
  readonly factor: number;
}

/** As the engine weighs a match (MiniSearch's prefix and fuzzy weights). */
const PREFIX_FACTOR = 0.75;
const TYPO_FACTOR = 0.45;
/** The terms a word may stand for at most (a prefix being typed matches many). */
export const TERMS_PER_WORD = 24;

/** The terms files a query term's matches are in: its first letter's, and the second's when it may have a typo. */
function keysOfTerm({term, typos}: QueryTerm): string[] {
  // A typo may swap the first two letters ("lsit").
  return typos > 0 && term.length > 1 ? [termKey(term), termKey(term.slice(1))] : [termKey(term)];
}

/** The terms files a query reads. */
export function keysFor(groups: readonly QueryGroup[]): string[] {
  return [...new Set(groups.flatMap((group) => group.terms.flatMap(keysOfTerm)))].sort();
}

/**
 * The terms files that tell whether a word the site lacks is two words it has written together
 * (query.ts, `compoundParts`: "wordpress" may be word and press, or wor and dpress): those of each
 * second part it may have. None for a word the loaded files have, one still being typed, or one
 * split where the reader split it (`runs`, "null-coalescing").
 */
export function compoundKeys(groups: readonly QueryGroup[], vocabulary: Vocabulary): string[] {
  const has = (term: string) => vocabulary.has(term);
  const keys = new Set<string>();
  for (const group of groups) {
    if (group.runs || !isSplitWhenUnknown(group, has)) continue;
    for (const [, second = ''] of compoundSplits(group.word)) keys.add(termKey(second));
  }
  return [...keys].sort();
}

/** The loaded terms: each term with the number of records that have it, by terms file key. */
export type LoadedTerms = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** The number of records that have a term in their own text (0 for a term the loaded files lack). */
function recordsOfTerm(term: string, loaded: LoadedTerms): number {
  return loaded.get(termKey(term))?.get(term) ?? 0;
}

export function vocabularyOf(loaded: LoadedTerms): Vocabulary {
  return {has: (term) => loaded.get(termKey(term))?.has(term) ?? false};
}

/** Every indexed term a word matches, best first (as typed, then the most frequent). */
export function allGroupTerms(group: QueryGroup, loaded: LoadedTerms): TermMatch[] {
  const found = new Map<string, number>();
  const consider = (docTerm: string) => {
    for (const term of group.terms) {
      const how = termMatches(term, docTerm);
      if (!how) continue;
      const factor = how === 'typo' ? TYPO_FACTOR : docTerm === term.term ? 1 : PREFIX_FACTOR;
      if ((found.get(docTerm) ?? 0) < factor) found.set(docTerm, factor);
    }
  };
  for (const term of group.terms) {
    if (term.typos === 0 && !term.prefix) {
      if (loaded.get(termKey(term.term))?.has(term.term)) consider(term.term);
      continue;
    }
    for (const key of new Set(keysOfTerm(term)))
      for (const docTerm of loaded.get(key)?.keys() ?? []) consider(docTerm);
  }
  const count = (term: string) => recordsOfTerm(term, loaded);
  return [...found]
    .map(([term, factor]) => ({term, factor}))
    .sort(
      (a, b) => b.factor - a.factor || count(b.term) - count(a.term) || (a.term < b.term ? -1 : 1),
    );
}

/** The terms a word is looked up by: the best `TERMS_PER_WORD` of them. */
export function groupTerms(group: QueryGroup, loaded: LoadedTerms): TermMatch[] {
  return allGroupTerms(group, loaded).slice(0, TERMS_PER_WORD);
}

/** On how many records a word is found: its terms' records, at most every record. */
export function recordsWith(group: QueryGroup, loaded: LoadedTerms, recordCount: number): number {
  const sum = allGroupTerms(group, loaded).reduce(
    (total, {term}) => total + recordsOfTerm(term, loaded),
    0,
  );
  return Math.min(sum, recordCount);
}

export interface PageChoice {
  /** Pages in all, best first. */
  readonly limit: number;
  /** Each word's best pages that are taken even when others match more words. */
  readonly perWord: number;
  /** Pages of one category at most (the overlay shows 5 hits a category). */
  readonly perCategory: number;
}

/**
 * The pages to answer from: the pages that match the most words, then the
 * heaviest sum of each word's best weight, at most `perCategory` of a
 * category; with each word's own best pages, so that a page about one word of
 * the query is not crowded out by pages that mention them all in passing.
 */
export function choosePages(
  words: readonly (readonly TermMatch[])[],
  postingsOf: (term: string) => readonly number[] | undefined,
  categoryOf: (page: number) => number,
  {limit, perWord, perCategory}: PageChoice,
): number[] {
  const byWord = words.map((terms) => {
    const best = new Map<number, number>();
    for (const {term, factor} of terms) {
      const list = postingsOf(term) ?? [];
      for (let index = 0; index + 1 < list.length; index += 2) {
        const page = list[index] ?? 0;
        const score = (list[index + 1] ?? 0) * factor;
        if ((best.get(page) ?? 0) < score) best.set(page, score);
      }
    }
    return best;
  });
  const totals = new Map<number, {matched: number; score: number}>();
  for (const best of byWord)
    for (const [page, score] of best) {
      const total = totals.get(page) ?? {matched: 0, score: 0};
      totals.set(page, {matched: total.matched + 1, score: total.score + score});
    }
  const ranked = [...totals]
    .sort(([pageA, a], [pageB, b]) => b.matched - a.matched || b.score - a.score || pageA - pageB)
    .map(([page]) => page);
  const chosen = new Set<number>();
  const inCategory = new Map<number, number>();
  for (const page of ranked) {
    if (chosen.size === limit) break;
    const category = categoryOf(page);
    const count = inCategory.get(category) ?? 0;
    if (count === perCategory) continue;
    inCategory.set(category, count + 1);
    chosen.add(page);
  }
  for (const best of byWord)
    [...best]
      .sort(([pageA, a], [pageB, b]) => b - a || pageA - pageB)
      .slice(0, perWord)
      .forEach(([page]) => chosen.add(page));
  return [...chosen];
}
