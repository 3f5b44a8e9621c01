/**
 * Starts the docs' MCP server (`npm run mcp`): reads the options, opens the site's files and
 * connects the server to stdio or, with --http, to Streamable HTTP on loopback (httpServer.ts). Over stdio,
 * stdout carries the protocol only: messages go to stderr.
 */
import {join, resolve} from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createCanvasRunner} from './canvasRunner';
import {openDocsSite} from './docsSite';
import {serveHttp} from './httpServer';
import {parseOptions} from './options';
import {createDocsServer} from './server';
import {buildFolderFiles, deployedSiteFiles} from './siteFiles';

/**
 * `repoRoot` is where the default build folder is; a --build folder is read from the working
 * directory. `command` is how the reader started it, for the usage line.
 */
export async function main(
  args: readonly string[],
  repoRoot: string,
  command?: string,
): Promise<void> {
  const parsed = parseOptions(args, command);
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
    // A client ends the session by closing stdin. The canvas worker would keep the process alive
    // after that, and a server started through npx is then left running on its own.
    process.stdin.once('end', () => {
      canvas.close();
      void server.close();
    });
    process.stderr.write(`Tessera docs MCP server on stdio, reading ${files.source}\n`);
    return;
  }

  serveHttp(
    {
      site,
      canvas,
      host: transport.host,
      port: transport.port,
      proxiedHosts: transport.proxiedHosts,
    },
    (url) =>
      process.stderr.write(
        `Tessera docs MCP server at ${url}${transport.proxiedHosts.length > 0 ? ` behind a proxy for ${transport.proxiedHosts.join(', ')}` : ''}, reading ${files.source}\n`,
      ),
  );
}
