/**
 * The Canvas render worker: runs templates off the page's main thread, so a
 * template that loops for ever only ever blocks this worker, which the page
 * then stops.
 */
import {handleRenderRequest} from './handleRenderRequest';
import {WORKER_READY, type RenderRequest} from './protocol';

interface WorkerScope {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<RenderRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  scope.postMessage(handleRenderRequest(event.data, () => performance.now()));
};
scope.postMessage(WORKER_READY);
