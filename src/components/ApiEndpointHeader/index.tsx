/** The method and path of an endpoint, shown prominently at the top of an API-layout page. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {ApiField} from '@site/src/lib/parseApiField';
import styles from './styles.module.css';

export default function ApiEndpointHeader({method, path}: ApiField): ReactNode {
  return (
    <p className={styles.endpoint} data-testid="api-endpoint">
      <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
      <code className={styles.path}>{path}</code>
    </p>
  );
}
