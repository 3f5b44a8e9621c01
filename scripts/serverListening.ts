/**
 * Resolves once a server started as a child process says it listens (scripts/serve.mjs prints
 * "Serving … at …"), and rejects with its cause if it stops first. Not once something answers on
 * the port: another server already there would answer, and the caller would measure or test the
 * wrong site.
 */
import type {ChildProcess} from 'node:child_process';

/** `server` is started with stdout and stderr piped; `name` says what it serves, for the message. */
export function serverListening(server: ChildProcess, name: string): Promise<void> {
  return new Promise((listening, stopped) => {
    let errors = '';
    server.stderr?.on('data', (chunk: Buffer) => {
      errors += String(chunk);
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Serving ')) listening();
    });
    server.on('exit', (code) => {
      // Node prints the source line of a crash first; the error itself names the cause (EADDRINUSE).
      const cause = errors.split('\n').find((line) => /^\w*Error\b/.test(line)) ?? errors;
      stopped(new Error(`the server for ${name} stopped (${code}): ${cause.trim()}`));
    });
  });
}
