/**
 * The output of a render, two ways: the HTML source, highlighted, and a
 * preview in a sandboxed frame (no scripts, no same-origin access, no
 * network). The output is only ever text in this page, never markup.
 */
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {previewDocument} from '@site/src/lib/canvasPlayground/previewDocument';
import styles from './styles.module.css';

export interface CanvasOutputProps {
  readonly id: string;
  readonly html: string;
  /** The output is older than the editors' text (a render is due, or the text has a problem): it is outlined. */
  readonly stale: boolean;
  /**
   * How the last render went (its time, or its problem), announced, between the view switch and
   * the output: a problem taller than the time line then moves the output, never the switch.
   */
  readonly status?: ReactNode;
}

type View = 'source' | 'preview';

export default function CanvasOutput({id, html, stale, status}: CanvasOutputProps): ReactNode {
  const [view, setView] = useState<View>('source');
  return (
    <div className={styles.output}>
      <div className={styles.header}>
        <span className={styles.label} id={`${id}-label`}>
          Output
        </span>
        <div className={styles.switch} role="group" aria-label="Show the output as">
          {(['source', 'preview'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className={clsx(styles.choice, view === choice && styles.chosen)}
              aria-pressed={view === choice}
              onClick={() => setView(choice)}>
              {choice === 'source' ? 'HTML' : 'Preview'}
            </button>
          ))}
        </div>
      </div>
      {status !== undefined && (
        <div aria-live="polite" className={styles.status}>
          {status}
        </div>
      )}
      <div className={clsx(styles.body, stale && styles.stale)} data-output-view={view}>
        {view === 'source' ? (
          <CodeBlock language="html">{html}</CodeBlock>
        ) : (
          <iframe
            className={styles.preview}
            title="Preview of the output"
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={previewDocument(html)}
          />
        )}
      </div>
    </div>
  );
}
