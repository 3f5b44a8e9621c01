/**
 * Serves a build folder with the site's own server (scripts/serve.mjs: compressed, with the
 * headers of _headers) for a benchmark, and resolves once it answers.
 */
import {spawn} from 'node:child_process';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {Promise<{baseUrl: string, stop: () => void}>} */
export async function serveBuild({dir = 'build', port}) {
  const server = spawn(
    'node',
    [join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', resolve(root, dir)],
    {stdio: 'ignore'},
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(baseUrl);
      break;
    } catch (error) {
      if (attempt === 50 || server.exitCode !== null) {
        server.kill();
        throw new Error(`the server for ${dir} did not start on port ${port}`, {cause: error});
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {baseUrl, stop: () => server.kill()};
}
