/**
 * What "Try it" opens in place of a documented example: the editors and the
 * live output, "Reset" back to the example, and "Open in playground" with
 * the current state. Loaded only when the reader presses "Try it".
 */
import {useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CanvasWorkbench from '@site/src/components/CanvasWorkbench';
import {
  encodePlaygroundState,
  type PlaygroundState,
} from '@site/src/lib/canvasPlayground/playgroundState';
import styles from './styles.module.css';

export interface TryItPanelProps {
  readonly example: PlaygroundState;
}

export default function TryItPanel({example}: TryItPanelProps): ReactNode {
  const id = useId().replace(/:/g, '');
  const [state, setState] = useState(example);
  const link = useMemo(() => `/playground#${encodePlaygroundState(state)}`, [state]);
  return (
    <div className={styles.panel}>
      <CanvasWorkbench id={id} state={state} onChange={setState} layout="inline" focusOnMount />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setState(example)}
          disabled={state.template === example.template && state.data === example.data}>
          Reset
        </button>
        <Link className="button button--primary button--sm" to={link}>
          Open in playground
        </Link>
      </div>
    </div>
  );
}
