import {useEffect, useRef, useState} from 'react';
import type {RenderProblem} from '@site/src/canvas/worker/protocol';
import {RENDER_DEBOUNCE_MS} from '@site/src/canvas/worker/limits';
import {createRenderClient, type RenderClient} from '@site/src/lib/canvasPlayground/renderClient';
import type {PlaygroundState} from '@site/src/lib/canvasPlayground/playgroundState';
import {startCanvasWorker} from '@site/src/lib/canvasPlayground/startCanvasWorker';

export interface CanvasRender {
  /** The last output that rendered, kept on screen while a problem is shown. */
  readonly html: string;
  readonly problem: RenderProblem | undefined;
  /** The editors hold text that has not rendered yet. */
  readonly pending: boolean;
  /** How long the last successful render took in the worker. */
  readonly milliseconds: number | undefined;
}

interface Rendered {
  /** The input this answer is for; a different current input means a render is due. */
  readonly input: readonly [string, string, PlaygroundState['templates']] | undefined;
  readonly html: string;
  readonly problem: RenderProblem | undefined;
  readonly milliseconds: number | undefined;
}

/** Renders the state in the Canvas worker: at once the first time, then after typing pauses. */
export function useCanvasRender(state: PlaygroundState): CanvasRender {
  const client = useRef<RenderClient | null>(null);
  const first = useRef(true);
  const [rendered, setRendered] = useState<Rendered>({
    input: undefined,
    html: '',
    problem: undefined,
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
    const delay = first.current ? 0 : RENDER_DEBOUNCE_MS;
    first.current = false;
    const timer = setTimeout(() => {
      void client.current?.render({template, data, templates}).then((response) => {
        if (!current) return;
        const input = [template, data, templates] as const;
        setRendered((previous) =>
          response.ok
            ? {input, html: response.html, problem: undefined, milliseconds: response.milliseconds}
            : {...previous, input, problem: response.problem},
        );
      });
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [template, data, templates]);

  const {input} = rendered;
  const pending =
    input === undefined || input[0] !== template || input[1] !== data || input[2] !== templates;
  return {
    html: rendered.html,
    problem: rendered.problem,
    pending,
    milliseconds: rendered.milliseconds,
  };
}
