/**
 * The Canvas render worker for Node: the playground's message handler
 * (src/canvas/worker/handleRenderRequest.ts) in a worker thread, so a template
 * that loops for ever only blocks this thread, which the server then stops.
 */
const {parentPort} = require('node:worker_threads');
const {join} = require('node:path');

// The site's TypeScript modules, loaded with jiti (the loader Docusaurus uses for its config).
const load = require('jiti')(__filename, {alias: {'@site': join(__dirname, '..')}});
const {handleRenderRequest} = load('../src/canvas/worker/handleRenderRequest.ts');
const {WORKER_READY} = load('../src/canvas/worker/protocol.ts');

parentPort.on('message', (request) => {
  parentPort.postMessage(handleRenderRequest(request, () => performance.now()));
});
parentPort.postMessage(WORKER_READY);
