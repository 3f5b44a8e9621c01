/**
 * A documented Canvas example (Template, Data, Output blocks, wrapped by the
 * canvas-examples remark plugin) with a "Try it" button. The editor and the
 * engine are not part of the page: their code is fetched once an example has
 * been in view and the page is idle. When the reader shows intent (hovers,
 * focuses or touches the button) the panel is built out of sight, with a
 * render worker and its first output, and laid out when the page is idle
 * again, so the press only shows it. Until then this adds one button to the
 * page.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {preloadHighlightedCode} from '@site/src/components/HighlightedCode/preload';
import {prepareCanvasWorker} from '@site/src/lib/canvasPlayground/startCanvasWorker';
import {whenIdle} from '@site/src/lib/whenIdle';
import {isPreparedExample, prepareExample, useIsPreparedExample} from './preparedExample';
import {runnerPanel, type CanvasRunner} from './runnerPanel';
import styles from './styles.module.css';

export interface CanvasExampleProps {
  readonly template: string;
  readonly data: string;
  /** JSON of the other templates the example includes, by path. */
  readonly templates?: string;
  /** The example's code blocks, as the page prints them. */
  readonly children: ReactNode;
}

export default function CanvasExample({
  template,
  data,
  templates,
  children,
}: CanvasExampleProps): ReactNode {
  const [id] = useState(() => Symbol('CanvasExample'));
  const prepared = useIsPreparedExample(id);
  const [Panel, setPanel] = useState<CanvasRunner | undefined>(runnerPanel.loaded);
  const [state, setState] = useState<'closed' | 'loading' | 'failed' | 'open'>('closed');
  // The panel built on intent is laid out (its editors measured) once the page is idle after it.
  const [laidOut, setLaidOut] = useState(false);
  const built = Panel !== undefined && prepared;
  useEffect(() => {
    if (!built) return undefined;
    let current = true;
    whenIdle(() => {
      if (current) setLaidOut(true);
    });
    return () => {
      current = false;
    };
  }, [built]);

  const example = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = example.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(() => {
        runnerPanel.load().catch(() => undefined);
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /** Intent: the panel's code, the output's highlighter and a worker, then the panel, hidden. */
  const prepare = () => {
    // Hover, then the press's own focus: the panel built on the first is the one the press shows.
    if (isPreparedExample(id)) return;
    preloadHighlightedCode();
    prepareCanvasWorker();
    prepareExample(id);
    // A component is a function: handed to setState as is, React would call it as an updater.
    runnerPanel.load().then(
      (loaded) => setPanel(() => loaded),
      () => undefined,
    );
  };

  const open = () => {
    if (Panel) {
      setState('open');
      return;
    }
    setState('loading');
    runnerPanel.load().then(
      (loaded) => {
        setPanel(() => loaded);
        setState('open');
      },
      () => setState('failed'),
    );
  };

  const opened = state === 'open';
  const parsed = templates ? (JSON.parse(templates) as Record<string, string>) : undefined;
  // One element tree, open or not: the panel built on intent is the one the press shows.
  return (
    <div className={styles.example} ref={example}>
      {!opened && children}
      {!opened && (
        <div className={styles.bar}>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            onClick={open}
            onPointerEnter={prepare}
            onFocus={prepare}
            onTouchStart={prepare}
            disabled={state === 'loading'}>
            {state === 'loading' ? 'Loading…' : 'Try it'}
          </button>
          {state === 'failed' && (
            <span role="alert" className={styles.failed}>
              The editor could not be loaded. Check your connection and try again.
            </span>
          )}
        </div>
      )}
      {Panel && (opened || prepared) && (
        <Panel
          example={{template, data, templates: parsed}}
          look={opened ? 'shown' : laidOut ? 'laidOut' : 'hidden'}
        />
      )}
    </div>
  );
}
