import type {WorkerLike} from './renderClient';

/** One worker started ahead of the first render, for the next render client to take. */
export interface WorkerSlot {
  /** Starts a worker now, on the reader's intent, unless one is already waiting. */
  prepare(): void;
  /** The waiting worker (what it said before this is kept for its new owner), else a new one. */
  take(): WorkerLike;
}

/**
 * A worker that loads the engine while the reader is still moving to "Try it": by the press it has
 * said it is ready. Its first messages arrive before the render client listens, so they are held
 * and handed over when the client sets `onmessage`. A worker that failed while waiting (its script
 * did not load) is dropped, and `take` starts a fresh one.
 */
export function createWorkerSlot(start: () => WorkerLike): WorkerSlot {
  let waiting: {worker: WorkerLike; early: MessageEvent<unknown>[]; failed: boolean} | undefined;

  return {
    prepare() {
      if (waiting && !waiting.failed) return;
      waiting?.worker.terminate();
      const worker = start();
      const entry = {worker, early: [] as MessageEvent<unknown>[], failed: false};
      worker.onmessage = (event) => entry.early.push(event);
      worker.onerror = (event) => {
        event.preventDefault();
        entry.failed = true;
      };
      waiting = entry;
    },
    take() {
      const entry = waiting;
      waiting = undefined;
      if (!entry || entry.failed) {
        entry?.worker.terminate();
        return start();
      }
      const {worker, early} = entry;
      worker.onmessage = null;
      worker.onerror = null;
      let onmessage: WorkerLike['onmessage'] = null;
      return {
        postMessage: (message) => worker.postMessage(message),
        terminate: () => worker.terminate(),
        get onmessage() {
          return onmessage;
        },
        set onmessage(handler) {
          onmessage = handler;
          worker.onmessage = handler;
          if (handler) for (const event of early.splice(0)) handler(event);
        },
        get onerror() {
          return worker.onerror;
        },
        set onerror(handler) {
          worker.onerror = handler;
        },
      };
    },
  };
}
