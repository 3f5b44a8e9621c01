import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {serveBuild, serverListening} from './serveBuild';

const started: ChildProcess[] = [];
/** A Node child running `source`, its output piped as a server's is. */
function child(source: string): ChildProcess {
  const server = spawn(process.execPath, ['-e', source], {stdio: ['ignore', 'pipe', 'pipe']});
  started.push(server);
  return server;
}

afterEach(() => {
  for (const server of started.splice(0)) server.kill();
});

test('resolves when the server says it is serving, and it keeps running', async () => {
  const server = child(
    "setTimeout(() => console.log('Serving build at http://127.0.0.1:1'), 50); setInterval(() => {}, 1000);",
  );
  await expect(serverListening(server, 'build')).resolves.toBeUndefined();
  expect(server.exitCode).toBeNull();
});

test('rejects with the error line, not the source line Node prints first, when the server stops first', async () => {
  const server = child(
    "const e = new Error('listen EADDRINUSE: address already in use 127.0.0.1:3111'); throw e;",
  );
  await expect(serverListening(server, 'the hosted build')).rejects.toThrow(
    /^the server for the hosted build stopped \(1\): Error: listen EADDRINUSE: address already in use 127\.0\.0\.1:3111$/,
  );
});

test('a server that stops quietly is named with its exit code', async () => {
  const server = child('process.exit(3);');
  await expect(serverListening(server, 'build')).rejects.toThrow(
    'the server for build stopped (3): ',
  );
});

// Two servers start, each a Node process of its own: seconds on a slow machine.
test('serves a build folder and refuses a port already taken, naming the cause', async () => {
  // A folder of one page: the unit tests run before the site is built.
  const dir = mkdtempSync(join(tmpdir(), 'tessera-serve-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>one page</title>');
  const first = await serveBuild({dir, port: 3299});
  try {
    const page = await fetch(`${first.baseUrl}/`);
    expect(await page.text()).toContain('one page');
    await expect(serveBuild({dir, port: 3299})).rejects.toThrow(
      /^the server for .+ on http:\/\/127\.0\.0\.1:3299 stopped \(1\): Error: listen EADDRINUSE/,
    );
  } finally {
    first.stop();
    rmSync(dir, {recursive: true, force: true});
  }
}, 30_000);
