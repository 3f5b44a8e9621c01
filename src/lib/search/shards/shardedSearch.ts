/**
 * Search over an index in term shards (format.ts): for each query, the terms
 * files of its words' letters, the postings of the terms they match, then the
 * pages those lead to, and the engine over those pages' records, told what the
 * whole index knows. Every file is fetched once per page session; a failed
 * fetch is not kept, so the next query tries again.
 */
import {createEngine, searchedGroups, type Corpus, type Engine} from '../engine';
import {isMeaningfulWord} from '../answerable';
import {expandPage} from '../indexFormat';
import {analyzeQuery} from '../query';
import type {SearchRecord} from '../types';
import {
  choosePages,
  compoundKeys,
  groupTerms,
  keysFor,
  recordsWith,
  vocabularyOf,
  type LoadedTerms,
  type PageChoice,
} from './candidates';
import {
  bucketOf,
  categoryOfPage,
  pageFileName,
  pageFileProblem,
  POSTINGS_PREFIX,
  postingsFileName,
  postingsFileProblem,
  termsFileName,
  termsFileProblem,
  type PageFile,
  type PostingsFile,
  type TermsFile,
  type TermsManifest,
} from './format';

/** Fetches a shard file by name, checked with `problem`; rejects with a message naming what failed. */
export type ShardFetcher = <T>(
  name: string,
  what: string,
  problem: (data: unknown) => string | null,
) => Promise<T>;

/**
 * The overlay shows the hits of the eight best pages, five at most of a category
 * as it shows five hits a category (and each word's best page); the results page, of sixty.
 */
export const OVERLAY_PAGES: PageChoice = {limit: 8, perWord: 1, perCategory: 5};
export const RESULTS_PAGES: PageChoice = {limit: 60, perWord: 10, perCategory: 60};

export interface ShardedSearch {
  /** The engine for one query, over the pages its terms lead to. */
  engineFor(query: string, choice: PageChoice): Promise<Engine>;
}

const nothingToSearch = createEngine([]);

export function createShardedSearch(
  manifest: TermsManifest,
  fetchShard: ShardFetcher,
): ShardedSearch {
  const files = new Map<string, Promise<unknown>>();
  const once = <T>(name: string, what: string, problem: (data: unknown) => string | null) => {
    let pending = files.get(name) as Promise<T> | undefined;
    if (!pending) {
      pending = fetchShard<T>(name, what, problem);
      files.set(name, pending);
      pending.catch(() => files.delete(name));
    }
    return pending;
  };
  const terms = new Map<string, ReadonlyMap<string, number>>();
  const postings = new Map<string, readonly number[]>();
  const records = new Map<number, readonly SearchRecord[]>();
  let last: {key: string; engine: Engine} | null = null;

  async function loadTerms(keys: readonly string[]): Promise<LoadedTerms> {
    await Promise.all(
      keys
        .filter((key) => manifest.keys.includes(key) && !terms.has(key))
        .map(async (key) => {
          const file = await once<TermsFile>(termsFileName(key), 'index terms', termsFileProblem);
          terms.set(key, new Map(Object.entries(file.terms)));
        }),
    );
    return terms;
  }

  async function loadPostings(wanted: readonly string[]): Promise<void> {
    const buckets = new Set(
      wanted.filter((term) => !postings.has(term)).map((term) => bucketOf(term, manifest.buckets)),
    );
    await Promise.all(
      [...buckets].map(async (bucket) => {
        const file = await once<PostingsFile>(
          postingsFileName(bucket),
          'index postings',
          postingsFileProblem,
        );
        for (const [term, list] of Object.entries(file.postings)) postings.set(term, list);
      }),
    );
  }

  async function loadRecords(pages: readonly number[]): Promise<SearchRecord[]> {
    await Promise.all(
      pages
        .filter((page) => !records.has(page))
        .map(async (page) => {
          const file = await once<PageFile>(pageFileName(page), 'index page', pageFileProblem);
          records.set(page, expandPage(manifest.site, file.page));
        }),
    );
    return pages.flatMap((page) => records.get(page) ?? []);
  }

  return {
    async engineFor(query, choice) {
      const analyzed = analyzeQuery(query);
      const asked = analyzed.filter((group) => !group.optional);
      const keys = keysFor(asked);
      // Nothing to look up yet (a first letter): the engine answers with nothing (engine.ts), and
      // the terms file of the letter is on its way for the next keystroke.
      if (!asked.some((group) => isMeaningfulWord(group.word))) {
        void loadTerms(keys).catch(() => undefined);
        return nothingToSearch;
      }
      // The postings of the words as typed, with their stems and synonyms, are asked for with the
      // terms: a word and its longer forms share a file (format.ts). The terms a word matches (its
      // longer forms, its typos) are known once the terms files are in, at once when they were
      // loaded before (a reader types a word's letters first): their postings are asked for then,
      // alongside, not after, the likely ones.
      const likely = asked.flatMap((group) =>
        group.terms.filter(({term}) => term.length >= POSTINGS_PREFIX).map(({term}) => term),
      );
      const likelyPostings = loadPostings(likely);
      // Its failure is the query's, below; while the terms are awaited it is not unhandled.
      likelyPostings.catch(() => undefined);
      const loaded = await loadTerms(keys);
      const vocabulary = vocabularyOf(loaded);
      // The words the engine will search (engine.ts, `searchedGroups`): a word the site lacks may
      // be two it has written together ("wordpress"), whose terms files are read first.
      await loadTerms(compoundKeys(asked, vocabulary));
      const groups = searchedGroups(analyzed, vocabulary);
      await loadTerms(keysFor(groups));
      const words = groups.map((group) => groupTerms(group, loaded));
      await Promise.all([
        likelyPostings,
        loadPostings(words.flatMap((matches) => matches.map(({term}) => term))),
      ]);
      const pages = choosePages(
        words,
        (term) => postings.get(term),
        (page) => categoryOfPage(manifest, page),
        choice,
      ).sort((a, b) => a - b);
      const key = pages.join(' ');
      if (last?.key === key) return last.engine;
      const corpus: Corpus = {
        recordCount: manifest.records,
        vocabulary,
        recordsWith: (group) => recordsWith(group, loaded, manifest.records),
      };
      const engine = createEngine(await loadRecords(pages), corpus);
      last = {key, engine};
      return engine;
    },
  };
}
