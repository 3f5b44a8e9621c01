/**
 * Wraps the theme's DocItem/Content to add two things around the page's
 * Markdown: "Copy page" beside the title of every docs and API page, and after
 * the content the "What changed" trail of the changelog entries that touched
 * the page (resolved at build time into its frontmatter by
 * src/plugins/changelog-trail/). The button floats at the start of the content,
 * so the title (the first thing in the Markdown container) wraps around it and
 * the container, which the search index and the twins read, stays the theme's.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import PageChanges from '@site/src/components/ChangeTrail/PageChanges';
import type {PageChange} from '@site/src/lib/changeTrail';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const changes = (frontMatter as {changelog?: readonly PageChange[]}).changelog;
  return (
    <>
      <CopyPage permalink={metadata.permalink} besideTitle />
      <Content {...props} />
      {changes && <PageChanges changes={changes} />}
    </>
  );
}
