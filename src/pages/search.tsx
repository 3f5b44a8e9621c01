/**
 * `/search?q=…`: every result of a query, a page at a time, from the same
 * engine as the search overlay (the embedded index, or the hosted provider
 * when the build has its settings). Not indexed by search engines and not in
 * the sitemap: its content is whatever the query asks for.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchGlobalData} from '@site/src/lib/search/globalData';
import SearchResults from '@site/src/components/SearchResults';
import {site} from '@site/src/data/site';

export default function SearchPage(): ReactNode {
  const config = usePluginData('search-index') as SearchGlobalData;
  return (
    <Layout
      description={`Search the ${site.productName} developer documentation: every page that matches your query.`}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchResults config={config} />
    </Layout>
  );
}
