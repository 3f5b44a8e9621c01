/**
 * What the search and list tools answer with, from the index's records: a hit's title (the
 * page and the heading it is under), URL, section (the category the overlay groups it under)
 * a plain-text snippet around the words that matched, and those words; and the sections a call
 * may name.
 */
import type {RankedHit} from '../src/lib/search/engine';
import {CATEGORY_RULES} from '../src/lib/search/categories';
import {snippet} from '../src/lib/search/highlight';
import {decodeEntities} from '../src/lib/search/resultsPage';
import {HIERARCHY_LEVELS, type SearchRecord} from '../src/lib/search/types';
import {toSitePath} from '../src/lib/search/urls';

export interface DocsHit {
  readonly title: string;
  readonly url: string;
  readonly section: string;
  readonly snippet: string;
  /** The query's words this result matched (a question's frame and small words are not searched). */
  readonly matched: readonly string[];
}

export interface DocsPage {
  readonly title: string;
  readonly url: string;
  readonly description: string;
}

/** Words of a snippet: about two lines of text, enough to judge a hit without opening it. */
export const SNIPPET_WORDS = 30;

/** The record's URL without the containers' hashes the overlay drops (`#__docusaurus`). */
export function hitUrl(record: SearchRecord): string {
  const url = new URL(record.url);
  return `${url.origin}${toSitePath(record.url)}`;
}

export function pagePathOfRecord(record: SearchRecord): string {
  const {pathname} = new URL(record.url);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function docsHit({record, matches}: RankedHit): DocsHit {
  const headings = HIERARCHY_LEVELS.slice(1)
    .map((level) => record.hierarchy[level])
    .filter((value): value is string => typeof value === 'string' && value !== '');
  const text =
    record.type === 'content'
      ? (record.content ?? '')
      : record.type === 'lvl1'
        ? record.description || (headings[0] ?? '')
        : (headings[headings.length - 1] ?? '');
  return {
    title: headings.join(' › '),
    url: hitUrl(record),
    section: record.hierarchy.lvl0,
    snippet: decodeEntities(
      snippet(text, matches, SNIPPET_WORDS, '…', {pre: '**', post: '**'}).value,
    ),
    matched: matches.filter((match) => match.docTerms.size > 0).map((match) => match.queryTerm),
  };
}

/** The top-level parts of the site, by path. */
export const AREAS: readonly string[] = ['docs', 'api', 'guides', 'changelog'];

export type SectionFilter =
  | {readonly ok: true; readonly matches: (record: SearchRecord) => boolean}
  | {readonly ok: false; readonly problem: string};

/** The sections a call may name: the site's parts and the categories results are grouped under. */
export function knownSections(): string[] {
  return [...AREAS, ...new Set(CATEGORY_RULES.map((rule) => rule.category))];
}

/** A filter for `section`: a part of the site (`api`) or a category (`Canvas filters`), in any case. */
export function sectionFilter(section: string | undefined): SectionFilter {
  const wanted = section?.trim().toLowerCase() ?? '';
  if (wanted === '') return {ok: true, matches: () => true};
  if (AREAS.includes(wanted)) {
    return {
      ok: true,
      matches: (record) => {
        const path = pagePathOfRecord(record);
        return path === `/${wanted}` || path.startsWith(`/${wanted}/`);
      },
    };
  }
  const category = knownSections().find((name) => name.toLowerCase() === wanted);
  if (category === undefined)
    return {
      ok: false,
      problem: `There is no section "${section}". Sections: ${knownSections().join(', ')}.`,
    };
  return {ok: true, matches: (record) => record.hierarchy.lvl0 === category};
}

/** The site's pages of an index (one title record each), in the sitemap's order, then by path. */
export function pagesInOrder(
  records: readonly SearchRecord[],
  sitemapOrder: ReadonlyMap<string, number>,
  matches: (record: SearchRecord) => boolean,
): DocsPage[] {
  const rank = (record: SearchRecord) =>
    sitemapOrder.get(pagePathOfRecord(record)) ?? Number.MAX_SAFE_INTEGER;
  return records
    .filter((record) => record.type === 'lvl1' && matches(record))
    .sort((a, b) => rank(a) - rank(b) || a.url.localeCompare(b.url))
    .map((record) => ({
      title: record.hierarchy.lvl1 ?? '',
      url: hitUrl(record),
      description: record.description ?? '',
    }));
}
