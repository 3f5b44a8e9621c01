/**
 * Starts and stops the mock of the three APIs: one Prism server per OpenAPI document, on loopback,
 * answering with each operation's documented example and validating requests against the document
 * (a missing field or key gets the documented 400 or 401). `npm run mock` (mock/main.ts) and tests
 * use it; a test starts its own on free ports and stops it when done.
 */
import {spawn, type ChildProcessByStdio} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {createInterface} from 'node:readline';
import type {Readable} from 'node:stream';
import {apis, MOCK_HOST} from '../src/data/api/apis';
import type {ApiId} from '../src/data/api/types';
import {API_IDS} from '../src/plugins/openapi/document';
import {writeMockDocuments, type DocumentSource} from './documents';

/** The loopback address the servers listen on, the host of the site's mock origins. */
const HOST = new URL(MOCK_HOST).hostname;

/** The ports of `npm run mock`, the ones Try it sends to. */
export const DEFAULT_PORTS = Object.fromEntries(
  API_IDS.map((api) => [api, apis[api].mockPort]),
) as Readonly<Record<ApiId, number>>;

export interface MockOptions {
  /** The port of each API; an API left out gets a free port. */
  readonly ports?: Partial<Record<ApiId, number>>;
  /** `build` (the default) serves build/'s documents when it has all three; `model` always the model's. */
  readonly from?: DocumentSource;
  /** The repository, whose build/ is read. */
  readonly root?: string;
  /** Prism's log lines once its server answers: each request, and why one was refused. */
  readonly onLog?: (api: ApiId, line: string) => void;
  /** How long the three servers may take to answer. */
  readonly timeoutMs?: number;
}

export interface RunningMock {
  /** Each API's base URL at the mock, as the samples' `https://api.tessera.dev/admin/v1`: `http://127.0.0.1:4010/admin/v1`. */
  readonly urls: Readonly<Record<ApiId, string>>;
  readonly source: DocumentSource;
  /** Stops the servers and removes their documents; calling it again does nothing. */
  stop(): Promise<void>;
}

/** How many of a server's last lines a start failure shows. */
const KEPT_LINES = 30;

function prismCli(): string {
  const manifest = require.resolve('@stoplight/prism-cli/package.json');
  const {bin} = JSON.parse(readFileSync(manifest, 'utf8')) as {bin: {prism: string}};
  return join(dirname(manifest), bin.prism);
}

/** A port that nothing listens on now, from the system. */
export function freePort(host = HOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

interface Server {
  readonly api: ApiId;
  readonly child: ChildProcessByStdio<null, Readable, Readable>;
  /** Its last lines, for the message when it fails to start. */
  readonly lines: string[];
  /** Where its lines go once it answers. */
  onLine: ((line: string) => void) | undefined;
  exited: string | undefined;
}

function startServer(api: ApiId, file: string, port: number): Server {
  // Static examples (no --dynamic) and Prism's request validation; CORS answers are on by default.
  const child = spawn(
    process.execPath,
    [prismCli(), 'mock', file, '--host', HOST, '--port', String(port)],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  const server: Server = {api, child, lines: [], onLine: undefined, exited: undefined};
  for (const input of [child.stdout, child.stderr]) {
    createInterface({input}).on('line', (line) => {
      server.lines.push(line);
      if (server.lines.length > KEPT_LINES) server.lines.shift();
      server.onLine?.(line);
    });
  }
  // After 'close' rather than 'exit': its last lines have been read by then.
  child.once('close', (code, signal) => {
    server.exited = signal ?? `code ${code}`;
  });
  return server;
}

/** Prism's line once its server accepts connections: "Prism is listening on http://127.0.0.1:4010". */
const LISTENING = /Prism is listening on http:/;

/** Waits for Prism to say it listens, rather than probing it with a request that it would log. */
function listening(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`did not listen within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const done = (error?: Error): void => {
      clearTimeout(timer);
      server.child.off('close', onExit);
      server.onLine = undefined;
      if (error) reject(error);
      else resolve();
    };
    const onExit = (): void => done(new Error(`exited (${server.exited}) before listening`));
    if (server.exited !== undefined) return onExit();
    if (server.lines.some((line) => LISTENING.test(line))) return done();
    server.child.once('close', onExit);
    server.onLine = (line) => {
      if (LISTENING.test(line)) done();
    };
  });
}

function stopServer(server: Server): Promise<void> {
  if (server.exited !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.child.kill('SIGKILL'), 5000);
    server.child.once('close', () => {
      clearTimeout(kill);
      resolve();
    });
    if (server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill('SIGTERM');
  });
}

export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  const root = options.root ?? join(__dirname, '..');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-mock-'));
  const servers: Server[] = [];
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await Promise.all(servers.map(stopServer));
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    const {source, files} = writeMockDocuments(dir, {
      buildDir: join(root, 'build'),
      from: options.from ?? 'build',
    });
    const ports = {} as Record<ApiId, number>;
    for (const api of API_IDS) ports[api] = options.ports?.[api] ?? (await freePort());
    const origins = Object.fromEntries(
      API_IDS.map((api) => [api, `${MOCK_HOST}:${ports[api]}`]),
    ) as Record<ApiId, string>;
    for (const api of API_IDS) servers.push(startServer(api, files[api], ports[api]));
    await Promise.all(
      servers.map((server) =>
        listening(server, options.timeoutMs ?? 60_000).catch((error: Error) => {
          throw new Error(
            `The ${apis[server.api].title} mock (Prism, port ${ports[server.api]}) ${error.message}:\n${server.lines.join('\n')}`,
          );
        }),
      ),
    );
    const {onLog} = options;
    if (onLog) for (const server of servers) server.onLine = (line) => onLog(server.api, line);
    return {
      urls: Object.fromEntries(
        API_IDS.map((api) => [api, `${origins[api]}${apis[api].basePath}`]),
      ) as Record<ApiId, string>,
      source,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
