/** One change on /api/changes: its API, kind and target, a sentence, and the entry that announces it. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {apis} from '@site/src/data/api/apis';
import type {ChangeRowView} from '@site/src/data/api/history/notes';
import styles from './styles.module.css';

const KIND_LABELS = {
  added: 'Added',
  changed: 'Changed',
  deprecated: 'Deprecated',
  removed: 'Removed',
} as const;

export default function ChangeRow({row}: {readonly row: ChangeRowView}): ReactNode {
  return (
    <li id={row.id} className={styles.row}>
      <p className={styles.labels}>
        <span className={styles.api}>{apis[row.api].title}</span>
        <span className={styles.kind}>{KIND_LABELS[row.kind]}</span>
        {row.breaking && <strong className={styles.breaking}>Breaking</strong>}
      </p>
      <p className={styles.target}>
        {row.endpointRoute ? (
          <Link to={row.endpointRoute}>
            <code>{row.target}</code>
          </Link>
        ) : (
          <code>{row.target}</code>
        )}
      </p>
      <p className={styles.note}>{row.note}</p>
      <p className={styles.entry}>
        Announced in <Link to={row.entryPermalink}>{row.entryTitle}</Link>
      </p>
    </li>
  );
}
