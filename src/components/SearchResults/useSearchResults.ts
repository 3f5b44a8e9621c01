/**
 * Runs one page of a query through the site's search client and keeps the
 * answer; an answer to an older query or page is dropped when a newer one was
 * asked in the meantime. The client (the engine and its query understanding,
 * or the hosted provider's client) loads with the first query, not with the
 * page: `/search` without a query ships none of it.
 */
import {useEffect, useRef, useState} from 'react';
import type {SearchGlobalData} from '@site/src/lib/search/globalData';
import type {SearchClientLike, SearchHit} from '@site/src/lib/search/types';

export const RESULTS_SNIPPET_WORDS = 30;

export type SearchResultsState =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'; readonly query: string}
  | {readonly status: 'error'; readonly query: string}
  | {
      readonly status: 'done';
      readonly query: string;
      readonly page: number;
      readonly hits: readonly SearchHit[];
      readonly nbHits: number;
    };

async function clientFor(config: SearchGlobalData): Promise<SearchClientLike> {
  if (config.mode === 'hosted') {
    const {createHostedSearchClient} = await import(
      /* webpackChunkName: "search-hosted" */ '@site/src/lib/search/hostedClient'
    );
    return createHostedSearchClient({appId: config.appId, apiKey: config.apiKey});
  }
  // The search bar's chunk too (theme/SearchBar); a short name: every page's startup runtime lists it.
  const {embeddedSearchClient} = await import(
    /* webpackChunkName: "search-engine" */ '@site/src/lib/search/embeddedIndex'
  );
  // A list of every result waits for the whole index.
  return embeddedSearchClient(config, {whole: true});
}

export function useSearchResults(
  config: SearchGlobalData,
  query: string,
  page: number,
  hitsPerPage: number,
): SearchResultsState {
  // One client per config, created on the first query.
  const client = useRef<{config: SearchGlobalData; client: Promise<SearchClientLike>} | null>(null);
  const asked = query.trim() ? `${page}\n${query}` : null;
  // The last answer, with the query and page it answers: shown while it is the one asked for,
  // and while a new page of the same query loads (no flash of an empty list).
  const [answer, setAnswer] = useState<{readonly key: string; readonly state: SearchResultsState}>({
    key: '',
    state: {status: 'idle'},
  });

  useEffect(() => {
    if (asked === null) return undefined;
    let current = true;
    if (client.current?.config !== config) client.current = {config, client: clientFor(config)};
    client.current.client
      .then((searchClient) =>
        searchClient.search({
          requests: [
            {
              indexName: config.indexName,
              query,
              page: page - 1,
              hitsPerPage,
              attributesToSnippet: [`content:${RESULTS_SNIPPET_WORDS}`],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        }),
      )
      .then((response) => {
        const result = response.results[0];
        if (!current) return;
        setAnswer({
          key: asked,
          state: {
            status: 'done',
            query,
            page,
            hits: result?.hits ?? [],
            nbHits: result?.nbHits ?? 0,
          },
        });
      })
      .catch(() => {
        if (current) setAnswer({key: asked, state: {status: 'error', query}});
      });
    return () => {
      current = false;
    };
  }, [config, asked, query, page, hitsPerPage]);

  if (asked === null) return {status: 'idle'};
  if (answer.key === asked) return answer.state;
  return answer.state.status === 'done' && answer.state.query === query
    ? answer.state
    : {status: 'loading', query};
}
