/**
 * Starts the docs' MCP server (`npm run mcp`): reads the options, opens the site's files and
 * connects the server to stdio or, with --http, to Streamable HTTP on loopback. Over stdio,
 * stdout carries the protocol only: messages go to stderr.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {join, resolve} from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createCanvasRunner} from './canvasRunner';
import {openDocsSite} from './docsSite';
import {parseOptions} from './options';
import {createDocsServer} from './server';
import {buildFolderFiles, deployedSiteFiles} from './siteFiles';

/** Where the Streamable HTTP endpoint is served. */
export const HTTP_PATH = '/mcp';

function reply(response: ServerResponse, status: number, message: string): void {
  response
    .writeHead(status, {'Content-Type': 'application/json'})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/** `repoRoot` is where the default build folder is; a --build folder is read from the working directory. */
export async function main(args: readonly string[], repoRoot: string): Promise<void> {
  const parsed = parseOptions(args);
  if (!parsed.ok) {
    process.stderr.write(`${parsed.problem}\n`);
    process.exitCode = 2;
    return;
  }
  const {source, transport} = parsed.options;
  const files =
    source.kind === 'site'
      ? deployedSiteFiles(source.url)
      : buildFolderFiles(
          source.folder === undefined ? join(repoRoot, 'build') : resolve(source.folder),
        );
  const site = openDocsSite(files);
  // Fail at start, with the reason, rather than on the first call: no build, or not this site's.
  try {
    const latest = await site.version();
    if (latest) await site.index(latest);
  } catch (error) {
    process.stderr.write(
      `Cannot read the docs from ${files.source}: ${(error as Error).message}${source.kind === 'build' ? ' Run "npm run build" first.' : ''}\n`,
    );
    process.exitCode = 1;
    return;
  }
  const canvas = createCanvasRunner();

  if (transport.kind === 'stdio') {
    const server = createDocsServer({site, canvas});
    await server.connect(new StdioServerTransport());
    process.stderr.write(`Tessera docs MCP server on stdio, reading ${files.source}\n`);
    return;
  }

  const hostName = transport.host.includes(':') ? `[${transport.host}]` : transport.host;
  // The port asked for, or with port 0 the one the system gave.
  let port = transport.port;
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== HTTP_PATH) return reply(response, 404, `The MCP endpoint is ${HTTP_PATH}.`);
    // A page on another site could reach a loopback server through DNS rebinding: only this host name answers.
    const host = request.headers.host ?? '';
    if (host !== `${hostName}:${port}` && host !== `localhost:${port}`)
      return reply(response, 403, `Host ${host} is not served.`);
    if (request.method !== 'POST')
      return reply(response, 405, 'This stateless server answers POST requests only.');
    // Stateless: a server and a transport per request, over the shared site and Canvas runner.
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
  listener.listen(transport.port, transport.host, () => {
    const address = listener.address();
    if (address !== null && typeof address === 'object') port = address.port;
    process.stderr.write(
      `Tessera docs MCP server at http://${hostName}:${port}${HTTP_PATH}, reading ${files.source}\n`,
    );
  });
}
