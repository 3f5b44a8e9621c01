/** A list of related calls, each with its method badge, its page and its path; `children` adds more items. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MethodBadge from '@site/src/components/MethodBadge';
import KeptMarkup from '@site/src/components/KeptMarkup';
import type {EndpointLink} from '@site/src/lib/apiViews/types';
import styles from './styles.module.css';

export default function RelatedCalls({
  calls,
  children,
}: {
  readonly calls: readonly EndpointLink[];
  readonly children?: ReactNode;
}): ReactNode {
  return (
    <KeptMarkup as="ul" className={styles.related}>
      {calls.map((other) => (
        <li key={other.route}>
          <MethodBadge method={other.method} /> <Link to={other.route}>{other.summary}</Link>{' '}
          <code className={styles.relatedPath}>{other.fullPath}</code>
        </li>
      ))}
      {children}
    </KeptMarkup>
  );
}
