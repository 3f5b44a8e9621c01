/**
 * Wraps the theme's BlogPostItem/Content: on a changelog entry's own page,
 * after its text, the reference pages it changed (declared in the entry's
 * `pages` frontmatter, resolved at build time, src/plugins/changelog-trail/).
 */
import React, {type ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContent from '@theme-original/BlogPostItem/Content';
import type {Props} from '@theme/BlogPostItem/Content';
import EntryPages from '@site/src/components/ChangeTrail/EntryPages';
import type {ChangedPage} from '@site/src/lib/changeTrail';

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  const pages = (frontMatter as {changedPages?: readonly ChangedPage[]}).changedPages;
  return (
    <>
      <BlogPostItemContent {...props} />
      {isBlogPostPage && pages && <EntryPages pages={pages} />}
    </>
  );
}
