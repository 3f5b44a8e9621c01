/**
 * A documented Canvas example (Template, Data, Output blocks, wrapped by the
 * canvas-try-it remark plugin) with a "Try it" button. The editor and the
 * engine are fetched only when the reader presses it; until then this adds
 * one button to the page.
 */
import {useState, type ComponentType, type ReactNode} from 'react';
import type {TryItPanelProps} from '@site/src/components/TryItPanel';
import styles from './styles.module.css';

export interface CanvasExampleProps {
  readonly template: string;
  readonly data: string;
  /** JSON of the other templates the example includes, by path. */
  readonly templates?: string;
  /** The example's code blocks, as the page prints them. */
  readonly children: ReactNode;
}

type Panel = ComponentType<TryItPanelProps>;

export default function CanvasExample({
  template,
  data,
  templates,
  children,
}: CanvasExampleProps): ReactNode {
  const [panel, setPanel] = useState<{Panel: Panel} | 'loading' | 'failed' | undefined>();
  const open = () => {
    setPanel('loading');
    import('@site/src/components/TryItPanel').then(
      (module) => setPanel({Panel: module.default}),
      () => setPanel('failed'),
    );
  };
  if (panel && typeof panel === 'object') {
    const parsed = templates ? (JSON.parse(templates) as Record<string, string>) : undefined;
    return (
      <div className={styles.example}>
        <panel.Panel example={{template, data, templates: parsed}} />
      </div>
    );
  }
  return (
    <div className={styles.example}>
      {children}
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--outline button--primary button--sm"
          onClick={open}
          disabled={panel === 'loading'}>
          {panel === 'loading' ? 'Loading…' : 'Try it'}
        </button>
        {panel === 'failed' && (
          <span role="alert" className={styles.failed}>
            The editor could not be loaded. Check your connection and try again.
          </span>
        )}
      </div>
    </div>
  );
}
