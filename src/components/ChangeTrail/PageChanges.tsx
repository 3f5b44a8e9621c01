/**
 * "What changed" on a reference page: the changelog entries that touched it,
 * oldest first ("Added 2025-10-28 · Changed 2026-03-03", each a link to its
 * entry), and, on a page that covers several items (the deprecated filters),
 * each item's changes on a line of its own.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {changeLabel, type PageChange} from '@site/src/lib/changeTrail';
import styles from './styles.module.css';

function ChangeLinks({changes}: {readonly changes: readonly PageChange[]}): ReactNode {
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={`${change.entryPermalink} ${change.kind} ${change.item ?? ''}`}>
          <Link to={change.entryPermalink} title={change.entryTitle}>
            {changeLabel(change)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function PageChanges({
  changes,
}: {
  readonly changes: readonly PageChange[];
}): ReactNode {
  if (changes.length === 0) return null;
  const pageChanges = changes.filter((change) => change.item === undefined);
  const items = [...new Set(changes.flatMap((change) => (change.item ? [change.item] : [])))];
  return (
    <section className={styles.trail} aria-labelledby="what-changed">
      <Heading as="h2" className={styles.title} id="what-changed">
        What changed
      </Heading>
      {pageChanges.length > 0 && <ChangeLinks changes={pageChanges} />}
      {items.length > 0 && (
        <dl className={styles.items}>
          {items.map((item) => (
            <div key={item} className={styles.item}>
              <dt>
                <Link to={`#${item}`}>
                  <code>{item}</code>
                </Link>
              </dt>
              <dd>
                <ChangeLinks changes={changes.filter((change) => change.item === item)} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
