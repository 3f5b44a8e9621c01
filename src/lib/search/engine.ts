/**
 * The embedded search engine: MiniSearch over the index records, with the
 * ranking a reader expects.
 *
 * Matching: every word of the query must match (in any level of the record's
 * hierarchy or its text); the last word also matches as a prefix while it is
 * being typed; a word of 4 letters or more may have one typo, of 8 or more two.
 * A record is a hit only if at least one word matches its own text (its title,
 * heading or text block), so a section is not returned just because its page
 * title matches.
 *
 * Ranking, in order: an exact match of the whole query on a page title (a
 * reference name such as `date`), then on a heading; fewer typos; page titles,
 * then headings by level, then text; MiniSearch's BM25 score; page order.
 * One hit per URL (the best record of each section).
 */
import MiniSearch, {type SearchResult as MiniSearchResult} from 'minisearch';
import type {QueryMatch} from './highlight';
import type {RecordType, SearchRecord} from './types';
import {compact, indexTerms, normalizeTerm, queryTerms} from './text';

const FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'lvl0'] as const;
type Field = (typeof FIELDS)[number];

const BOOST: Record<Field, number> = {
  lvl1: 4,
  lvl2: 3,
  lvl3: 2,
  lvl4: 1.5,
  lvl5: 1.5,
  lvl6: 1.5,
  content: 1,
  lvl0: 0.5,
};
const LEVEL_RANK: Record<RecordType, number> = {
  lvl1: 0,
  lvl2: 1,
  lvl3: 2,
  lvl4: 3,
  lvl5: 4,
  lvl6: 5,
  content: 6,
};

/** The typos a query word may have: none under 4 letters, one from 4, two from 8. */
export function maxTypos(term: string): number {
  const length = [...term].length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** Edit distance between a and b, or max + 1 as soon as it exceeds max. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

function fieldValue(record: SearchRecord, field: string): string {
  if (field === 'content') return record.content ?? '';
  return record.hierarchy[field as Field & keyof SearchRecord['hierarchy']] ?? '';
}

/** The text a record stands for: its title, its heading or its text block. */
export function ownText(record: SearchRecord): string {
  return fieldValue(record, record.type);
}

export interface RankedHit {
  readonly record: SearchRecord;
  /** Each query word with the indexed terms it matched in this record. */
  readonly matches: readonly QueryMatch[];
  readonly score: number;
}

export interface EngineResult {
  readonly hits: readonly RankedHit[];
  /** Hits before the limit was applied (one per URL). */
  readonly nbHits: number;
}

export interface Engine {
  search(query: string, options?: {readonly limit?: number}): EngineResult;
}

interface Candidate extends RankedHit {
  readonly keys: readonly number[];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function processTerm(term: string): string {
  return normalizeTerm(term);
}

function createMiniSearch(): MiniSearch<SearchRecord> {
  return new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: [...FIELDS],
    storeFields: [],
    extractField: (record, field) =>
      field === 'objectID' ? record.objectID : fieldValue(record, field),
    tokenize: (text) => indexTerms(text),
    processTerm,
    searchOptions: {
      tokenize: (text) => queryTerms(text),
      processTerm,
      combineWith: 'AND',
      boost: BOOST,
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => maxTypos(term),
      maxFuzzy: 2,
      weights: {fuzzy: 0.45, prefix: 0.75},
    },
  });
}

/** Builds the engine from the records (in the browser, once per session). */
export function createEngine(records: readonly SearchRecord[]): Engine {
  const miniSearch = createMiniSearch();
  miniSearch.addAll(records);
  const byId = new Map(records.map((record) => [record.objectID, record]));

  return {
    search(query, {limit = 20} = {}) {
      const words = queryTerms(query)
        .map(normalizeTerm)
        .filter((word) => word.length > 0);
      if (words.length === 0) return {hits: [], nbHits: 0};
      const wanted = compact(query);
      // A single letter expands to a large share of the vocabulary: while the reader has typed one
      // letter, look for it in titles and headings only (the next letter searches everything).
      const oneLetter = words.length === 1 && [...(words[0] ?? '')].length === 1;
      const results: MiniSearchResult[] = miniSearch.search(
        words.join(' '),
        oneLetter ? {fields: ['lvl1', 'lvl2', 'lvl3']} : {},
      );

      const bestByUrl = new Map<string, Candidate>();
      for (const result of results) {
        const record = byId.get(String(result.id));
        if (!record) continue;
        const matchedInOwnText = Object.values(result.match).some((fields) =>
          fields.includes(record.type),
        );
        if (!matchedInOwnText) continue;

        let typos = 0;
        const matches: QueryMatch[] = words.map((word, index) => {
          const isLast = index === words.length - 1;
          const docTerms = new Set<string>();
          let exact = false;
          for (const term of result.terms) {
            if (term === word || (isLast && term.startsWith(word))) {
              docTerms.add(term);
              exact = true;
            } else if (boundedDistance(word, term, maxTypos(word)) <= maxTypos(word)) {
              docTerms.add(term);
            }
          }
          if (!exact) typos += 1;
          return {queryTerm: word, docTerms};
        });

        const own = compact(ownText(record));
        const exactTier = own === wanted ? (record.type === 'lvl1' ? 0 : 1) : 2;
        const candidate: Candidate = {
          record,
          matches,
          score: result.score,
          keys: [exactTier, typos, LEVEL_RANK[record.type], -result.score, record.position],
        };
        const current = bestByUrl.get(record.url);
        if (!current || compareKeys(candidate.keys, current.keys) < 0)
          bestByUrl.set(record.url, candidate);
      }

      const ranked = [...bestByUrl.values()].sort((a, b) => compareKeys(a.keys, b.keys));
      return {
        hits: ranked.slice(0, limit).map(({record, matches, score}) => ({record, matches, score})),
        nbHits: ranked.length,
      };
    },
  };
}
