/**
 * Search settings: the limits of the overlay (20 hits a query, at most 5 shown per
 * category, queries cut at 64 characters) and which engine
 * answers. The config passes the build's environment to `searchProviderFromEnv`:
 * with ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME set, the
 * overlay queries the hosted provider; otherwise it queries the index the build
 * embeds in the site, and nothing goes to any provider host.
 */

export const searchSettings = {
  /** Hits per query. */
  hitsPerPage: 20,
  /** Hits per page of the results page (`/search?q=`). */
  resultsPerPage: 20,
  /** Results shown per top-level category. */
  maxResultsPerGroup: 5,
  /**
   * Results of one page in the overlay (the page and its best section, or two sections): five
   * sections of one page would fill a category and hide the next page, often the answer.
   */
  maxHitsPerPage: 2,
  /** The search input's cap, in characters (DocSearch's own). */
  maxQueryLength: 64,
  /** Where the build writes the embedded index, relative to the site's base URL. */
  indexPath: 'search/index.json',
  /**
   * Past this size of its head (KB, gzip), an index is written in term shards
   * (src/lib/search/shards/), so a query downloads what it needs.
   */
  shardAboveHeadKb: 100,
  /** The embedded index's name: recent and favorite searches are kept per index name. */
  localIndexName: 'tessera-developers',
  /** The environment variable that holds the admin key `npm run search:push` uploads with. */
  adminKeyVariable: 'ALGOLIA_ADMIN_API_KEY',
} as const;

/**
 * Where the browser's halves of the embedded index go, beside the whole file
 * (which the provider upload and the tests read): `search/index.json` ->
 * `search/index.head.json` and `search/index.body.json`.
 */
export function indexPartPath(indexPath: string, part: 'head' | 'body'): string {
  return indexPath.replace(/\.json$/, `.${part}.json`);
}

/** The folder of an index file's term shards, beside it: `search/index.json` -> `search/index.shards/`. */
export function indexShardsDir(indexPath: string): string {
  return indexPath.replace(/\.json$/, '.shards/');
}

export type SearchProvider =
  | {readonly mode: 'offline'}
  | {
      readonly mode: 'hosted';
      readonly appId: string;
      readonly apiKey: string;
      readonly indexName: string;
    };

export type SearchEnvironment = Readonly<Record<string, string | undefined>>;

/**
 * The provider the build uses: hosted only when all three variables are set
 * (a partial setting is a mistake, reported rather than half-used).
 */
export function searchProviderFromEnv(env: SearchEnvironment): SearchProvider {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  const set = [appId, apiKey, indexName].filter(Boolean).length;
  if (set === 0) return {mode: 'offline'};
  if (set < 3) {
    throw new Error(
      'Search: set all of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME to use the hosted provider, ' +
        'or none of them to use the embedded index.',
    );
  }
  return {mode: 'hosted', appId, apiKey, indexName};
}

/**
 * The head size past which the embedded index is written in term shards:
 * `SEARCH_SHARD_ABOVE_HEAD_KB` when set (0 shards any index, as the versioned
 * copy's tests do), else the setting.
 */
export function shardAboveHeadKbFromEnv(env: SearchEnvironment): number {
  const value = env.SEARCH_SHARD_ABOVE_HEAD_KB?.trim() ?? '';
  if (value === '') return searchSettings.shardAboveHeadKb;
  const kb = Number(value);
  if (!Number.isFinite(kb) || kb < 0)
    throw new Error(
      `Search: SEARCH_SHARD_ABOVE_HEAD_KB is "${value}"; set it to a size in KB (0 or more), or leave it unset.`,
    );
  return kb;
}

/** The hosts the provider's client queries for an application (the client's own list), for the preconnect hint. */
export function providerSearchHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

/**
 * The origins the provider's search client connects to for an application
 * (its read host, then three fallbacks). A hosted deployment's
 * Content-Security-Policy must list them in connect-src.
 */
export function providerConnectSources(appId: string): string[] {
  return [
    providerSearchHost(appId),
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
  ];
}

/** Where "Let us know" on the no-results screen points: a new issue in the site's repository. */
export function missingResultsUrl(query: string): string {
  const title = `Search: no results for "${query}"`;
  return `https://github.com/tessera-dev/developers/issues/new?title=${encodeURIComponent(title)}`;
}

/**
 * The provider index's settings for DocSearch records (what `npm run search:push`
 * sets): searchable attributes by hierarchy level, then the text; snippets of
 * the text; one hit per URL; the typo thresholds and tags the overlay uses.
 */
export const providerIndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['asc(position)'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  hitsPerPage: searchSettings.hitsPerPage,
  advancedSyntax: false,
  // The overlay filters on the docs version of the page the reader is on.
  attributesForFaceting: ['filterOnly(version)'],
} as const;
