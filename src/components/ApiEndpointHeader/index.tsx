/**
 * The method and full URL of an endpoint, shown prominently at the top of an
 * API-layout page. `path` is the `api` frontmatter path, which includes the
 * API's base path (/admin/v1/...); the shared host is shown before it. A
 * button beside them copies the full URL.
 */
import React, {type ReactNode, useRef} from 'react';
import clsx from 'clsx';
import type {ApiField} from '@site/src/lib/parseApiField';
import {API_HOST} from '@site/src/data/api/apis';
import CopyUrlButton from './CopyUrlButton';
import styles from './styles.module.css';

export default function ApiEndpointHeader({method, path}: ApiField): ReactNode {
  const urlRef = useRef<HTMLElement>(null);
  return (
    <p className={styles.endpoint} data-testid="api-endpoint">
      <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
      <code className={styles.path} ref={urlRef}>
        <span className={styles.host}>{API_HOST}</span>
        <wbr />
        {path}
      </code>
      <CopyUrlButton url={`${API_HOST}${path}`} target={() => urlRef.current} />
    </p>
  );
}
