/**
 * Headings that many pages share ("Result", "Prerequisites", "Troubleshooting"
 * on every guide; "Syntax" and "Examples" on every Canvas page) say how a page
 * is laid out, not what it is about. A word of the query found only in such a
 * heading is body text as far as the ranking and the no-answer decision go: "how
 * do I page through a long list of results" is not about a guide because the
 * guide has a "Result" section. Worked out from the records, so a new page
 * template needs no list in code.
 */
import type {SearchRecord} from './types';
import {normalizeTerm} from './text';

/** A heading on at least this many pages is shared. */
export const SHARED_HEADING_PAGES = 6;

const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export const headingKey = (text: string): string => normalizeTerm(text.trim());

/** The heading texts (as `headingKey` writes them) found on `minPages` pages or more. */
export function sharedHeadings(
  records: readonly SearchRecord[],
  minPages = SHARED_HEADING_PAGES,
): ReadonlySet<string> {
  const pagesOf = new Map<string, Set<string>>();
  for (const record of records) {
    if (record.type === 'lvl1' || record.type === 'content') continue;
    const text = record.hierarchy[record.type];
    if (!text) continue;
    const key = headingKey(text);
    const page = record.url.replace(/#.*$/, '');
    const pages = pagesOf.get(key) ?? new Set<string>();
    pages.add(page);
    pagesOf.set(key, pages);
  }
  return new Set([...pagesOf].filter(([, pages]) => pages.size >= minPages).map(([key]) => key));
}

/** The heading fields of a record whose heading is shared (its fields to read as body text). */
export function sharedHeadingFields(
  record: SearchRecord,
  shared: ReadonlySet<string>,
): readonly string[] {
  if (shared.size === 0) return [];
  return HEADING_LEVELS.filter((level) => {
    const text = record.hierarchy[level];
    return text !== undefined && text !== null && shared.has(headingKey(text));
  });
}
