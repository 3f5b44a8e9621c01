/**
 * Under an endpoint's method and URL: when it arrived and when its requests or responses last
 * changed ("New in April 21, 2026"), each a link to its row on /api/changes. The notes are the
 * page's own frontmatter, resolved at build time (src/plugins/api-changes/frontMatter.ts).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {EndpointChangeNote} from '@site/src/data/api/history/notes';
import styles from './styles.module.css';

export default function ApiChangeNotes({
  notes,
}: {
  readonly notes: readonly EndpointChangeNote[];
}): ReactNode {
  if (notes.length === 0) return null;
  return (
    <p className={styles.notes} data-testid="api-change-notes">
      {notes.map((note, index) => (
        <React.Fragment key={note.label}>
          {index > 0 && ' · '}
          <Link to={note.href}>
            {note.label} <time dateTime={note.date}>{note.shownDate}</time>
          </Link>
        </React.Fragment>
      ))}
    </p>
  );
}
