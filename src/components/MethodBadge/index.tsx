/**
 * An HTTP method as a coloured badge (GET, POST, PATCH, DELETE). The colours
 * are the site's --tessera-method-* variables, which pass WCAG AA in both
 * themes; the text itself is the method, so screen readers read it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {HttpMethod} from '@site/src/lib/parseApiField';
import styles from './styles.module.css';

export interface MethodBadgeProps {
  readonly method: HttpMethod;
  readonly className?: string;
}

export default function MethodBadge({method, className}: MethodBadgeProps): ReactNode {
  return (
    <span
      className={clsx(styles.badge, styles[method.toLowerCase()], className)}
      data-method={method}>
      {method}
    </span>
  );
}
