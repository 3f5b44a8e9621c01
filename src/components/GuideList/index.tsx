/**
 * The guide list at /guides (the guides blog instance's list component):
 * featured guides first and set apart, then every guide, filterable by tag.
 * The chosen tag lives in the URL (?tag=forms) so a filtered list can be shared.
 * The guides arrive as card data (src/plugins/guide-list), not content modules; with them, when
 * the build carries it, the guides' PDF (components/PdfDownload).
 */
import React, {type ReactNode, useEffect, useState} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/BlogListPage';
import GuideCard, {type GuideCardData} from './GuideCard';
import PdfDownload from '@site/src/components/PdfDownload';
import type {PdfDownload as Pdf} from '@site/src/lib/pdfDownload';
import {compareText} from '@site/src/lib/compareText';
import {featuredFirst, tagFromSearch, withTag} from './guideOrder';
import styles from './styles.module.css';

/** The blog list route's props, with the guides' card data in place of their content modules. */
export interface GuideListProps {
  readonly metadata: Pick<Props['metadata'], 'blogTitle' | 'blogDescription' | 'permalink'>;
  readonly guides: readonly GuideCardData[];
  /** On a tag's own page (/guides/tags/forms), the tag: chosen from the server render on. */
  readonly tag?: {readonly key: string; readonly label: string; readonly description?: string};
  /** On the list itself, the guides' PDF (the route prop PDF_DOWNLOAD_PROP, lib/pdfDownload.ts). */
  readonly pdfDownload?: Pdf;
}

export default function GuideList({metadata, guides, tag, pdfDownload}: GuideListProps): ReactNode {
  const tags = [
    ...new Map(guides.flatMap((guide) => guide.tags).map((tag) => [tag.key, tag])).values(),
  ].sort((a, b) => compareText(a.label, b.label));
  const {search} = useLocation();
  const tagKeys = tags.map((tag) => tag.key).join(' ');
  // The server renders every guide; the tag in the URL applies once the page is interactive.
  const [chosen, setChosen] = useState<string | undefined>(tag?.key);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a second render after hydration is the point: the first must match the server's
    if (!tag) setChosen(tagFromSearch(search, tagKeys.split(' ')));
  }, [search, tagKeys, tag]);
  const {featured, all} = featuredFirst(withTag(guides, chosen));
  const chosenLabel = tags.find((tag) => tag.key === chosen)?.label;

  return (
    <Layout
      title={tag ? `${metadata.blogTitle} tagged ${tag.label}` : metadata.blogTitle}
      description={tag?.description ?? metadata.blogDescription}>
      <main className={clsx('container', styles.page)}>
        <header className={styles.header}>
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p className={styles.lead}>{metadata.blogDescription}</p>
          <PdfDownload pdf={pdfDownload} />
        </header>

        <nav aria-label="Filter guides by tag" className={styles.filters}>
          <Link
            to={metadata.permalink}
            className={clsx(styles.filter, !chosen && styles.active)}
            aria-current={!chosen ? 'true' : undefined}>
            All guides
          </Link>
          {tags.map((tag) => (
            <Link
              key={tag.key}
              to={`${metadata.permalink}?tag=${tag.key}`}
              className={clsx(styles.filter, chosen === tag.key && styles.active)}
              aria-current={chosen === tag.key ? 'true' : undefined}>
              {tag.label}
            </Link>
          ))}
        </nav>

        {!chosen && featured.length > 0 && (
          <section aria-labelledby="featured-guides" className={styles.featured}>
            {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names its section; Heading's link would join the name */}
            <h2 id="featured-guides">Featured guides</h2>
            <ul className={styles.grid}>
              {featured.map((guide) => (
                <li key={guide.permalink}>
                  <GuideCard guide={guide} featured />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="all-guides">
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names its section; Heading's link would join the name */}
          <h2 id="all-guides">{chosenLabel ? `Guides tagged ${chosenLabel}` : 'All guides'}</h2>
          <p className={styles.count} aria-live="polite">
            {all.length} {all.length === 1 ? 'guide' : 'guides'}
          </p>
          <ul className={styles.grid}>
            {all.map((guide) => (
              <li key={guide.permalink}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
