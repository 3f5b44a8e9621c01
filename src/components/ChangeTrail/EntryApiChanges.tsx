/** On a changelog entry that announces API changes: its rows on /api/changes, each a link. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {API_TITLES} from '@site/src/data/api/titles';
import {changeHref} from '@site/src/data/api/history/changeHref';
import type {EntryChangeLink} from '@site/src/data/api/history/notes';
import styles from './styles.module.css';

export default function EntryApiChanges({
  links,
}: {
  readonly links: readonly EntryChangeLink[];
}): ReactNode {
  if (links.length === 0) return null;
  return (
    <section className={styles.trail} aria-labelledby="api-changes">
      <Heading as="h2" className={styles.title} id="api-changes">
        API changes
      </Heading>
      <ul className={styles.changes}>
        {links.map(([id, api, kind, target, breaking]) => (
          <li key={id}>
            <Link to={changeHref({id})}>
              {API_TITLES[api]}: {kind} <code>{target}</code>
              {breaking && ' (breaking)'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
