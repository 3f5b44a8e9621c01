/**
 * Replaces (ejected) the theme's NotFound/Content: instead of a dead end, the
 * 404 page offers the search button and the four sections of the site.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import SectionLinks from '@site/src/components/SectionLinks';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className={styles.content}>
        <Heading as="h1">Page not found</Heading>
        <p className={styles.lead}>
          This page does not exist: it may have moved, or the link that brought you here has a typo.
          Search the documentation or start from one of the sections below.
        </p>
        <div className={styles.search}>
          <SearchBar />
        </div>
        <SectionLinks />
      </div>
    </main>
  );
}
