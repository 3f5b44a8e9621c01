import type {WorkerLike} from './renderClient';
import {createWorkerSlot} from './workerSlot';

/** Starts a Canvas render worker; the bundler emits the worker file from this exact expression. */
function newCanvasWorker(): WorkerLike {
  return new Worker(new URL('../../canvas/worker/canvas.worker.ts', import.meta.url), {
    name: 'canvas-render',
  });
}

const slot = createWorkerSlot(newCanvasWorker);

/** On the reader's intent ("Try it" hovered or focused): the engine loads before the press. */
export function prepareCanvasWorker(): void {
  if (typeof Worker !== 'undefined') slot.prepare();
}

/** The Canvas render worker: the one prepared on intent, else a new one. */
export function startCanvasWorker(): WorkerLike {
  return slot.take();
}
