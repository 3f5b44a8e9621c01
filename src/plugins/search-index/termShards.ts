/**
 * Cuts an index file into term shards (format.ts). One pass over the pages and
 * one sort per term: the cost grows with the text indexed.
 */
import {BOOST, fieldValue, indexedTerms, ownFields, type Field} from '../../lib/search/engine';
import {KIND_PENALTY, pageKind, type PageKind} from '../../lib/search/ranking';
import {compact} from '../../lib/search/text';
import {expandPage, type CompactIndexFile, type CompactPage} from '../../lib/search/indexFormat';
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
} from '../../lib/search/shards/format';

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

/**
 * A page's weight for a term, as the engine would rank the page for it: the
 * best field it has the term in (its boost, times two), more when the term is
 * the page's whole title (a reference name), less on an overview or a
 * changelog entry (ranking.ts); at least 1.
 */
export function pageWeight(field: Field, exactTitle: boolean, kind: PageKind): number {
  const weight = BOOST[field] * 2 + (exactTitle ? EXACT_TITLE_BONUS : 0) - KIND_PENALTY[kind] * 2;
  return Math.max(1, Math.round(weight));
}

const EXACT_TITLE_BONUS = 4;

export function termShards(file: CompactIndexFile, options: ShardOptions): TermShards {
  const topPages = options.topPages ?? DEFAULT_TOP_PAGES;
  const recordsWith = new Map<string, number>();
  // Each term's pages with their weight, in page order.
  const pagesWith = new Map<string, number[]>();
  const files = new Map<string, TermsFile | PostingsFile | PageFile>();
  let records = 0;

  // Pages numbered category by category, each category in the index's order (format.ts).
  const byCategory = new Map<string, CompactPage[]>();
  for (const page of file.pages) {
    const group = byCategory.get(page.category);
    if (group) group.push(page);
    else byCategory.set(page.category, [page]);
  }
  const categoryStarts: number[] = [];
  const pages: CompactPage[] = [];
  for (const group of byCategory.values()) {
    categoryStarts.push(pages.length);
    pages.push(...group);
  }

  pages.forEach((page, pageIndex) => {
    files.set(pageFileName(pageIndex), {part: 'page', page});
    const weights = new Map<string, number>();
    const kind = pageKind(page.path, page.keywords);
    const title = compact(page.title);
    // How many of the fields that describe the page (title, description, keywords) have each term.
    const describing = new Map<string, number>();
    for (const record of expandPage(file.site, page)) {
      records += 1;
      const seen = new Set<string>();
      for (const field of ownFields(record)) {
        const inField = new Set(indexedTerms(fieldValue(record, field)));
        for (const term of inField) {
          seen.add(term);
          const weight = pageWeight(field, field === 'lvl1' && term === title, kind);
          if ((weights.get(term) ?? 0) < weight) weights.set(term, weight);
          if (record.type === 'lvl1') describing.set(term, (describing.get(term) ?? 0) + 1);
        }
      }
      for (const term of seen) recordsWith.set(term, (recordsWith.get(term) ?? 0) + 1);
    }
    // A page whose title, description and keywords all have the term is more about it (as BM25
    // scores a term found in several fields).
    for (const [term, count] of describing) weights.set(term, (weights.get(term) ?? 0) + count - 1);
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
      pages: pages.length,
      records,
      buckets,
      keys: [...terms.keys()].sort(),
      categoryStarts,
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
