/**
 * The embedded index, fetched once per page session and shared by everything
 * that searches it (the overlay and the results page), so opening one after the
 * other does not fetch or build it twice.
 */
import {createIndexLoader, type IndexLoader} from './indexLoader';
import {createLocalSearchClient} from './localClient';
import type {SearchClientLike} from './types';

const loaders = new Map<string, IndexLoader>();

/** Where the embedded index is: its head, which answers first, and its body. */
export interface EmbeddedIndex {
  readonly indexUrl: string;
  readonly bodyUrl: string;
}

export function embeddedIndexLoader({indexUrl, bodyUrl}: EmbeddedIndex): IndexLoader {
  let loader = loaders.get(indexUrl);
  if (!loader) {
    loader = createIndexLoader({url: indexUrl, bodyUrl});
    loaders.set(indexUrl, loader);
  }
  return loader;
}

/** Starts fetching the embedded index's head; errors surface on the first query. */
export function preloadEmbeddedIndex(index: EmbeddedIndex): void {
  embeddedIndexLoader(index).preload();
}

/**
 * A search client answering from the embedded index: from its head until the
 * body has arrived, or, with `whole`, always from the whole index; with
 * `perPage`, at most so many hits of one page.
 */
export function embeddedSearchClient(
  index: EmbeddedIndex,
  {whole = false, perPage}: {whole?: boolean; perPage?: number} = {},
): SearchClientLike {
  const loader = embeddedIndexLoader(index);
  return createLocalSearchClient(
    (query) => (whole ? loader.loadFull(query) : loader.load(query)),
    perPage === undefined ? {} : {perPage},
  );
}
