/**
 * The template and data editors and the live output, as "Try it" and the
 * playground show them. The state belongs to the caller; this renders it in
 * the Canvas worker as the reader types.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CanvasEditor from '@site/src/components/CanvasEditor';
import CanvasOutput from '@site/src/components/CanvasOutput';
import CanvasProblem from '@site/src/components/CanvasProblem';
import {useCanvasRender} from '@site/src/hooks/useCanvasRender';
import type {PlaygroundState} from '@site/src/lib/canvasPlayground/playgroundState';
import {renderStatusText} from '@site/src/lib/canvasPlayground/renderStatus';
import styles from './styles.module.css';

export interface CanvasWorkbenchProps {
  /** Prefix of the element ids, unique on the page. */
  readonly id: string;
  readonly state: PlaygroundState;
  readonly onChange: (state: PlaygroundState) => void;
  /** "inline": stacked, in the flow of a docs page; "page": side by side on wide screens. */
  readonly layout: 'inline' | 'page';
  /** Focus goes into the template editor when this is true (see CanvasEditor). */
  readonly focused?: boolean;
}

export default function CanvasWorkbench({
  id,
  state,
  onChange,
  layout,
  focused = false,
}: CanvasWorkbenchProps): ReactNode {
  const {html, problem, pending, milliseconds} = useCanvasRender(state);
  const errorIn = (source: 'template' | 'data') =>
    problem?.source === source ? problem.location?.line : undefined;
  return (
    <div className={clsx(styles.workbench, styles[layout])} data-canvas-workbench="">
      <div className={styles.inputs}>
        <CanvasEditor
          id={`${id}-template`}
          label="Template"
          language="twig"
          value={state.template}
          onChange={(template) => onChange({...state, template})}
          errorLine={errorIn('template')}
          focused={focused}
        />
        <CanvasEditor
          id={`${id}-data`}
          label="Data (JSON)"
          language="json"
          value={state.data}
          onChange={(data) => onChange({...state, data})}
          errorLine={errorIn('data')}
        />
      </div>
      <CanvasOutput
        id={`${id}-output`}
        html={html}
        stale={pending || problem !== undefined}
        status={
          problem ? (
            <CanvasProblem problem={problem} />
          ) : (
            <p className={styles.timing} data-render-state={pending ? 'pending' : 'done'}>
              {renderStatusText(pending, milliseconds)}
            </p>
          )
        }
      />
    </div>
  );
}
