/** Cards linking to the four sections of the site, with a one-line summary each. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {sections} from '@site/src/data/sections';
import styles from './styles.module.css';

export default function SectionLinks({headingLevel = 2}: {headingLevel?: 2 | 3}): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {sections.map((section) => (
        <li key={section.path} className={styles.item}>
          <Link to={section.path} className={styles.card}>
            <Heading className={styles.title}>{section.label}</Heading>
            <span className={styles.summary}>{section.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
