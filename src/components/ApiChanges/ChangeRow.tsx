/** One change on /api/changes: its API, kind and target, a sentence, and the entry that announces it. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {API_TITLES} from '@site/src/data/api/titles';
import type {ChangeRowView} from '@site/src/data/api/history/notes';
import Inline from '@site/src/components/ApiEndpoint/Inline';
import styles from './styles.module.css';

const KIND_LABELS = {
  added: 'Added',
  changed: 'Changed',
  deprecated: 'Deprecated',
  removed: 'Removed',
} as const;

export default function ChangeRow({row}: {readonly row: ChangeRowView}): ReactNode {
  // Endpoint pages and changelog entries link to this anchor; the build checks that it exists.
  useBrokenLinks().collectAnchor(row.id);
  return (
    <li id={row.id} className={styles.row}>
      <p className={styles.labels}>
        {/* The separators are text too, so the Markdown twin and screen readers keep the labels apart. */}
        <span className={styles.api}>{API_TITLES[row.api]}</span>
        <span className={styles.separator}> · </span>
        <span className={styles.kind}>{KIND_LABELS[row.kind]}</span>
        {row.breaking && (
          <>
            <span className={styles.separator}> · </span>
            <strong className={styles.breaking}>Breaking</strong>
          </>
        )}
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
      <p className={styles.note}>
        <Inline text={row.note} />
      </p>
      <p className={styles.entry}>
        Announced in <Link to={row.entryPermalink}>{row.entryTitle}</Link>
      </p>
    </li>
  );
}
