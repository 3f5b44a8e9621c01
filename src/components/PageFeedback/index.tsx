/** The foot of a docs or API page: 'Question? Give us feedback', 'Edit this page on GitHub', and the feedback widget. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import FeedbackWidget from '@site/src/components/FeedbackWidget';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

export interface PageFeedbackProps {
  readonly path: string;
  readonly editUrl?: string | null;
}

export default function PageFeedback({path, editUrl}: PageFeedbackProps): ReactNode {
  return (
    <div className={styles.feedback}>
      <FeedbackWidget path={path} />
      <ul className={styles.links}>
        <li>
          <Link href={site.helpCenterUrl}>Question? Give us feedback</Link>
        </li>
        {editUrl && (
          <li>
            <Link href={editUrl}>Edit this page on GitHub</Link>
          </li>
        )}
      </ul>
    </div>
  );
}
