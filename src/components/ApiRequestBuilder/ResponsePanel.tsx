/** A response as the request builder shows it: status and time, the documented meaning of an error, headers and body. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import {explainError} from '@site/src/lib/apiExplorer/explainError';
import {
  byteSize,
  SHOWN_BODY_BYTES,
  type ShownResponse,
} from '@site/src/lib/apiExplorer/readResponse';
import type {TryItError} from '@site/src/lib/apiExplorer/types';
import styles from './styles.module.css';

export default function ResponsePanel({
  response,
  errors,
}: {
  response: ShownResponse;
  errors: readonly TryItError[];
}): ReactNode {
  const explained = explainError(response.status, response.body, errors);
  const failed = response.status >= 400;
  return (
    <div className={styles.response}>
      <p className={styles.statusLine} data-status={response.status}>
        <span className={clsx(styles.status, failed ? styles.statusError : styles.statusOk)}>
          {response.status} {response.statusText}
        </span>{' '}
        <span className={styles.time}>in {response.ms} ms</span>
      </p>
      {explained && (
        <p className={styles.explained}>
          <code>{explained.code}</code>: {explained.meaning}
        </p>
      )}
      {response.cut && (
        <p className={styles.note}>
          The body is {response.cut.totalBytes ? byteSize(response.cut.totalBytes) : 'larger'}: this
          shows its first {byteSize(SHOWN_BODY_BYTES)}.
        </p>
      )}
      {!response.json && response.body.trim() !== '' && !response.cut && (
        <p className={styles.note}>The body is not JSON; it is shown as the server sent it.</p>
      )}
      {response.body.trim() === '' ? (
        <p className={styles.note}>The response has no body.</p>
      ) : (
        <CodeBlock language={response.json ? 'json' : 'text'} title="Response body">
          {response.body}
        </CodeBlock>
      )}
      <Details summary={<summary>Response headers ({response.headers.length})</summary>}>
        <dl className={styles.headers}>
          {response.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Details>
    </div>
  );
}
