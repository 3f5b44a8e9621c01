import {spawn, type ChildProcess} from 'node:child_process';
import {serverListening} from './serverListening';

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

test('rejects with the error line when the server stops first, whatever answers on the port', async () => {
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
