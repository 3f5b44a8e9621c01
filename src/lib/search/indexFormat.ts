/**
 * The index file: the records of every page, written compactly. A page is its
 * path, title and category, then its items in page order: a text block is a
 * string, a heading is `[level, text, anchor]` (`[level, text]` when the anchor is the
 * one its text gives, `headingAnchor`). Everything else of a record
 * (the hierarchy above it, its URL and hash, its type, position and objectID)
 * follows from that order, so `expandIndex(compactIndex(records))` gives the
 * records back exactly, at a fraction of the size of the records as JSON.
 *
 * Version 3 adds to a page what the reader never sees on it but searches for:
 * its description and its keywords (frontmatter keywords, and for an API
 * endpoint its method and path). Both are optional and go on the page's title
 * record only.
 *
 * Head and body: the browser does not wait for the whole index before its
 * first answer. `splitIndex` cuts an index file in two: the head (every page's
 * path, title, category, description, keywords and headings, about a sixth of
 * the bytes) and the body (every page's text blocks, and the headings that many
 * pages share: "Parameters", "Examples", "Result" say how a page is laid out,
 * and the ranking reads them as body text). In the head, each run of body items
 * is replaced by how many it holds, so the head alone expands to the title and
 * heading records with the positions they have in the whole index (a heading
 * under a shared one lacks that level of its hierarchy until the body arrives),
 * and `joinIndex(head, body)` gives the whole file back exactly.
 * The overlay answers from the head first and from the whole index as soon as
 * the body has arrived. The split is by kind of text, within one index file:
 * an index cut into several files by any other key (a shard per docs version,
 * say) splits each of its files the same way, head and body side by side.
 */
import type {Hierarchy, RecordType, SearchRecord} from './types';
import {SHARED_HEADING_PAGES, headingKey, sharedHeadings} from './sharedHeadings';

export const INDEX_FORMAT_VERSION = 4;

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;
/**
 * A heading: its level, its text and its id (null: the anchor of the heading before it stays).
 * The id is left out when it is the one `headingAnchor` derives from the text, as most are.
 */
export type CompactHeading =
  readonly [HeadingLevel, string] | readonly [HeadingLevel, string, string | null];
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
  /** The docs version of a page of versioned docs; absent on every other page. */
  readonly version?: string;
}

export interface CompactIndexFile {
  readonly version: typeof INDEX_FORMAT_VERSION;
  /** The site's origin, prefixed to every path to give absolute URLs. */
  readonly site: string;
  readonly pages: readonly CompactPage[];
}

/**
 * The anchor a heading of this text gets (the slugger's rule for the first heading of that text on
 * a page): lower case, spaces as hyphens, punctuation dropped. Version 4 stores a heading's id only
 * when it differs, which takes a fifth off the index head.
 */
export function headingAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** A heading as the index stores it: without its id when `headingAnchor` gives it back. */
export function compactHeading(
  level: HeadingLevel,
  text: string,
  id: string | null,
): CompactHeading {
  return id !== null && id === headingAnchor(text) ? [level, text] : [level, text, id];
}

/** A record's objectID: readable, stable while the page keeps its URL and the order of its records. */
export function recordId(path: string, type: RecordType, ordinal: number): string {
  return `${path} ${type} ${ordinal}`;
}

/** A head page's item: a heading, or how many items (text blocks, shared headings) the body holds at that place. */
export type HeadItem = number | CompactHeading;

export interface HeadPage extends Omit<CompactPage, 'items'> {
  readonly items: readonly HeadItem[];
}

export interface IndexHeadFile {
  readonly version: typeof INDEX_FORMAT_VERSION;
  readonly part: 'head';
  readonly site: string;
  readonly pages: readonly HeadPage[];
}

export interface IndexBodyFile {
  readonly version: typeof INDEX_FORMAT_VERSION;
  readonly part: 'body';
  /** Each page's text blocks and shared headings in page order, page for page with the head. */
  readonly texts: readonly (readonly CompactItem[])[];
}

/**
 * Cuts an index file into its head and its body (see the top of this file). A heading that
 * `minPages` pages or more share (sharedHeadings.ts) goes to the body with the text blocks: the
 * ranking reads it as body text anyway, and the head is what the first query waits for.
 */
export function splitIndex(
  file: CompactIndexFile,
  minPages = SHARED_HEADING_PAGES,
): {head: IndexHeadFile; body: IndexBodyFile} {
  const shared = sharedHeadings(expandIndex(file), minPages);
  const texts: CompactItem[][] = [];
  const pages = file.pages.map((page): HeadPage => {
    const pageTexts: CompactItem[] = [];
    const items: HeadItem[] = [];
    for (const item of page.items) {
      if (typeof item !== 'string' && !shared.has(headingKey(item[1]))) {
        items.push(item);
        continue;
      }
      pageTexts.push(item);
      const last = items[items.length - 1];
      if (typeof last === 'number') items[items.length - 1] = last + 1;
      else items.push(1);
    }
    texts.push(pageTexts);
    return {...page, items};
  });
  return {
    head: {version: file.version, part: 'head', site: file.site, pages},
    body: {version: file.version, part: 'body', texts},
  };
}

/** The whole index file from its head and body; throws when they do not belong together. */
export function joinIndex(head: IndexHeadFile, body: IndexBodyFile): CompactIndexFile {
  if (body.texts.length !== head.pages.length)
    throw new Error(`the body has ${body.texts.length} pages, the head ${head.pages.length}`);
  const pages = head.pages.map((page, index): CompactPage => {
    const texts = body.texts[index] ?? [];
    let next = 0;
    const items = page.items.flatMap((item): CompactItem[] => {
      if (typeof item !== 'number') return [item];
      next += item;
      return texts.slice(next - item, next);
    });
    if (next !== texts.length)
      throw new Error(`the body's text blocks of ${page.path} do not fit its head`);
    return {...page, items};
  });
  return {version: head.version, site: head.site, pages};
}

/** Builds the records of one page from its items (the same walk the extraction does). */
export function expandPage(site: string, page: CompactPage | HeadPage): SearchRecord[] {
  const records: SearchRecord[] = [];
  const headings: (string | null)[] = [null, null, null, null, null];
  const ordinals = new Map<string, number>();
  let anchor: string | null = null;
  // Positions count the text blocks a head leaves out, so they match the whole index's.
  let position = 0;

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
      position: position++,
      ...(page.version === undefined ? {} : {version: page.version}),
      ...(isTitle && page.description ? {description: page.description} : {}),
      ...(isTitle && page.keywords ? {keywords: page.keywords} : {}),
    });
  };

  push('lvl1', null);
  for (const item of page.items) {
    if (typeof item === 'number') {
      position += item;
      continue;
    }
    if (typeof item === 'string') {
      push('content', item);
      continue;
    }
    const [level, text] = item;
    const id = item.length === 2 ? headingAnchor(text) : item[2];
    headings[level - 2] = text;
    for (let index = level - 1; index < headings.length; index++) headings[index] = null;
    if (id) anchor = id;
    push(`lvl${level}` as RecordType, null);
  }
  return records;
}

/** The records of an index file; of a head, its title and heading records, as the whole index has them. */
export function expandIndex(file: CompactIndexFile | IndexHeadFile): SearchRecord[] {
  const pages: readonly (CompactPage | HeadPage)[] = file.pages;
  return pages.flatMap((page) => expandPage(file.site, page));
}

/** Whether a parsed item is a text block or a heading. */
function isCompactItem(item: unknown): boolean {
  return (
    typeof item === 'string' ||
    (Array.isArray(item) &&
      [2, 3, 4, 5, 6].includes(item[0] as number) &&
      typeof item[1] === 'string' &&
      (item.length === 2 ||
        (item.length === 3 && (item[2] === null || typeof item[2] === 'string'))))
  );
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
    if (candidate.version !== undefined && typeof candidate.version !== 'string')
      return `page ${candidate.path} has a version that is not a string`;
    const bad = (candidate.items as unknown[]).find((item) => !isCompactItem(item));
    if (bad !== undefined)
      return `page ${candidate.path} has an item that is neither text nor a heading`;
  }
  return null;
}

/**
 * Whether the parsed file at the head's address is a terms manifest (shards/format.ts): the build
 * writes one there, in place of a head and a body, when the index is in term shards.
 */
export function isTermsManifest(data: unknown): boolean {
  return (data as {part?: unknown} | null)?.part === 'terms';
}

/** Validates the parsed JSON of a head file; returns a message naming the first problem, or null. */
export function headFileProblem(data: unknown): string | null {
  const file = data as Partial<IndexHeadFile> | null;
  if (typeof file !== 'object' || file === null) return 'not an object';
  if (file.part !== 'head') return 'not an index head';
  if (!Array.isArray(file.pages)) return 'no pages';
  // The same checks as a whole file, with each run of text blocks standing for one text block.
  const pages = (file.pages as unknown[]).map((page): unknown => {
    const items = (page as {items?: unknown} | null)?.items;
    if (!Array.isArray(items)) return page;
    return {
      ...(page as object),
      items: (items as unknown[]).map((item) =>
        typeof item === 'number' && Number.isInteger(item) && item > 0 ? '' : item,
      ),
    };
  });
  return indexFileProblem({...file, pages});
}

/** Validates the parsed JSON of a body file; returns a message naming the first problem, or null. */
export function bodyFileProblem(data: unknown): string | null {
  const file = data as Partial<IndexBodyFile> | null;
  if (typeof file !== 'object' || file === null) return 'not an object';
  if (file.part !== 'body') return 'not an index body';
  if (file.version !== INDEX_FORMAT_VERSION)
    return `version ${String(file.version)} (expected ${INDEX_FORMAT_VERSION})`;
  if (
    !Array.isArray(file.texts) ||
    !file.texts.every((texts) => Array.isArray(texts) && texts.every((item) => isCompactItem(item)))
  )
    return 'texts that are not lists of text blocks and headings';
  return null;
}
