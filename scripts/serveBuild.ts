/**
 * Starts the site's own server (scripts/serve.mjs: compressed, with the headers of _headers) on a
 * build folder, for a benchmark or a browser test, and waits until that server says it listens.
 * Not until something answers on the port: another server already there would answer, and the
 * caller would measure or test the wrong site.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {join, resolve} from 'node:path';

const root = join(__dirname, '..');

/**
 * Resolves once `server` (started with stdout and stderr piped) prints "Serving … at …", and
 * rejects with its exit code and error line if it stops first; `name` says what it serves.
 */
export function serverListening(server: ChildProcess, name: string): Promise<void> {
  return new Promise((listening, stopped) => {
    let settled = false;
    let errors = '';
    // The pipes are read for the server's whole life (a full pipe would stop it); only what it
    // says before it listens is kept, for the message.
    server.stderr?.on('data', (chunk: Buffer) => {
      if (!settled) errors += String(chunk);
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      if (settled || !String(chunk).includes('Serving ')) return;
      settled = true;
      listening();
    });
    server.on('exit', (code) => {
      if (settled) return;
      settled = true;
      // Node prints the source line of a crash first; the error itself names the cause (EADDRINUSE).
      const cause = errors.split('\n').find((line) => /^\w*Error\b/.test(line)) ?? errors;
      stopped(new Error(`the server for ${name} stopped (${code}): ${cause.trim()}`));
    });
  });
}

export interface ServedBuild {
  readonly baseUrl: string;
  stop(): void;
}

/** Serves `dir` (relative to the project, or absolute) on 127.0.0.1:`port`; with `mcp`, /mcp too, as `npm start` does. */
export async function serveBuild({
  dir = 'build',
  port,
  mcp = false,
}: {
  dir?: string;
  port: number;
  mcp?: boolean;
}): Promise<ServedBuild> {
  const server = spawn(
    process.execPath,
    [
      join(root, 'scripts/serve.mjs'),
      '--port',
      String(port),
      '--dir',
      resolve(root, dir),
      ...(mcp ? ['--mcp'] : []),
    ],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await serverListening(server, `${dir} on ${baseUrl}`);
  return {baseUrl, stop: () => server.kill()};
}
