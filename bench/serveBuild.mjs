/**
 * Serves a build folder with the site's own server (scripts/serve.mjs: compressed, with the
 * headers of _headers) for a benchmark, and resolves once it listens (scripts/serverListening.ts).
 */
import {spawn} from 'node:child_process';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadTs} from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const {serverListening} = loadTs('../scripts/serverListening.ts');

/** @returns {Promise<{baseUrl: string, stop: () => void}>} */
export async function serveBuild({dir = 'build', port}) {
  const server = spawn(
    'node',
    [join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', resolve(root, dir)],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await serverListening(server, `${dir} on ${baseUrl}`);
  return {baseUrl, stop: () => server.kill()};
}
