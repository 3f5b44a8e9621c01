/**
 * The foot of a docs or API page: 'Question? Give us feedback', 'Edit this
 * page on GitHub', the date the page last changed (from git, when the docs
 * instance reads it), and the feedback widget.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import LastUpdated from '@theme/LastUpdated';
import FeedbackWidget from '@site/src/components/FeedbackWidget';
import KeptMarkup from '@site/src/components/KeptMarkup';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

export interface PageFootProps {
  readonly path: string;
  readonly editUrl?: string | null;
  /** Milliseconds since the epoch of the page's last commit. */
  readonly lastUpdatedAt?: number | null;
}

export default function PageFoot({path, editUrl, lastUpdatedAt}: PageFootProps): ReactNode {
  return (
    <div className={styles.feedback}>
      <FeedbackWidget path={path} />
      {/* Kept as served: formatting the date would cost a phone's first Intl.DateTimeFormat. */}
      <KeptMarkup as="ul" className={styles.links}>
        <li>
          <Link href={site.helpCenterUrl}>Question? Give us feedback</Link>
        </li>
        {editUrl && (
          <li>
            <Link href={editUrl}>Edit this page on GitHub</Link>
          </li>
        )}
        {lastUpdatedAt != null && (
          <li className={styles.updated}>
            <LastUpdated lastUpdatedAt={lastUpdatedAt} />
          </li>
        )}
      </KeptMarkup>
    </div>
  );
}
