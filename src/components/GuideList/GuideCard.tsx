/** One guide in the list: title, description, tags, authors and creation date. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import type {GuideCardData} from '@site/src/lib/guideTags';

export type {GuideCardData};

export default function GuideCard({
  guide,
  featured = false,
}: {
  guide: GuideCardData;
  featured?: boolean;
}): ReactNode {
  return (
    <article className={clsx(styles.card, featured && styles.cardFeatured)}>
      <Heading as="h3" className={styles.cardTitle}>
        <Link to={guide.permalink}>{guide.title}</Link>
      </Heading>
      <p className={styles.cardDescription}>{guide.description}</p>
      <ul className={styles.tags} aria-label="Tags">
        {guide.tags.map((tag) => (
          <li key={tag.key} className={styles.tag}>
            {tag.label}
          </li>
        ))}
      </ul>
      <p className={styles.meta}>
        <span>{guide.authors.join(', ')}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={guide.date.slice(0, 10)}>{guide.formattedDate}</time>
      </p>
    </article>
  );
}
