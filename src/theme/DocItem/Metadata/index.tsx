/**
 * Wraps the theme's DocItem/Metadata: on a page of a docs version other than
 * the latest, the canonical link (and og:url) name the same page in the latest
 * version (src/lib/latestDocPath.ts). The theme's own tags come first; these,
 * rendered later, replace them.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import DocItemMetadata from '@theme-original/DocItem/Metadata';
import {latestDocPath} from '@site/src/lib/latestDocPath';

export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const latest = useLatestVersion(version.pluginId);
  const {siteConfig} = useDocusaurusContext();
  const path = latestDocPath(version.isLast, metadata.id, latest.docs);
  return (
    <>
      <DocItemMetadata />
      {path !== null && (
        <Head>
          <link rel="canonical" href={`${siteConfig.url}${path}`} />
          <meta property="og:url" content={`${siteConfig.url}${path}`} />
        </Head>
      )}
    </>
  );
}
