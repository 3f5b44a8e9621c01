import {RENDER_TIME_LIMIT_MS} from '@site/src/canvas/worker/limits';
import {
  WORKER_READY,
  type RenderRequest,
  type RenderResponse,
} from '@site/src/canvas/worker/protocol';

/** The part of a Web Worker the client uses, so tests can hand it a fake. */
export interface WorkerLike {
  postMessage(message: RenderRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface RenderClient {
  /** Renders in the worker. A newer call drops the one in flight: its promise never settles. */
  render(request: Omit<RenderRequest, 'id'>): Promise<RenderResponse>;
  dispose(): void;
}

/**
 * Talks to the Canvas render worker. One render at a time: a render that
 * runs past the time limit, or that kills the worker (out of memory), ends
 * the worker, answers with a "timeout" problem and starts a fresh worker for
 * the next render. The clock starts when the worker has loaded the engine.
 */
export function createRenderClient(
  startWorker: () => WorkerLike,
  timeLimitMs: number = RENDER_TIME_LIMIT_MS,
): RenderClient {
  let worker: WorkerLike | undefined;
  let ready: Promise<WorkerLike> | undefined;
  let nextId = 1;
  let pending:
    | {
        id: number;
        resolve: (response: RenderResponse) => void;
        timer?: ReturnType<typeof setTimeout>;
      }
    | undefined;

  const stopWorker = () => {
    worker?.terminate();
    worker = undefined;
    ready = undefined;
  };

  const settle = (response: RenderResponse) => {
    if (!pending || pending.id !== response.id) return;
    clearTimeout(pending.timer);
    const {resolve} = pending;
    pending = undefined;
    resolve(response);
  };

  const stopped = (id: number, message: string): RenderResponse => ({
    id,
    ok: false,
    problem: {kind: 'timeout', message},
  });

  const start = (): Promise<WorkerLike> => {
    ready ??= new Promise<WorkerLike>((resolve) => {
      const started = startWorker();
      worker = started;
      started.onmessage = (event) => {
        if (event.data === WORKER_READY) resolve(started);
        else settle(event.data as RenderResponse);
      };
      started.onerror = (event) => {
        event.preventDefault();
        const id = pending?.id ?? 0;
        stopWorker();
        settle(
          stopped(
            id,
            'The render was stopped: it used more memory than a preview may. Check the loops in the template.',
          ),
        );
      };
    });
    return ready;
  };

  return {
    async render(request) {
      const id = nextId;
      nextId += 1;
      // A newer render replaces the one in flight, whose answer is then ignored. The worker is
      // kept: if it is stuck in the old render, the new render's time limit ends it.
      if (pending) clearTimeout(pending.timer);
      const promise = new Promise<RenderResponse>((resolve) => {
        pending = {id, resolve};
      });
      const ready = await start();
      if (pending?.id !== id) return promise;
      pending.timer = setTimeout(() => {
        stopWorker();
        settle(
          stopped(
            id,
            `The render was stopped after ${timeLimitMs / 1000} seconds: the template may loop without end. Check its loops and the ranges they go over.`,
          ),
        );
      }, timeLimitMs);
      ready.postMessage({id, ...request});
      return promise;
    },
    dispose() {
      clearTimeout(pending?.timer);
      pending = undefined;
      stopWorker();
    },
  };
}
