/**
 * `npm start` serves the docs' MCP endpoint at /mcp, as a host running Node would: the site's
 * server (serve.mjs) starts `npm run mcp -- --http` on a free loopback port, reading the same
 * build, and passes /mcp requests through to it. The MCP server answers the site's own Host names
 * only (--behind-proxy), and counts requests per client by the address this proxy writes in
 * X-Forwarded-For, replacing any the client sent.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {request as forward, type IncomingMessage, type ServerResponse} from 'node:http';
import {join} from 'node:path';

const root = join(__dirname, '..');

export interface RunningMcp {
  readonly port: number;
  readonly child: ChildProcess;
}

/** Starts the MCP server on `dir`, answering `hosts`; resolves once it says where it listens. */
export function startMcpServer(dir: string, hosts: readonly string[]): Promise<RunningMcp> {
  const child = spawn(
    process.execPath,
    [
      join(root, 'mcp/index.mjs'),
      '--build',
      dir,
      '--http',
      '127.0.0.1:0',
      '--behind-proxy',
      hosts.join(','),
    ],
    {stdio: ['ignore', 'inherit', 'pipe']},
  );
  return new Promise((started, failed) => {
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said += String(chunk);
      process.stderr.write(chunk);
      const port = /http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(said)?.[1];
      if (port) {
        said = '';
        started({port: Number(port), child});
      }
    });
    child.on('exit', (code) =>
      failed(new Error(`The docs' MCP server stopped (${code}): ${said.trim()}`)),
    );
  });
}

/** What a client gets when the MCP server cannot be reached: JSON-RPC, as the endpoint speaks. */
function unavailable(response: ServerResponse): void {
  if (response.headersSent) return void response.destroy();
  response.writeHead(502, {'Content-Type': 'application/json'}).end(
    JSON.stringify({
      jsonrpc: '2.0',
      error: {
        code: -32000,
        message:
          "The docs' MCP server is not running: start the site with npm start, or use npx -y @tessera/docs-mcp.",
      },
      id: null,
    }),
  );
}

/** Passes one request to the MCP server on `port` and streams its answer (JSON or events) back. */
export function proxyToMcp(request: IncomingMessage, response: ServerResponse, port: number): void {
  const upstream = forward(
    {
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.url,
      headers: {...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? ''},
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => unavailable(response));
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}
