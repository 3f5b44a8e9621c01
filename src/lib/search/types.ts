/**
 * The shapes search works with: the records of the index (DocSearch's record
 * format, the same for the embedded index and the hosted provider) and the
 * request/response of DocSearch's one call, `search({requests})`.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type Hierarchy = {readonly lvl0: string} & {
  readonly [L in Exclude<HierarchyLevel, 'lvl0'>]: string | null;
};

/** One searchable unit: a page title, a heading or a block of text under them. */
export interface SearchRecord {
  /** Stable across builds while the page keeps its URL, type and order. */
  readonly objectID: string;
  /** Absolute URL: the site address, the page path and, below a heading, `#` and the heading's id. */
  readonly url: string;
  readonly type: RecordType;
  /** The text block for `content` records; null for titles and headings. */
  readonly content: string | null;
  readonly hierarchy: Hierarchy;
  /** Order of the record in its page, for ties. */
  readonly position: number;
  /**
   * The docs version of a record of a versioned docs page. Records uploaded to
   * the provider carry every version instead when they are not versioned, so a
   * facet filter on the version keeps them (see scripts/search-push.mjs).
   */
  readonly version?: string | readonly string[];
  /** On a page's title record: the page's description (searched, not shown). */
  readonly description?: string;
  /** On a page's title record: frontmatter keywords, an endpoint's method and path (searched, not shown). */
  readonly keywords?: string;
}

/** One query of DocSearch's multi-query call (only the fields it sends). */
export interface SearchRequest {
  readonly indexName: string;
  readonly query?: string;
  readonly params?: Record<string, unknown>;
  readonly attributesToRetrieve?: readonly string[];
  readonly attributesToSnippet?: readonly string[];
  readonly snippetEllipsisText?: string;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly hitsPerPage?: number;
  readonly clickAnalytics?: boolean;
  readonly [other: string]: unknown;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  readonly value: string;
  readonly matchLevel: MatchLevel;
  readonly matchedWords: readonly string[];
  readonly fullyHighlighted?: boolean;
}

export interface SnippetValue {
  readonly value: string;
  readonly matchLevel: MatchLevel;
}

type HierarchyResult<T> = {readonly [L in HierarchyLevel]?: T};

export interface SearchHit extends SearchRecord {
  readonly _highlightResult: {
    readonly hierarchy: HierarchyResult<HighlightValue>;
    readonly content?: HighlightValue;
  };
  readonly _snippetResult: {
    readonly hierarchy: HierarchyResult<SnippetValue>;
    readonly content?: SnippetValue;
  };
}

export interface SearchResult {
  readonly hits: readonly SearchHit[];
  readonly nbHits: number;
  readonly index: string;
  readonly queryID?: string;
  readonly query: string;
  readonly params: string;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly processingTimeMS: number;
  readonly exhaustiveNbHits: boolean;
}

export interface SearchResponse {
  readonly results: readonly SearchResult[];
}

/** What DocSearch's modal needs of a search client. */
export interface SearchClientLike {
  search(params: {readonly requests: readonly SearchRequest[]}): Promise<SearchResponse>;
}
