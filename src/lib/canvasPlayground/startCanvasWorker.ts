import type {WorkerLike} from './renderClient';

/** Starts the Canvas render worker; the bundler emits the worker file from this exact expression. */
export function startCanvasWorker(): WorkerLike {
  return new Worker(new URL('../../canvas/worker/canvas.worker.ts', import.meta.url), {
    name: 'canvas-render',
  });
}
