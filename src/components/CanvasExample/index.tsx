/**
 * A documented Canvas example (Template, Data, Output blocks, wrapped by the
 * canvas-try-it remark plugin) with a "Try it" button. The editor and the
 * engine are not part of the page: their code is fetched once an example has
 * been in view and the page is idle, and the render worker starts when the
 * reader shows intent (hovers, focuses or touches the button), so the press
 * answers at once. Until then this adds one button to the page.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {preloadHighlightedCode} from '@site/src/components/HighlightedCode/preload';
import {prepareCanvasWorker} from '@site/src/lib/canvasPlayground/startCanvasWorker';
import {whenIdle} from '@site/src/lib/whenIdle';
import {loadTryItPanel, loadedTryItPanel, type TryItPanel} from './tryItPanel';
import styles from './styles.module.css';

export interface CanvasExampleProps {
  readonly template: string;
  readonly data: string;
  /** JSON of the other templates the example includes, by path. */
  readonly templates?: string;
  /** The example's code blocks, as the page prints them. */
  readonly children: ReactNode;
}

/** Intent: the panel's code, the output's highlighter and a render worker, ready before the press. */
function prepare(): void {
  loadTryItPanel().catch(() => undefined);
  preloadHighlightedCode();
  prepareCanvasWorker();
}

export default function CanvasExample({
  template,
  data,
  templates,
  children,
}: CanvasExampleProps): ReactNode {
  const [panel, setPanel] = useState<{Panel: TryItPanel} | 'loading' | 'failed' | undefined>();
  const example = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = example.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(() => {
        loadTryItPanel().catch(() => undefined);
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const open = () => {
    const loaded = loadedTryItPanel();
    if (loaded) {
      setPanel({Panel: loaded});
      return;
    }
    setPanel('loading');
    loadTryItPanel().then(
      (Panel) => setPanel({Panel}),
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
    <div className={styles.example} ref={example}>
      {children}
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--outline button--primary button--sm"
          onClick={open}
          onPointerEnter={prepare}
          onFocus={prepare}
          onTouchStart={prepare}
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
