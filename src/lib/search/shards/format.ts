/**
 * The index in term shards: what a large site ships so that a query downloads
 * what it needs, not every page's titles and headings.
 *
 * Past a size (see the search-index plugin), the head of an index file is a
 * manifest (`part: 'terms'`) and its files sit in a folder beside it:
 * - `terms-<key>.json`: every indexed term starting with `<key>` (a letter, a
 *   digit, or `_` for any other character), with the number of records that
 *   have it in their own text. A query reads the files of its words' first
 *   letters (and second, for a typo that swaps the first two);
 * - `postings-<n>.json`: for the terms whose first three letters hash to bucket
 *   `n`, the pages that have them, best placed first (in a title before a
 *   heading before text), at most `topPages` of them. A word and the longer
 *   words it is the start of share a file, and a query can ask for its words'
 *   files while it reads their terms;
 * - `page-<n>.json`: one page of the index as the whole file has it, text and all.
 * The engine then runs over the records of the pages a query's terms lead to,
 * told what the whole index knows (engine.ts, `Corpus`). Every file but the
 * pages has a size set by the vocabulary, not by the number of pages.
 */
import {INDEX_FORMAT_VERSION, indexFileProblem, type CompactPage} from '../indexFormat';

export interface TermsManifest {
  readonly version: typeof INDEX_FORMAT_VERSION;
  readonly part: 'terms';
  readonly site: string;
  /** The folder of the shard files, relative to the manifest's own folder, ending in `/`. */
  readonly dir: string;
  readonly pages: number;
  readonly records: number;
  /** How many postings files the terms are hashed into. */
  readonly buckets: number;
  /** The keys that have a terms file. */
  readonly keys: readonly string[];
  /**
   * The pages are numbered category by category: the first page of each
   * category, in order, so a query can spread its pages over categories as the
   * overlay shows them.
   */
  readonly categoryStarts: readonly number[];
}

/** The category of a page: the number of the last category that starts at or before it. */
export function categoryOfPage(manifest: TermsManifest, page: number): number {
  let category = 0;
  manifest.categoryStarts.forEach((start, index) => {
    if (start <= page) category = index;
  });
  return category;
}

export interface TermsFile {
  readonly part: 'terms';
  /** Each term, with the number of records that have it in their own text. */
  readonly terms: Readonly<Record<string, number>>;
}

export interface PostingsFile {
  readonly part: 'postings';
  /** Each term's pages as `[page, weight, page, weight, ...]`, the best placed first. */
  readonly postings: Readonly<Record<string, readonly number[]>>;
}

export interface PageFile {
  readonly part: 'page';
  readonly page: CompactPage;
}

/** The terms file a term is in: its first character when a letter a-z or a digit, else `_`. */
export function termKey(term: string): string {
  const first = term[0] ?? '';
  return /^[a-z0-9]$/.test(first) ? first : '_';
}

/** The letters of a term that choose its postings file. */
export const POSTINGS_PREFIX = 3;

/** A term's postings bucket: FNV-1a of its first letters' UTF-16 code units, modulo the bucket count. */
export function bucketOf(term: string, buckets: number): number {
  const prefix = term.slice(0, POSTINGS_PREFIX);
  let hash = 0x811c9dc5;
  for (let index = 0; index < prefix.length; index++) {
    hash ^= prefix.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}

export const termsFileName = (key: string): string => `terms-${key}.json`;
export const postingsFileName = (bucket: number): string => `postings-${bucket}.json`;
export const pageFileName = (page: number): string => `page-${page}.json`;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Validates the parsed JSON of a manifest; returns a message naming the first problem, or null. */
export function manifestProblem(data: unknown): string | null {
  const file = data as Partial<TermsManifest> | null;
  if (typeof file !== 'object' || file === null) return 'not an object';
  if (file.part !== 'terms') return 'not a terms manifest';
  if (file.version !== INDEX_FORMAT_VERSION)
    return `version ${String(file.version)} (expected ${INDEX_FORMAT_VERSION})`;
  if (typeof file.site !== 'string') return 'no site';
  // A folder name of its own beside the manifest: never `..`.
  if (typeof file.dir !== 'string' || !/^\w[\w.-]*\/$/.test(file.dir) || file.dir.includes('..'))
    return 'no folder';
  if (!isCount(file.pages) || !isCount(file.records)) return 'no page or record count';
  if (!isCount(file.buckets) || file.buckets < 1) return 'no bucket count';
  if (!Array.isArray(file.keys) || !file.keys.every((key) => /^[a-z0-9_]$/.test(String(key))))
    return 'keys that are not a letter, a digit or _';
  if (!Array.isArray(file.categoryStarts) || !file.categoryStarts.every(isCount))
    return 'no category starts';
  return null;
}

/** What a shard file of `part` holds under `field`, or the problem with it. */
function shardContent(data: unknown, part: string, field: string): object | string {
  const file = data as Record<string, unknown> | null;
  if (typeof file !== 'object' || file === null) return 'not an object';
  const content = file[field];
  if (file.part !== part || typeof content !== 'object' || content === null)
    return `not a ${part} file`;
  return content;
}

export function termsFileProblem(data: unknown): string | null {
  const terms = shardContent(data, 'terms', 'terms');
  if (typeof terms === 'string') return terms;
  return Object.values(terms).every(isCount) ? null : 'a term count that is not a count';
}

export function postingsFileProblem(data: unknown): string | null {
  const postings = shardContent(data, 'postings', 'postings');
  if (typeof postings === 'string') return postings;
  const fine = Object.values(postings).every(
    (list) => Array.isArray(list) && list.length % 2 === 0 && list.every(isCount),
  );
  return fine ? null : 'postings that are not pairs of counts';
}

export function pageFileProblem(data: unknown): string | null {
  const file = data as Partial<PageFile> | null;
  if (typeof file !== 'object' || file === null) return 'not an object';
  if (file.part !== 'page') return 'not a page file';
  return indexFileProblem({version: INDEX_FORMAT_VERSION, site: '', pages: [file.page]});
}
