/**
 * The index file: the records of every page, written compactly. A page is its
 * path, title and category, then its items in page order: a text block is a
 * string, a heading is `[level, text, anchor]`. Everything else of a record
 * (the hierarchy above it, its URL and hash, its type, position and objectID)
 * follows from that order, so `expandIndex(compactIndex(records))` gives the
 * records back exactly, at a fraction of the size of the records as JSON.
 *
 * Version 3 adds to a page what the reader never sees on it but searches for:
 * its description and its keywords (frontmatter keywords, and for an API
 * endpoint its method and path). Both are optional and go on the page's title
 * record only.
 */
import type {Hierarchy, RecordType, SearchRecord} from './types';

export const INDEX_FORMAT_VERSION = 3;

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;
/** A heading: its level, its text and its id (null: the anchor of the heading before it stays). */
export type CompactHeading = readonly [HeadingLevel, string, string | null];
export type CompactItem = string | CompactHeading;

export interface CompactPage {
  /** Path with base URL, without origin or hash. */
  readonly path: string;
  readonly title: string;
  readonly category: string;
  /** The page's description (frontmatter or first paragraph), when it has one. */
  readonly description?: string;
  /** Words the page is found by without showing them: frontmatter keywords, an endpoint's method and path. */
  readonly keywords?: string;
  readonly items: readonly CompactItem[];
}

export interface CompactIndexFile {
  readonly version: typeof INDEX_FORMAT_VERSION;
  /** The site's origin, prefixed to every path to give absolute URLs. */
  readonly site: string;
  readonly pages: readonly CompactPage[];
}

/** A record's objectID: readable, stable while the page keeps its URL and the order of its records. */
export function recordId(path: string, type: RecordType, ordinal: number): string {
  return `${path} ${type} ${ordinal}`;
}

/** Builds the records of one page from its items (the same walk the extraction does). */
export function expandPage(site: string, page: CompactPage): SearchRecord[] {
  const records: SearchRecord[] = [];
  const headings: (string | null)[] = [null, null, null, null, null];
  const ordinals = new Map<string, number>();
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null) => {
    const path = anchor ? `${page.path}#${anchor}` : page.path;
    const key = `${path}|${type}`;
    const ordinal = ordinals.get(key) ?? 0;
    ordinals.set(key, ordinal + 1);
    const hierarchy: Hierarchy = {
      lvl0: page.category,
      lvl1: page.title,
      lvl2: headings[0] ?? null,
      lvl3: headings[1] ?? null,
      lvl4: headings[2] ?? null,
      lvl5: headings[3] ?? null,
      lvl6: headings[4] ?? null,
    };
    const isTitle = type === 'lvl1';
    records.push({
      objectID: recordId(path, type, ordinal),
      url: `${site}${path}`,
      type,
      content,
      hierarchy,
      position: records.length,
      ...(isTitle && page.description ? {description: page.description} : {}),
      ...(isTitle && page.keywords ? {keywords: page.keywords} : {}),
    });
  };

  push('lvl1', null);
  for (const item of page.items) {
    if (typeof item === 'string') {
      push('content', item);
      continue;
    }
    const [level, text, id] = item;
    headings[level - 2] = text;
    for (let index = level - 1; index < headings.length; index++) headings[index] = null;
    if (id) anchor = id;
    push(`lvl${level}` as RecordType, null);
  }
  return records;
}

export function expandIndex(file: CompactIndexFile): SearchRecord[] {
  return file.pages.flatMap((page) => expandPage(file.site, page));
}

/** Validates the parsed JSON of an index file; returns a message naming the first problem, or null. */
export function indexFileProblem(data: unknown): string | null {
  const file = data as Partial<CompactIndexFile> | null;
  if (typeof file !== 'object' || file === null) return 'not an object';
  if (file.version !== INDEX_FORMAT_VERSION)
    return `version ${String(file.version)} (expected ${INDEX_FORMAT_VERSION})`;
  if (typeof file.site !== 'string') return 'no site';
  if (!Array.isArray(file.pages)) return 'no pages';
  for (const [index, page] of file.pages.entries()) {
    const candidate = page as Partial<CompactPage> | null;
    if (
      typeof candidate?.path !== 'string' ||
      typeof candidate.title !== 'string' ||
      typeof candidate.category !== 'string' ||
      !Array.isArray(candidate.items) ||
      (candidate.description !== undefined && typeof candidate.description !== 'string') ||
      (candidate.keywords !== undefined && typeof candidate.keywords !== 'string')
    ) {
      return `page ${index} lacks path, title, category or items, or has a description or keywords that are not text`;
    }
    const bad = candidate.items.find(
      (item) =>
        typeof item !== 'string' &&
        !(
          Array.isArray(item) &&
          [2, 3, 4, 5, 6].includes(item[0] as number) &&
          typeof item[1] === 'string' &&
          (item[2] === null || typeof item[2] === 'string')
        ),
    );
    if (bad !== undefined)
      return `page ${candidate.path} has an item that is neither text nor a heading`;
  }
  return null;
}
