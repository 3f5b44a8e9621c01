/**
 * A search client that answers DocSearch's one call, `search({requests})`,
 * from the embedded index, in the hosted provider's response format: hits with
 * `_highlightResult` and `_snippetResult` (escaped, `<mark>` around matches,
 * snippets cut to the requested word count), `nbHits`, `index`, `queryID`.
 *
 * When the index cannot be loaded the call fails with an error named
 * `RetryError`, the name the provider's client gives to "every host failed",
 * which is what makes DocSearch show its error screen.
 */
import type {Engine, RankedHit} from './engine';
import {highlight, snippet, type MarkTags, type QueryMatch} from './highlight';
import {
  HIERARCHY_LEVELS,
  type HighlightValue,
  type HierarchyLevel,
  type SearchClientLike,
  type SearchHit,
  type SearchRequest,
  type SearchResult,
  type SnippetValue,
} from './types';

export class SearchUnavailableError extends Error {
  override readonly name = 'RetryError';
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
  }
}

export const DEFAULT_HITS_PER_PAGE = 20;
export const DEFAULT_SNIPPET_WORDS = 10;

/** `['content:10', 'hierarchy.lvl1:5']` -> Map{content => 10, hierarchy.lvl1 => 5}. */
export function parseAttributesToSnippet(
  attributes: readonly string[] | undefined,
): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name = '', count] = attribute.split(':');
    const words = Number(count);
    sizes.set(name, Number.isFinite(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS);
  }
  return sizes;
}

function requestField<T>(request: SearchRequest, name: string, fallback: T): T {
  const direct = request[name];
  if (direct !== undefined) return direct as T;
  const nested = request.params?.[name];
  return nested !== undefined ? (nested as T) : fallback;
}

/** Turns one ranked hit into the provider's hit format. */
export function toSearchHit(
  hit: RankedHit,
  options: {
    readonly snippetSizes: ReadonlyMap<string, number>;
    readonly ellipsis: string;
    readonly tags: MarkTags;
  },
): SearchHit {
  const {record, matches} = hit;
  const highlightHierarchy: {[L in HierarchyLevel]?: HighlightValue} = {};
  const snippetHierarchy: {[L in HierarchyLevel]?: SnippetValue} = {};
  const sizeOf = (attribute: string) =>
    options.snippetSizes.get(attribute) ?? DEFAULT_SNIPPET_WORDS;
  const noMatches: readonly QueryMatch[] = [];

  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (value === null || value === undefined || value === '') continue;
    // lvl0 is the group title, shown as text: never marked, only escaped.
    const levelMatches = level === 'lvl0' ? noMatches : matches;
    highlightHierarchy[level] = highlight(value, levelMatches, options.tags);
    snippetHierarchy[level] = snippet(
      value,
      levelMatches,
      sizeOf(`hierarchy.${level}`),
      options.ellipsis,
      options.tags,
    );
  }
  const content = record.content ?? '';
  return {
    ...record,
    _highlightResult: {
      hierarchy: highlightHierarchy,
      ...(content ? {content: highlight(content, matches, options.tags)} : {}),
    },
    _snippetResult: {
      hierarchy: snippetHierarchy,
      ...(content
        ? {content: snippet(content, matches, sizeOf('content'), options.ellipsis, options.tags)}
        : {}),
    },
  };
}

let queryCounter = 0;

/** Answers one request with the engine. */
export function answer(
  engine: Engine,
  request: SearchRequest,
  perPage = Number.POSITIVE_INFINITY,
): SearchResult {
  const started = Date.now();
  const query = String(requestField(request, 'query', ''));
  const hitsPerPage =
    Number(requestField(request, 'hitsPerPage', DEFAULT_HITS_PER_PAGE)) || DEFAULT_HITS_PER_PAGE;
  const snippetSizes = parseAttributesToSnippet(
    requestField<readonly string[] | undefined>(request, 'attributesToSnippet', undefined),
  );
  const ellipsis = String(requestField(request, 'snippetEllipsisText', '…'));
  const tags: MarkTags = {
    pre: String(requestField(request, 'highlightPreTag', '<mark>')),
    post: String(requestField(request, 'highlightPostTag', '</mark>')),
  };
  const page = Math.max(0, Math.floor(Number(requestField(request, 'page', 0)) || 0));
  const {hits, nbHits} = engine.search(query, {
    limit: hitsPerPage,
    offset: page * hitsPerPage,
    perPage,
  });
  queryCounter += 1;
  return {
    hits: hits.map((hit) => toSearchHit(hit, {snippetSizes, ellipsis, tags})),
    nbHits,
    index: request.indexName,
    queryID: `local-${queryCounter}`,
    query,
    params: '',
    page,
    nbPages: nbHits === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  };
}

/**
 * The client DocSearch's modal uses in offline mode. `loadEngine` fetches and
 * builds the index (or, on an index in term shards, what the query needs); it
 * is called for each search and may be called again after a failure (the
 * loader caches only success). `perPage` caps the hits of one page (engine.ts).
 */
export function createLocalSearchClient(
  loadEngine: (query: string) => Promise<Engine>,
  {perPage}: {readonly perPage?: number} = {},
): SearchClientLike {
  return {
    async search({requests}) {
      try {
        const engines = await Promise.all(
          requests.map((request) => loadEngine(String(requestField(request, 'query', '')))),
        );
        return {
          results: requests.map((request, index) =>
            answer(engines[index] as Engine, request, perPage),
          ),
        };
      } catch (error) {
        throw error instanceof SearchUnavailableError
          ? error
          : new SearchUnavailableError('The search index could not be loaded.', {cause: error});
      }
    },
  };
}
