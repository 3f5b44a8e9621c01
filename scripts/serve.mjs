#!/usr/bin/env node
/**
 * Serves the production build (build/) on http://localhost:3000, as a static
 * host would: clean URLs, responses compressed (brotli or gzip, as the browser
 * accepts), the headers of build/_headers (the content security policy, and the
 * long cache of the hashed assets; every other file is revalidated on each load, as Netlify and
 * Cloudflare Pages do: src/plugins/hosting/cachePolicy.ts), the moved pages of build/_redirects as 301s,
 * build/404.html with status 404 for unknown paths, and the analytics endpoint named in build/_analytics.json (events are
 * dropped). A page URL requested with `Accept: text/markdown` gets the page's
 * Markdown twin (`/x` -> `/x.md`). With --mcp (as `npm start` runs it), /mcp is the docs' MCP
 * server over Streamable HTTP, started beside it on the same build (scripts/mcpProxy.ts).
 *
 *   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--mcp]
 */
import {createServer} from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import {extname, join, resolve} from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import {parseRedirectsFile} from './redirectsFile.mjs';
import {tsLoader} from './cli/loadTs.mjs';
import {option} from './cli/options.mjs';

const load = tsLoader(import.meta.url);
const {acceptsMarkdown} = load('./acceptsMarkdown.ts');
const {twinPath} = load('../src/lib/twinPath.ts');
const {parseHeaders} = load('../src/plugins/hosting/headerRules.ts');
const {serveHandlerHeaders} = load('./serveHandlerHeaders.ts');
const {proxyToMcp, startMcpServer} = load('./mcpProxy.ts');

const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');
const dir = resolve(option('dir', 'build'));

if (!existsSync(resolve(dir, 'index.html'))) {
  console.error(`No build in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

const headersPath = resolve(dir, '_headers');
const headers = serveHandlerHeaders(
  existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, 'utf8')) : [],
);

const redirectsPath = resolve(dir, '_redirects');
const redirects = existsSync(redirectsPath)
  ? parseRedirectsFile(readFileSync(redirectsPath, 'utf8'))
  : new Map();

// The analytics endpoint: a deployment routes it to its analytics server; locally, events are accepted and dropped.
const analyticsPath = resolve(dir, '_analytics.json');
const analyticsEndpoint = existsSync(analyticsPath)
  ? JSON.parse(readFileSync(analyticsPath, 'utf8')).endpoint
  : undefined;

// Text responses of 1 KB or more (HTML, JS, CSS, JSON, SVG, Markdown), as hosts compress them.
const compress = compression({threshold: 1024});

// The MCP server answers the names this server is reached at, and no other (DNS rebinding).
const mcp = process.argv.includes('--mcp')
  ? await startMcpServer(dir, [
      `${host === '0.0.0.0' ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`,
      `localhost:${port}`,
    ])
  : undefined;
if (mcp) {
  // Stopped (Ctrl+C, a test's kill), the site's server stops the MCP server too.
  process.on('exit', () => mcp.child.kill());
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}

const server = createServer((request, response) => {
  if (mcp && request.url?.split('?')[0] === '/mcp') return proxyToMcp(request, response, mcp.port);
  if (
    request.method === 'POST' &&
    analyticsEndpoint &&
    request.url?.split('?')[0] === analyticsEndpoint
  ) {
    request.resume();
    request.on('end', () => response.writeHead(202).end());
    return undefined;
  }
  const [path, query] = (request.url ?? '/').split(/\?(.*)/s);
  const moved = redirects.get(path);
  if (moved) {
    response.writeHead(moved.status, {Location: query ? `${moved.to}?${query}` : moved.to});
    return response.end();
  }
  if ((!extname(path) || path.endsWith('.html')) && !path.includes('..')) {
    // Pages vary by Accept: an assistant asking for Markdown gets the twin, when the page has one.
    response.setHeader('Vary', 'Accept');
    const twin = twinPath(path.replace(/(\/index)?\.html$/, ''));
    if (acceptsMarkdown(request.headers.accept) && existsSync(join(dir, twin)))
      request.url = query ? `${twin}?${query}` : twin;
  }
  return compress(request, response, () =>
    handler(request, response, {
      public: dir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      headers,
    }),
  );
});

server.listen(port, host, () => {
  console.log(
    `Serving ${dir} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${mcp ? `, the MCP endpoint at /mcp` : ''}`,
  );
});
