/**
 * A request sample with the reader's own values: once they have set a key or a project ID (in Try
 * it), every endpoint page's samples show them in place of the placeholders, the key masked. The
 * code block's own Copy copies what it shows; "Copy with your key" copies the sample with the
 * full key. Until then, and in the server render, the sample is the documented one.
 */
import {useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {fillSample, type SamplePlaceholders} from '@site/src/lib/apiContext/fillSample';
import {useApiContext} from '@site/src/lib/apiContext/useApiContext';
import styles from './styles.module.css';

export interface ApiSampleProps {
  readonly code: string;
  readonly language: string;
  /** The API whose key goes in ("admin"). */
  readonly api: string;
  readonly placeholders: SamplePlaceholders;
}

export default function ApiSample({code, language, api, placeholders}: ApiSampleProps): ReactNode {
  const context = useApiContext();
  const [copied, setCopied] = useState(false);
  const values = {key: context.keys[api] ?? '', projectId: context.projectId};
  const shown = fillSample(code, placeholders, values, true);
  const withKey = values.key !== '' && code.includes(placeholders.key);
  const copy = () => {
    void navigator.clipboard.writeText(fillSample(code, placeholders, values, false)).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <>
      <CodeBlock language={language}>{shown}</CodeBlock>
      {shown !== code && (
        <p className={styles.filled}>
          <span>Filled in with your {withKey ? 'key (masked) and ' : ''}values.</span>
          {withKey && (
            <button type="button" className="button button--secondary button--sm" onClick={copy}>
              {copied ? 'Copied' : 'Copy with your key'}
            </button>
          )}
        </p>
      )}
    </>
  );
}
