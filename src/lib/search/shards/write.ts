/**
 * Cuts an index file into term shards (format.ts). One pass over the pages and
 * one sort per term: the cost grows with the text indexed.
 */
import {BOOST, fieldText, indexedTerms, ownFields} from '../engine';
import {expandPage, type CompactIndexFile} from '../indexFormat';
import {
  bucketOf,
  pageFileName,
  POSTINGS_PREFIX,
  postingsFileName,
  termKey,
  termsFileName,
  type PageFile,
  type PostingsFile,
  type TermsFile,
  type TermsManifest,
} from './format';

export interface ShardOptions {
  /** The folder of the shard files, relative to the manifest's folder, ending in `/`. */
  readonly dir: string;
  /** The pages kept per term, best placed first. */
  readonly topPages?: number;
  /** About how many starts of terms (their first three letters) share a postings file. */
  readonly prefixesPerBucket?: number;
}

export interface TermShards {
  readonly manifest: TermsManifest;
  /** Each shard file by its name in `dir`. */
  readonly files: ReadonlyMap<string, TermsFile | PostingsFile | PageFile>;
}

/** Enough pages per term for the overlay's dozen and the results page's sixty. */
export const DEFAULT_TOP_PAGES = 64;
/** Small postings files: a query's words fetch a few KB, not their neighbours' lists. */
const DEFAULT_PREFIXES_PER_BUCKET = 2;

/** A page's weight for a term: the best field it has the term in, as the engine boosts it, times two. */
const weightOf = (field: keyof typeof BOOST): number => Math.round(BOOST[field] * 2);

export function termShards(file: CompactIndexFile, options: ShardOptions): TermShards {
  const topPages = options.topPages ?? DEFAULT_TOP_PAGES;
  const recordsWith = new Map<string, number>();
  // Each term's pages with their weight, in page order.
  const pagesWith = new Map<string, number[]>();
  const files = new Map<string, TermsFile | PostingsFile | PageFile>();
  let records = 0;

  file.pages.forEach((page, pageIndex) => {
    files.set(pageFileName(pageIndex), {part: 'page', page});
    const weights = new Map<string, number>();
    for (const record of expandPage(file.site, page)) {
      records += 1;
      const seen = new Set<string>();
      for (const field of ownFields(record)) {
        const weight = weightOf(field);
        for (const term of indexedTerms(fieldText(record, field))) {
          seen.add(term);
          if ((weights.get(term) ?? 0) < weight) weights.set(term, weight);
        }
      }
      for (const term of seen) recordsWith.set(term, (recordsWith.get(term) ?? 0) + 1);
    }
    for (const [term, weight] of weights) {
      let list = pagesWith.get(term);
      if (!list) pagesWith.set(term, (list = []));
      list.push(pageIndex, weight);
    }
  });

  const prefixes = new Set([...recordsWith.keys()].map((term) => term.slice(0, POSTINGS_PREFIX)));
  const prefixesPerBucket = options.prefixesPerBucket ?? DEFAULT_PREFIXES_PER_BUCKET;
  const buckets = Math.max(1, Math.ceil(prefixes.size / prefixesPerBucket));
  const terms = new Map<string, Record<string, number>>();
  const postings = new Map<number, Record<string, number[]>>();
  for (const [term, count] of [...recordsWith].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const key = termKey(term);
    let keyed = terms.get(key);
    if (!keyed) terms.set(key, (keyed = {}));
    keyed[term] = count;
    const bucket = bucketOf(term, buckets);
    let bucketed = postings.get(bucket);
    if (!bucketed) postings.set(bucket, (bucketed = {}));
    bucketed[term] = bestPages(pagesWith.get(term) ?? [], topPages);
  }
  for (const [key, keyed] of terms) files.set(termsFileName(key), {part: 'terms', terms: keyed});
  for (let bucket = 0; bucket < buckets; bucket++)
    files.set(postingsFileName(bucket), {part: 'postings', postings: postings.get(bucket) ?? {}});

  return {
    manifest: {
      version: file.version,
      part: 'terms',
      site: file.site,
      dir: options.dir,
      pages: file.pages.length,
      records,
      buckets,
      keys: [...terms.keys()].sort(),
    },
    files,
  };
}

/** `[page, weight, ...]` in page order -> the `limit` heaviest, heaviest first (page order on ties). */
export function bestPages(flat: readonly number[], limit: number): number[] {
  const pairs: [number, number][] = [];
  for (let index = 0; index + 1 < flat.length; index += 2)
    pairs.push([flat[index] ?? 0, flat[index + 1] ?? 0]);
  pairs.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return pairs.slice(0, limit).flat();
}
