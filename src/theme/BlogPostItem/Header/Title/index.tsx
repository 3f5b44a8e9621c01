/**
 * Wraps the theme's blog post title to put "Copy page" beside it on a
 * changelog entry's own page (not in the lists, where titles are links).
 * Guides render their own header (src/components/GuidePage).
 */
import React, {type ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <Title {...props} />;
  return (
    <div className={styles.titleRow}>
      <Title {...props} />
      <CopyPage permalink={metadata.permalink} />
    </div>
  );
}
