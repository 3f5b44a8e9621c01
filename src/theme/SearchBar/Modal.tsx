/**
 * The search overlay: DocSearch's modal (a patched copy, see
 * src/plugins/search-index/docsearchPatch.ts) with the site's navigation,
 * strings and limits. Loaded only on search intent, with the engine it needs:
 * in offline mode the embedded index, fetched once per session, searched by the
 * engine the search bar loads beside this chunk; in hosted mode the provider's
 * own client, which the modal creates.
 */
import React, {useMemo, type ReactNode} from 'react';
import {DocSearchModal, type DocSearchHit, type DocSearchTransformClient} from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import './modal.css';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsUrl, searchSettings} from '@site/src/data/search';
import type {SearchGlobalData} from '@site/src/lib/search/globalData';
import type * as EmbeddedIndexModule from '@site/src/lib/search/embeddedIndex';
import type {EmbeddedIndex} from '@site/src/lib/search/embeddedIndex';
import {searchPageHref} from '@site/src/lib/search/resultsPage';
import {toSitePath} from '@site/src/lib/search/urls';
import {
  searchedVersionText,
  versionFacetFilters,
  type SearchVersion,
} from '@site/src/lib/search/versions';
import SearchNextStep from '@site/src/components/SearchNextStep';
import {modalTranslations, placeholder, seeAllResults} from './translations';

/** The offline engine, which the search bar loads beside this chunk and hands in. */
export type OfflineEngine = Pick<
  typeof EmbeddedIndexModule,
  'embeddedSearchClient' | 'preloadEmbeddedIndex'
>;

type SearchCall = (params: {requests: readonly {query?: string}[]}) => Promise<unknown>;

/** The query the hits on screen answer (the input may already hold more, e.g. while an IME composes). */
interface AnsweredQuery {
  current: string;
}

/**
 * The client the modal searches with: offline, the embedded index's search replaces the
 * provider's (never used offline); in both modes, each answer records the query it answers.
 */
function searchClientTransform(
  offline: {engine: OfflineEngine; index: EmbeddedIndex} | null,
  answered: AnsweredQuery,
  prepare: (client: DocSearchTransformClient) => void,
): (client: DocSearchTransformClient) => DocSearchTransformClient {
  const local = offline
    ? offline.engine.embeddedSearchClient(offline.index, {perPage: searchSettings.maxHitsPerPage})
    : null;
  return (client) => {
    prepare(client);
    const search: SearchCall = local
      ? (params) => local.search(params as Parameters<typeof local.search>[0])
      : (params) => (client.search as unknown as SearchCall)(params);
    return {
      ...client,
      search: (async (params: Parameters<SearchCall>[0]) => {
        const response = await search(params);
        answered.current = params.requests[0]?.query ?? '';
        return response;
      }) as unknown as DocSearchTransformClient['search'],
    };
  };
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

/**
 * Under the hits: on a versioned site, which docs version was searched; then the link to the
 * results page, for the query the hits answer. Under "No results for …" (the `no-results-step`
 * patch renders it there too): where to look next.
 */
function resultsFooterFor(
  searchPath: string,
  answered: AnsweredQuery,
  onClose: () => void,
  versionText: string | null,
) {
  return function ResultsFooter({
    state,
  }: {
    state: {query: string; context: {nbHits?: unknown}};
  }): React.JSX.Element {
    const {currentLocale} = useDocusaurusContext().i18n;
    const count = typeof state.context.nbHits === 'number' ? state.context.nbHits : 0;
    if (count === 0) return <SearchNextStep query={state.query} onNavigate={onClose} />;
    return (
      <>
        {versionText && <p className="search-overlay__version">{versionText}</p>}
        <Link to={searchPageHref(searchPath, answered.current || state.query)} onClick={onClose}>
          {seeAllResults(count, currentLocale)}
        </Link>
      </>
    );
  };
}

export interface SearchModalProps {
  readonly config: SearchGlobalData;
  readonly initialQuery: string | undefined;
  readonly keepHistory: boolean;
  readonly onClose: () => void;
  /** The docs version searched (one on an unversioned site, where nothing says so). */
  readonly searchVersion?: SearchVersion;
  /** Offline, the engine that answers; the search bar opens the overlay once it has arrived. */
  readonly engine?: OfflineEngine;
}

export default function SearchModal({
  config,
  engine,
  initialQuery,
  keepHistory,
  onClose,
  searchVersion,
}: SearchModalProps): ReactNode {
  const versionText = searchedVersionText(searchVersion, config.versions);
  const facetFilters = versionFacetFilters(searchVersion, config.versions);
  const history = useHistory();
  const {siteMetadata} = useDocusaurusContext();
  const searchPath = useBaseUrl('/search');
  // DocSearch rebuilds its client and its autocomplete instance whenever one of these
  // changes identity, so each is made once per overlay, not on every render.
  const {credentials, answered} = useMemo(() => {
    const answeredQuery: AnsweredQuery = {current: ''};
    // Offline, no query may fall through to the provider's client: it has no credentials.
    if (config.mode === 'offline' && !engine) throw new Error('The search engine has not loaded.');
    return {
      answered: answeredQuery,
      credentials:
        config.mode === 'hosted'
          ? {
              appId: config.appId,
              apiKey: config.apiKey,
              transformSearchClient: searchClientTransform(null, answeredQuery, (client) =>
                client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion),
              ),
            }
          : // The modal requires credentials to build the provider's client; offline that client is replaced before any call.
            {
              appId: 'offline',
              apiKey: 'offline',
              transformSearchClient: searchClientTransform(
                engine ? {engine, index: config} : null,
                answeredQuery,
                () => undefined,
              ),
            },
    };
  }, [config, engine, siteMetadata.docusaurusVersion]);
  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );
  const resultsFooter = useMemo(
    () => resultsFooterFor(searchPath, answered, onClose, versionText),
    [searchPath, answered, onClose, versionText],
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
      {...(facetFilters && config.mode === 'hosted' ? {searchParameters: {facetFilters}} : {})}
      disableUserPersonalization={!keepHistory}
      onClose={onClose}
    />
  );
}
