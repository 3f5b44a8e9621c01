/**
 * Wraps the theme's DocItem/Content: after the page's Markdown, the "What
 * changed" trail of the changelog entries that touched the page (resolved at
 * build time into the page's frontmatter, src/plugins/changelog-trail/).
 */
import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemContent from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import PageChanges from '@site/src/components/ChangeTrail/PageChanges';
import type {PageChange} from '@site/src/lib/changeTrail';

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const changes = (frontMatter as {changelog?: readonly PageChange[]}).changelog;
  return (
    <>
      <DocItemContent {...props} />
      {changes && <PageChanges changes={changes} />}
    </>
  );
}
