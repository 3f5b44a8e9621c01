/**
 * The search overlay: DocSearch's modal (a patched copy, see
 * src/plugins/search-index/docsearchPatch.ts) with the site's navigation,
 * strings and limits. Loaded only on search intent, with the engine it needs:
 * in offline mode the embedded index, fetched once per session; in hosted mode
 * the provider's own client, which the modal creates.
 */
import React, {type ReactNode} from 'react';
import {DocSearchModal, type DocSearchHit, type DocSearchTransformClient} from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsUrl, searchSettings} from '@site/src/data/search';
import type {SearchGlobalData} from '@site/src/plugins/search-index';
import {createIndexLoader, type IndexLoader} from '@site/src/lib/search/indexLoader';
import {createLocalSearchClient} from '@site/src/lib/search/localClient';
import {toSitePath} from '@site/src/lib/search/urls';
import {
  searchedVersionText,
  versionFacetFilters,
  type SearchVersion,
} from '@site/src/lib/search/versions';
import {modalTranslations, placeholder} from './translations';

const loaders = new Map<string, IndexLoader>();

function loaderFor(indexUrl: string): IndexLoader {
  let loader = loaders.get(indexUrl);
  if (!loader) {
    loader = createIndexLoader({url: indexUrl});
    loaders.set(indexUrl, loader);
  }
  return loader;
}

/** Starts fetching the embedded index (on hover, focus or shortcut); errors surface on the first query. */
export function preloadIndex(indexUrl: string): void {
  loaderFor(indexUrl)
    .load()
    .catch(() => undefined);
}

/** Replaces the search of the client the modal built (never used offline) with the embedded index's. */
function embeddedIndexClient(
  indexUrl: string,
): (client: DocSearchTransformClient) => DocSearchTransformClient {
  const local = createLocalSearchClient(() => loaderFor(indexUrl).load());
  return (client) => ({
    ...client,
    search: local.search as unknown as DocSearchTransformClient['search'],
  });
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function transformItems(items: DocSearchHit[]): DocSearchHit[] {
  return items.map((item) => ({...item, url: toSitePath(item.url)}));
}

export interface SearchModalProps {
  readonly config: SearchGlobalData;
  readonly initialQuery: string | undefined;
  readonly keepHistory: boolean;
  readonly onClose: () => void;
  /** The docs version searched (one on an unversioned site, where nothing says so). */
  readonly searchVersion?: SearchVersion;
}

function SearchedVersion({text}: {readonly text: string}): ReactNode {
  return <p className="search-overlay__version">{text}</p>;
}

export default function SearchModal({
  config,
  initialQuery,
  keepHistory,
  onClose,
  searchVersion,
}: SearchModalProps): ReactNode {
  const versionText = searchedVersionText(searchVersion, config.versions);
  const facetFilters = versionFacetFilters(searchVersion, config.versions);
  const history = useHistory();
  const {siteMetadata} = useDocusaurusContext();
  const credentials =
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
        };

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
      navigator={{
        navigate({itemUrl}) {
          history.push(itemUrl);
        },
      }}
      getMissingResultsUrl={({query}) => missingResultsUrl(query)}
      {...(facetFilters && config.mode === 'hosted' ? {searchParameters: {facetFilters}} : {})}
      {...(versionText
        ? {resultsFooterComponent: () => <SearchedVersion text={versionText} />}
        : {})}
      disableUserPersonalization={!keepHistory}
      onClose={onClose}
    />
  );
}
