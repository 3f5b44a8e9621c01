/**
 * A guide at /guides/{slug} (the guides blog instance's post component), in
 * the guide layout: a 'Back to guides' link, the title with 'Copy page', the authors and the
 * creation date, then the guide, its tags, and the previous and next guides.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {MDXProvider} from '@mdx-js/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostPage';
import BlogLayout from '@theme/BlogLayout';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import BlogPostItemHeaderAuthors from '@theme/BlogPostItem/Header/Authors';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import TOC from '@theme/TOC';
import Heading from '@theme/Heading';
import {layoutForPage} from '@site/src/lib/layoutForPage';
import CopyPage from '@site/src/components/CopyPage';
import KeptMarkup from '@site/src/components/KeptMarkup';
import {canvasExampleScope} from '@site/src/components/CanvasExample/mdxScope';
import styles from './styles.module.css';

function GuideArticle({children}: {children: ReactNode}): ReactNode {
  const {metadata, toc, frontMatter} = useBlogPost();
  const extra = frontMatter as {fullWidth?: unknown; api?: unknown};
  const layout = layoutForPage({
    fullWidth: extra.fullWidth,
    api: extra.api,
    path: metadata.permalink,
  });
  const created = new Date(metadata.date);
  return (
    <BlogLayout
      toc={toc.length > 0 ? <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} /> : undefined}>
      <Head>
        {/* eslint-disable-next-line jsx-a11y/html-has-lang -- adds an attribute to the page's <html>, whose lang Docusaurus sets */}
        <html data-layout={layout} />
      </Head>
      <Link to="/guides" className={styles.back}>
        <span aria-hidden="true">← </span>Back to guides
      </Link>
      <article className={styles.article}>
        <header className={styles.header}>
          <CopyPage permalink={metadata.permalink} besideTitle />
          <Heading as="h1" className={styles.title}>
            {metadata.title}
          </Heading>
          {/* Kept as served: formatting the date would start the phone's first Intl.DateTimeFormat. */}
          <KeptMarkup as="p" className={styles.meta}>
            Created{' '}
            <time dateTime={metadata.date.slice(0, 10)}>
              {created.toLocaleDateString('en-US', {
                year: 'numeric',
                month: 'long',
                day: 'numeric',
                timeZone: 'UTC',
              })}
            </time>
            {metadata.readingTime !== undefined && (
              <> · {Math.max(1, Math.ceil(metadata.readingTime))} min read</>
            )}
          </KeptMarkup>
          <BlogPostItemHeaderAuthors />
        </header>
        <MDXProvider components={canvasExampleScope}>
          <BlogPostItemContent>{children}</BlogPostItemContent>
        </MDXProvider>
        <BlogPostItemFooter />
      </article>
      {(metadata.nextItem || metadata.prevItem) && (
        <BlogPostPaginator nextItem={metadata.nextItem} prevItem={metadata.prevItem} />
      )}
    </BlogLayout>
  );
}

export default function GuidePage({content: GuideContent}: Props): ReactNode {
  return (
    <BlogPostProvider content={GuideContent} isBlogPostPage>
      <HtmlClassNameProvider
        className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <GuideArticle>
          <GuideContent />
        </GuideArticle>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
