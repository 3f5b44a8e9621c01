/**
 * Puts a category page's own docs back into the docs version it renders in. The version metadata
 * every page loads carries no docs (plugins/docs-instance/versionProp.ts); a category page's route
 * carries the title and description of the docs it lists, which the theme's cards and the reference
 * tables read through `useDocById`.
 */
import React, {useMemo, type ReactNode} from 'react';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionDocs} from '@docusaurus/plugin-content-docs';

interface Props {
  /** The docs the page lists, from its route; none on any other page. */
  readonly docs?: PropVersionDocs;
  readonly children: ReactNode;
}

function WithListedDocs({docs, children}: Required<Props>): ReactNode {
  const version = useDocsVersion();
  const withDocs = useMemo(() => ({...version, docs: {...version.docs, ...docs}}), [version, docs]);
  return <DocsVersionProvider version={withDocs}>{children}</DocsVersionProvider>;
}

export default function ListedDocs({docs, children}: Props): ReactNode {
  return docs ? <WithListedDocs docs={docs}>{children}</WithListedDocs> : children;
}
