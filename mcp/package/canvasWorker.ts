/**
 * The Canvas render worker of the `npx` package: what mcp/canvasWorker.cjs does in the clone
 * (the playground's message handler in a worker thread), bundled instead of loaded with jiti.
 * Bundled as dist/canvasWorker.cjs beside the server, where mcp/canvasRunner.ts looks for it.
 */
import {parentPort} from 'node:worker_threads';
import {handleRenderRequest} from '../../src/canvas/worker/handleRenderRequest';
import {WORKER_READY} from '../../src/canvas/worker/protocol';

parentPort?.on('message', (request: Parameters<typeof handleRenderRequest>[0]) => {
  parentPort?.postMessage(handleRenderRequest(request, () => performance.now()));
});
parentPort?.postMessage(WORKER_READY);
