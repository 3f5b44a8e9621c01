/**
 * "Try it" on an endpoint page: one button until the reader shows intent. Pointing at it or
 * focusing it starts fetching the request builder; pressing it opens the builder in place. Closing
 * hides the builder without losing what the reader typed, until they leave the page.
 */
import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {RequestBuilderProps} from '@site/src/components/ApiRequestBuilder';
import type {TryItView} from '@site/src/lib/apiExplorer/types';
import {onDemand} from '@site/src/lib/onDemand';
import styles from './styles.module.css';

type Builder = ComponentType<RequestBuilderProps>;

/** One fetch of the builder's code and styles (plugins/on-demand-styles), however often intent is shown. */
const builderCode = onDemand<Builder>(() =>
  import(/* webpackChunkName: "on-demand-try-api" */ '@site/src/components/ApiRequestBuilder').then(
    (module) => module.default,
  ),
);

type State = 'closed' | 'loading' | 'open' | 'failed';

export default function ApiTryIt({view}: {view: TryItView}): ReactNode {
  const [builder, setBuilder] = useState<{Builder: Builder}>();
  const [state, setState] = useState<State>('closed');
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Focus follows the reader: into the builder when it opens, back to the button when it closes.
    if (state === 'open') panel.current?.querySelector<HTMLElement>('select, input')?.focus();
    else if (state === 'closed' && opened.current) button.current?.focus();
    if (state === 'open') opened.current = true;
  }, [state]);

  const prefetch = () => {
    builderCode.load().catch(() => undefined);
  };
  const open = () => {
    if (builder) {
      setState('open');
      return;
    }
    setState('loading');
    builderCode.load().then(
      (Builder) => {
        setBuilder({Builder});
        setState('open');
      },
      () => setState('failed'),
    );
  };
  return (
    <>
      {state !== 'open' && (
        <div className={styles.bar}>
          <button
            ref={button}
            type="button"
            className="button button--primary button--sm"
            onClick={open}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            disabled={state === 'loading'}>
            {state === 'loading' ? 'Loading…' : 'Try it'}
          </button>
          <span className={styles.hint}>
            Send this request to a local mock, with your own values.
          </span>
          {state === 'failed' && (
            <span role="alert" className={styles.failed}>
              The request builder could not be loaded. Check your connection and try again.
            </span>
          )}
        </div>
      )}
      {builder && (
        <div ref={panel} hidden={state !== 'open'}>
          <builder.Builder view={view} onClose={() => setState('closed')} />
        </div>
      )}
    </>
  );
}
