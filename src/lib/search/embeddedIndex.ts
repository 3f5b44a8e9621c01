/**
 * The embedded index, fetched once per page session and shared by everything
 * that searches it (the overlay and the results page), so opening one after the
 * other does not fetch or build it twice.
 */
import {createIndexLoader, type IndexLoader} from './indexLoader';
import {createLocalSearchClient} from './localClient';
import type {SearchClientLike} from './types';

const loaders = new Map<string, IndexLoader>();

export function embeddedIndexLoader(indexUrl: string): IndexLoader {
  let loader = loaders.get(indexUrl);
  if (!loader) {
    loader = createIndexLoader({url: indexUrl});
    loaders.set(indexUrl, loader);
  }
  return loader;
}

/** Starts fetching the embedded index; errors surface on the first query. */
export function preloadEmbeddedIndex(indexUrl: string): void {
  embeddedIndexLoader(indexUrl)
    .load()
    .catch(() => undefined);
}

/** A search client answering from the embedded index at `indexUrl`. */
export function embeddedSearchClient(indexUrl: string): SearchClientLike {
  return createLocalSearchClient(() => embeddedIndexLoader(indexUrl).load());
}
