/**
 * Runs Canvas templates as the playground does: the playground's render client
 * (src/lib/canvasPlayground/renderClient.ts, with its 2-second limit) talking
 * to the same message handler in a worker thread. Calls wait their turn, so
 * that every call is answered (the playground keeps only the latest).
 */
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';
import {createRenderClient, type WorkerLike} from '../src/lib/canvasPlayground/renderClient';
import {RENDER_TIME_LIMIT_MS} from '../src/canvas/worker/limits';
import type {RenderRequest, RenderResponse} from '../src/canvas/worker/protocol';

export interface CanvasRunner {
  render(request: Omit<RenderRequest, 'id'>): Promise<RenderResponse>;
  close(): void;
}

/** A worker's heap beyond this is a runaway template: the worker dies and the render is reported. */
const WORKER_HEAP_MB = 256;

function startNodeWorker(file: string): WorkerLike {
  const worker = new Worker(file, {resourceLimits: {maxOldGenerationSizeMb: WORKER_HEAP_MB}});
  // The server's process may end while a worker is still loading.
  worker.unref();
  const like: WorkerLike = {
    postMessage: (message) => worker.postMessage(message),
    terminate: () => void worker.terminate(),
    onmessage: null,
    onerror: null,
  };
  worker.on('message', (data: unknown) => like.onmessage?.({data} as MessageEvent<unknown>));
  worker.on('error', (error: Error) =>
    like.onerror?.({error, preventDefault: () => undefined} as unknown as ErrorEvent),
  );
  return like;
}

export function createCanvasRunner({
  workerFile = join(__dirname, 'canvasWorker.cjs'),
  timeLimitMs = RENDER_TIME_LIMIT_MS,
}: {workerFile?: string; timeLimitMs?: number} = {}): CanvasRunner {
  const client = createRenderClient(() => startNodeWorker(workerFile), timeLimitMs);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    render(request) {
      const answer = queue.then(() => client.render(request));
      queue = answer.catch(() => undefined);
      return answer;
    },
    close: () => client.dispose(),
  };
}
