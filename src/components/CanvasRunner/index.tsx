/**
 * What "Try it" opens in place of a documented example: the editors and the
 * live output, "Reset" back to the example, and "Open in playground" with
 * the current state. Loaded only when the reader presses "Try it".
 */
import {useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import CanvasWorkbench from '@site/src/components/CanvasWorkbench';
import {
  encodePlaygroundState,
  type PlaygroundState,
} from '@site/src/lib/canvasPlayground/playgroundState';
import styles from './styles.module.css';

export interface CanvasRunnerProps {
  readonly example: PlaygroundState;
  /**
   * Built ahead of the press, it is first `hidden` (not laid out), then `laidOut` (laid out in
   * place but not painted); either way not focusable and not announced. The press shows it.
   */
  readonly look?: 'hidden' | 'laidOut' | 'shown';
}

export default function CanvasRunner({example, look = 'shown'}: CanvasRunnerProps): ReactNode {
  const shown = look === 'shown';
  const id = useId().replace(/:/g, '');
  const [state, setState] = useState(example);
  const link = useMemo(() => `/playground#${encodePlaygroundState(state)}`, [state]);
  return (
    <div
      className={clsx(styles.panel, look === 'laidOut' && styles.laidOut)}
      hidden={look === 'hidden'}
      inert={!shown}>
      <CanvasWorkbench id={id} state={state} onChange={setState} layout="inline" focused={shown} />
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
