/**
 * The Canvas playground: starting examples, the editors and the output, and
 * a link that carries the state (compressed in the URL fragment). Loaded by
 * the /playground page after it hydrates.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CanvasWorkbench from '@site/src/components/CanvasWorkbench';
import {
  decodePlaygroundHash,
  encodePlaygroundState,
  type PlaygroundState,
} from '@site/src/lib/canvasPlayground/playgroundState';
import {defaultExample, startingExamples} from '@site/src/lib/canvasPlayground/startingExamples';
import styles from './styles.module.css';

/** How long typing must pause before the address bar follows the state. */
const URL_UPDATE_DELAY_MS = 300;

interface Opened {
  readonly state: PlaygroundState;
  readonly notice?: string;
}

function fromHash(hash: string): Opened {
  const decoded = decodePlaygroundHash(hash);
  if (decoded.kind === 'state') return {state: decoded.state};
  if (decoded.kind === 'invalid')
    return {
      state: defaultExample,
      notice: `${decoded.reason} The playground opened the default example instead.`,
    };
  return {state: defaultExample};
}

export default function PlaygroundApp(): ReactNode {
  const id = useId().replace(/:/g, '');
  const [opened] = useState(() => fromHash(window.location.hash));
  const [state, setState] = useState(opened.state);
  const [notice, setNotice] = useState(opened.notice);
  const [copied, setCopied] = useState<string | undefined>();
  const written = useRef<string | undefined>(undefined);

  // The address bar follows the state, so reloading or bookmarking keeps it.
  useEffect(() => {
    const timer = setTimeout(() => {
      const hash = `#${encodePlaygroundState(state)}`;
      if (window.location.hash === hash) return;
      written.current = hash;
      window.history.replaceState(window.history.state, '', hash);
    }, URL_UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // A link pasted into this tab's address bar opens like a new page would.
  useEffect(() => {
    // The event's own address: the playground may have written its state over it since.
    const onHashChange = (event: HashChangeEvent) => {
      const {hash} = new URL(event.newURL);
      if (hash === written.current) return;
      const next = fromHash(hash);
      setState(next.state);
      setNotice(next.notice);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const link = () =>
    `${window.location.origin}${window.location.pathname}#${encodePlaygroundState(state)}`;

  const copyLink = async () => {
    const url = link();
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      setCopied(`Copy this link: ${url}`);
    }
  };

  return (
    <div className={styles.app}>
      {notice && (
        <div className={clsx('alert alert--warning', styles.notice)} role="alert">
          {notice}
        </div>
      )}
      <div className={styles.toolbar}>
        <div className={styles.examples} role="group" aria-labelledby={`${id}-start`}>
          <span id={`${id}-start`} className={styles.start}>
            Start from:
          </span>
          {startingExamples.map((example) => (
            <button
              key={example.id}
              type="button"
              className={clsx(
                'button button--sm',
                state.template === example.template && state.data === example.data
                  ? 'button--primary'
                  : 'button--secondary',
              )}
              aria-pressed={state.template === example.template && state.data === example.data}
              onClick={() => {
                setState(example);
                setNotice(undefined);
              }}>
              {example.label}
            </button>
          ))}
        </div>
        <div className={styles.share}>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => void copyLink()}>
            Copy link
          </button>
          <span role="status" className={styles.copied}>
            {copied}
          </span>
        </div>
      </div>
      <CanvasWorkbench
        id={id}
        state={state}
        onChange={(next) => {
          setState(next);
          setCopied(undefined);
        }}
        layout="page"
      />
    </div>
  );
}
