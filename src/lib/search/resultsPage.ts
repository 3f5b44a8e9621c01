/**
 * The results page's logic: what the URL asks for (`?q=` and `&page=`), the
 * URL of a page of results, the hits of one page grouped by top-level category
 * (in the order the ranking first shows each category, as the overlay groups
 * them), and highlighted text turned into plain pieces the page renders as text.
 */
import {HIERARCHY_LEVELS, type SearchHit} from './types';

/** The query as the page reads it: at most `maxLength` UTF-16 units, never half an emoji. */
export function capQuery(query: string, maxLength: number): string {
  if (query.length <= maxLength) return query;
  const cut = query.slice(0, maxLength);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

export interface SearchPageParams {
  readonly query: string;
  /** 1-based. */
  readonly page: number;
}

/** `?q=date&page=2` -> {query: 'date', page: 2}; a missing or invalid page is 1. */
export function readSearchParams(search: string, maxLength: number): SearchPageParams {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page') ?? '1');
  return {
    query: capQuery(params.get('q') ?? '', maxLength),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL of a page of results: `/search?q=…`, and `&page=n` after the first page. */
export function searchPageHref(searchPath: string, query: string, page = 1): string {
  const params = new URLSearchParams({q: query});
  if (page > 1) params.set('page', String(page));
  return `${searchPath}?${params.toString()}`;
}

export interface HitGroup<H> {
  readonly category: string;
  readonly hits: readonly H[];
}

/** Hits grouped by `hierarchy.lvl0`, groups in order of their first hit, hits in rank order. */
export function groupByCategory<H extends Pick<SearchHit, 'hierarchy'>>(
  hits: readonly H[],
): HitGroup<H>[] {
  const groups = new Map<string, H[]>();
  for (const hit of hits) {
    const category = hit.hierarchy.lvl0;
    const group = groups.get(category);
    if (group) group.push(hit);
    else groups.set(category, [hit]);
  }
  return [...groups].map(([category, grouped]) => ({category, hits: grouped}));
}

export interface TextPiece {
  readonly text: string;
  readonly marked: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#039;': "'",
  '&#x27;': "'",
};

/** The entities escaped text uses (ours and Algolia's), back to their characters. */
export function decodeEntities(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#0?39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * A highlighted value (escaped text with `pre`/`post` around matches) as plain
 * pieces: the page renders each piece as text, so no markup in a page or a
 * query is ever interpreted.
 */
export function markedPieces(value: string, pre = '<mark>', post = '</mark>'): TextPiece[] {
  const pieces: TextPiece[] = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(pre);
    const end = start === -1 ? -1 : rest.indexOf(post, start + pre.length);
    if (start === -1 || end === -1) {
      pieces.push({text: decodeEntities(rest), marked: false});
      break;
    }
    if (start > 0) pieces.push({text: decodeEntities(rest.slice(0, start)), marked: false});
    const inner = rest.slice(start + pre.length, end);
    if (inner) pieces.push({text: decodeEntities(inner), marked: true});
    rest = rest.slice(end + post.length);
  }
  return pieces;
}

export interface HitDisplay {
  /** The record's own title: its heading, or the page title for a page or a text block. */
  readonly title: string;
  /** The titles above it, from the page title down (highlighted values). */
  readonly trail: readonly string[];
  /** The text block's snippet, for text records. */
  readonly summary: string | null;
}

/** What a hit shows: its own title (highlighted), the titles above it, and its snippet. */
export function hitDisplay(hit: SearchHit): HitDisplay {
  const levels = HIERARCHY_LEVELS.slice(1).filter((level) => hit.hierarchy[level]);
  const titles = levels.map(
    (level) =>
      hit._highlightResult.hierarchy[level]?.value ??
      hit._snippetResult.hierarchy[level]?.value ??
      '',
  );
  const title = titles.pop() ?? '';
  const summary = hit.type === 'content' ? (hit._snippetResult.content?.value ?? null) : null;
  return {title, trail: titles, summary};
}

/** How many pages of results there are. */
export function pageCount(nbHits: number, hitsPerPage: number): number {
  return nbHits <= 0 ? 0 : Math.ceil(nbHits / hitsPerPage);
}

/**
 * Arrow keys between the search input (index -1) and the result links
 * (0 … count-1): down moves to the next link, up to the previous one and from
 * the first back to the input; Home and End go to the first and last link.
 * Null when the key does not move focus.
 */
export function nextResultFocus(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current === -1 ? null : current - 1;
    case 'Home':
      return current === -1 ? null : 0;
    case 'End':
      return current === -1 ? null : count - 1;
    default:
      return null;
  }
}
