/**
 * Wraps the theme's BlogPostItem/Content: on a changelog entry's own page,
 * after its text, the reference pages it changed (declared in the entry's
 * `pages` frontmatter, resolved at build time, src/plugins/changelog-trail/), and the rows of
 * /api/changes it announces (src/plugins/api-changes/frontMatter.ts).
 */
import React, {type ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContent from '@theme-original/BlogPostItem/Content';
import type {Props} from '@theme/BlogPostItem/Content';
import EntryPages from '@site/src/components/ChangeTrail/EntryPages';
import type {ChangedPage} from '@site/src/lib/changeTrail';
import EntryApiChanges from '@site/src/components/ChangeTrail/EntryApiChanges';
import type {EntryChangeLink} from '@site/src/data/api/history/notes';

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  const {changedPages: pages, apiChangeLinks} = frontMatter as {
    changedPages?: readonly ChangedPage[];
    apiChangeLinks?: readonly EntryChangeLink[];
  };
  return (
    <>
      <BlogPostItemContent {...props} />
      {isBlogPostPage && pages && <EntryPages pages={pages} />}
      {isBlogPostPage && apiChangeLinks && <EntryApiChanges links={apiChangeLinks} />}
    </>
  );
}
