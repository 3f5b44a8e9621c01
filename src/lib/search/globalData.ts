/**
 * The search settings the search-index plugin hands the browser (`usePluginData('search-index')`):
 * written by the plugin at build time, read by the search bar, the overlay and /search.
 */
import type {SearchVersion} from './versions';

/** What the SearchBar reads with `usePluginData('search-index')`. */
export type SearchGlobalData = (
  | {
      readonly mode: 'offline';
      /** The head of the latest version's shard, which answers the first query. */
      readonly indexUrl: string;
      /** That shard's body, fetched once the head answers. */
      readonly bodyUrl: string;
      readonly indexName: string;
    }
  | {
      readonly mode: 'hosted';
      readonly appId: string;
      readonly apiKey: string;
      readonly indexName: string;
    }
) & {
  /** The docs versions, newest first; one on an unversioned site. */
  readonly versions: readonly SearchVersion[];
};
