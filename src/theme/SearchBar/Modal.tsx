/**
 * The search overlay: DocSearch's modal (a patched copy, see
 * src/plugins/search-index/docsearchPatch.ts) with the site's navigation,
 * strings and limits. Loaded only on search intent, with the engine it needs:
 * in offline mode the embedded index, fetched once per session; in hosted mode
 * the provider's own client, which the modal creates.
 */
import React, {useMemo, type ReactNode} from 'react';
import {DocSearchModal, type DocSearchHit, type DocSearchTransformClient} from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsUrl, searchSettings} from '@site/src/data/search';
import type {SearchGlobalData} from '@site/src/plugins/search-index';
import {embeddedSearchClient, preloadEmbeddedIndex} from '@site/src/lib/search/embeddedIndex';
import {searchPageHref} from '@site/src/lib/search/resultsPage';
import {toSitePath} from '@site/src/lib/search/urls';
import {modalTranslations, placeholder, seeAllResults} from './translations';

/** Starts fetching the embedded index (on hover, focus or shortcut); errors surface on the first query. */
export const preloadIndex = preloadEmbeddedIndex;

/** Replaces the search of the client the modal built (never used offline) with the embedded index's. */
function embeddedIndexClient(
  indexUrl: string,
): (client: DocSearchTransformClient) => DocSearchTransformClient {
  const local = embeddedSearchClient(indexUrl);
  return (client) => ({
    ...client,
    search: ((params: Parameters<typeof local.search>[0]) =>
      local.search(params)) as unknown as DocSearchTransformClient['search'],
  });
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function missingResultsUrlOf({query}: {query: string}): string {
  return missingResultsUrl(query);
}

function transformItems(items: DocSearchHit[]): DocSearchHit[] {
  return items.map((item) => ({...item, url: toSitePath(item.url)}));
}

export interface SearchModalProps {
  readonly config: SearchGlobalData;
  readonly initialQuery: string | undefined;
  readonly keepHistory: boolean;
  readonly onClose: () => void;
}

export default function SearchModal({
  config,
  initialQuery,
  keepHistory,
  onClose,
}: SearchModalProps): ReactNode {
  const history = useHistory();
  const {siteMetadata} = useDocusaurusContext();
  const searchPath = useBaseUrl('/search');
  // DocSearch rebuilds its client and its autocomplete instance whenever one of these
  // changes identity, so each is made once per overlay, not on every render.
  const credentials = useMemo(
    () =>
      config.mode === 'hosted'
        ? {
            appId: config.appId,
            apiKey: config.apiKey,
            transformSearchClient: (client: DocSearchTransformClient) => {
              client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
              return client;
            },
          }
        : // The modal requires credentials to build the provider's client; offline that client is replaced before any call.
          {
            appId: 'offline',
            apiKey: 'offline',
            transformSearchClient: embeddedIndexClient(config.indexUrl),
          },
    [config, siteMetadata.docusaurusVersion],
  );
  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );
  const resultsFooter = useMemo(
    () =>
      function ResultsFooter({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
        const count = typeof state.context.nbHits === 'number' ? state.context.nbHits : 0;
        return (
          <Link to={searchPageHref(searchPath, state.query)} onClick={onClose}>
            {seeAllResults(count)}
          </Link>
        );
      },
    [searchPath, onClose],
  );

  return (
    <DocSearchModal
      {...credentials}
      indexName={config.indexName}
      placeholder={placeholder}
      translations={modalTranslations}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      maxResultsPerGroup={searchSettings.maxResultsPerGroup}
      transformItems={transformItems}
      hitComponent={Hit}
      navigator={navigator}
      resultsFooterComponent={resultsFooter}
      getMissingResultsUrl={missingResultsUrlOf}
      disableUserPersonalization={!keepHistory}
      onClose={onClose}
    />
  );
}
