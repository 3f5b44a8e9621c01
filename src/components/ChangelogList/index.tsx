/**
 * The changelog list at /changelog (the changelog blog instance's list
 * component): the theme's list of entries under a page heading, with links to
 * the RSS and Atom feeds. Entry titles are set at section size, not the
 * display size the theme gives a post's own page, so a screen shows several.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogListPage';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import styles from './styles.module.css';

export default function ChangelogList({metadata, items, sidebar}: Props): ReactNode {
  // Page 2 and later live under /changelog/page/N; the feeds belong to the changelog itself.
  const feedBase = metadata.permalink.replace(/\/page\/\d+$/, '');
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p className={styles.lead}>{metadata.blogDescription}</p>
          <p className={styles.feeds}>
            Subscribe: <Link href={`pathname://${feedBase}/rss.xml`}>RSS</Link> ·{' '}
            <Link href={`pathname://${feedBase}/atom.xml`}>Atom</Link>
          </p>
        </header>
        <div className={styles.entries}>
          <BlogPostItems items={items} />
        </div>
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
