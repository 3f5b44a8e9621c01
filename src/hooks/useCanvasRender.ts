import {useEffect, useRef, useState} from 'react';
import type {RenderProblem} from '@site/src/canvas/worker/protocol';
import {createRenderClient, type RenderClient} from '@site/src/lib/canvasPlayground/renderClient';
import type {PlaygroundState} from '@site/src/lib/canvasPlayground/playgroundState';
import {startCanvasWorker} from '@site/src/lib/canvasPlayground/startCanvasWorker';

/** How long typing must pause before the template renders again. */
export const RENDER_DEBOUNCE_MS = 150;

export interface CanvasRender {
  /** The last output that rendered, kept on screen while a problem is shown. */
  readonly html: string;
  readonly problem: RenderProblem | undefined;
  readonly pending: boolean;
  /** How long the last successful render took in the worker. */
  readonly milliseconds: number | undefined;
}

/** Renders the state in the Canvas worker: at once the first time, then after typing pauses. */
export function useCanvasRender(state: PlaygroundState): CanvasRender {
  const client = useRef<RenderClient | null>(null);
  const first = useRef(true);
  const [result, setResult] = useState<CanvasRender>({
    html: '',
    problem: undefined,
    pending: true,
    milliseconds: undefined,
  });

  useEffect(() => {
    const created = createRenderClient(startCanvasWorker);
    client.current = created;
    return () => {
      created.dispose();
      client.current = null;
    };
  }, []);

  const {template, data, templates} = state;
  useEffect(() => {
    let current = true;
    setResult((previous) => ({...previous, pending: true}));
    const delay = first.current ? 0 : RENDER_DEBOUNCE_MS;
    first.current = false;
    const timer = setTimeout(() => {
      void client.current?.render({template, data, templates}).then((response) => {
        if (!current) return;
        setResult((previous) =>
          response.ok
            ? {
                html: response.html,
                problem: undefined,
                pending: false,
                milliseconds: response.milliseconds,
              }
            : {...previous, problem: response.problem, pending: false},
        );
      });
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [template, data, templates]);

  return result;
}
