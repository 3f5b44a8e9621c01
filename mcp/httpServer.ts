/**
 * The docs' MCP server over Streamable HTTP at /mcp, on loopback: stateless (a server and a
 * transport per request, over the shared site and Canvas runner), answering only its own Host
 * names and their pages' Origin (httpGuard.ts), with a request limit per client address
 * (requestLimit.ts). A proxy in front (nginx, `npm start`) serves it at a public name.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {CanvasRunner} from './canvasRunner';
import type {DocsSite} from './docsSite';
import {allowedHosts, clientAddress, refusal} from './httpGuard';
import {createRequestLimit, overLimitMessage, type RequestLimit} from './requestLimit';
import {createDocsServer} from './server';

/** Where the Streamable HTTP endpoint is served. */
export const HTTP_PATH = '/mcp';

function reply(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, {'Content-Type': 'application/json', ...headers})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

export interface HttpServerOptions {
  readonly site: DocsSite;
  readonly canvas: CanvasRunner;
  readonly host: string;
  /** 0 for any free port: the listening callback gets the one the system gave. */
  readonly port: number;
  readonly proxiedHosts?: readonly string[];
  readonly limit?: RequestLimit;
}

export function serveHttp(
  {site, canvas, host, port, proxiedHosts = [], limit = createRequestLimit()}: HttpServerOptions,
  listening: (url: string) => void,
): Server {
  const hostName = host.includes(':') ? `[${host}]` : host;
  let allowed = allowedHosts({host, port}, proxiedHosts);
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== HTTP_PATH) return reply(response, 404, `The MCP endpoint is ${HTTP_PATH}.`);
    const refused = refusal(request.headers, allowed);
    if (refused) return reply(response, 403, refused);
    const client = clientAddress(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for']?.toString(),
      proxiedHosts.length > 0,
    );
    const wait = await limit.take(client);
    if (wait !== undefined)
      return reply(response, 429, overLimitMessage(wait), {'Retry-After': String(wait)});
    if (request.method !== 'POST')
      return reply(response, 405, 'This stateless server answers POST requests only.');
    const server = createDocsServer({site, canvas});
    const http = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
    response.on('close', () => {
      void http.close();
      void server.close();
    });
    await server.connect(http);
    await http.handleRequest(request, response);
    return undefined;
  };
  const listener = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) reply(response, 500, (error as Error).message);
    });
  });
  listener.listen(port, host, () => {
    const address = listener.address();
    const actual = address !== null && typeof address === 'object' ? address.port : port;
    allowed = allowedHosts({host, port: actual}, proxiedHosts);
    listening(`http://${hostName}:${actual}${HTTP_PATH}`);
  });
  return listener;
}
