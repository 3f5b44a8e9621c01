/**
 * The site as an nginx server configuration, from the same sources as `_headers` and
 * `_redirects`: a file a reader includes in the `server` block whose `root` is the build.
 * It sends every header of `_headers` (nginx drops a server's `add_header` lines in a location
 * that has its own, so each location repeats the site-wide ones), answers the redirects with
 * 301, serves clean URLs (`/docs/x` from `docs/x.html`), Markdown twins as `text/markdown`,
 * and `404.html` with status 404. A location whose rules set no Cache-Control is revalidated on
 * every load, as the hosts that read `_headers` do (cachePolicy.ts).
 *
 * It also passes `/mcp` to the docs' MCP server (`npm run mcp -- --http`, on loopback), with a
 * request limit per client address whose zone `nginx-http.conf` declares (nginx allows zones only
 * in the `http` block). A host that runs no Node answers /mcp with a JSON-RPC error that names
 * the `npx` package instead.
 */
import {withCachePolicy} from './cachePolicy';
import type {Header, HeaderRule} from './headerRules';
import type {RedirectRule} from './redirectRules';

/** Host files a static host reads but does not serve. */
const HOST_FILES = ['_headers', '_redirects', 'nginx.conf', 'nginx-http.conf'];

/** Where nginx finds the MCP server: the address DEPLOYMENT.md starts it on. */
export const MCP_UPSTREAM = '127.0.0.1:3300';

/**
 * The request limit per client address at /mcp: a burst of 40 at once (an assistant's session
 * start, a research answer's searches), then 6 a second. The MCP server counts 100 in 10 s
 * (mcp/requestLimit.ts), what this allows at most, so behind nginx it is nginx that answers first.
 */
export const MCP_LIMIT = {zone: 'tessera_docs_mcp', perSecond: 6, burst: 40} as const;

function jsonRpcError(message: string): string {
  if (/['$\\]/.test(message)) throw new Error(`nginx.conf: cannot quote "${message}"`);
  return `'${JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null})}'`;
}

/** The `http`-block part: the zone that counts each client address's requests to /mcp. */
export function nginxHttpConfig(siteName: string): string {
  return [
    `# ${siteName} for nginx: include this in the http block, and nginx.conf in the server block.`,
    `limit_req_zone $binary_remote_addr zone=${MCP_LIMIT.zone}:10m rate=${MCP_LIMIT.perSecond}r/s;`,
    '',
  ].join('\n');
}

/** The /mcp location: the MCP server's Streamable HTTP, limited per client, streamed unbuffered. */
function mcpLocation(): string[] {
  return [
    "# The docs' MCP server: npm run mcp -- --build <this build> --http " +
      `${MCP_UPSTREAM} --behind-proxy <this site's host>.`,
    'location = /mcp {',
    `  limit_req zone=${MCP_LIMIT.zone} burst=${MCP_LIMIT.burst} nodelay;`,
    '  limit_req_status 429;',
    '  error_page 429 @mcp_over_limit;',
    '  error_page 502 504 @mcp_not_running;',
    `  proxy_pass http://${MCP_UPSTREAM};`,
    '  proxy_http_version 1.1;',
    // The MCP server checks the Host the reader asked for against the names it serves.
    '  proxy_set_header Host $http_host;',
    // Replaced, not appended to: the server limits by this address, which a client cannot set.
    '  proxy_set_header X-Forwarded-For $remote_addr;',
    '  proxy_set_header Connection "";',
    '  proxy_buffering off;',
    '}',
    'location @mcp_over_limit {',
    '  default_type application/json;',
    '  add_header Retry-After 1 always;',
    `  return 429 ${jsonRpcError(`Too many requests from your address (at most ${MCP_LIMIT.burst} at once, then ${MCP_LIMIT.perSecond} a second): retry after 1 s.`)};`,
    '}',
    'location @mcp_not_running {',
    '  default_type application/json;',
    `  return 503 ${jsonRpcError('The MCP server of these docs does not run on this host: use the npx package, npx -y @tessera/docs-mcp.')};`,
    '}',
  ];
}

const COMPRESSED_TYPES = [
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/rss+xml',
  'application/atom+xml',
  'image/svg+xml',
];

function quoted(value: string): string {
  if (/[$\\\n]/.test(value) || (value.includes('"') && value.includes("'")))
    throw new Error(
      `nginx.conf: cannot quote the header value "${value}" (it has $ \\, a newline, or both quote marks)`,
    );
  // A value with double quotes in it (the Link header's rel="llms-txt") goes in single quotes.
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

function addHeaders(headers: readonly Header[], indent: string): string[] {
  // `always`: the 404 page and redirects carry the headers too.
  return withCachePolicy(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`,
  );
}

/** The location that matches a `_headers` pattern other than `/*`. */
function locationOf(pattern: string): string {
  if (/^\/[^*\s:]*\/\*$/.test(pattern)) return `location ^~ ${pattern.slice(0, -1)}`;
  if (/^\/[^*\s:]*$/.test(pattern)) return `location = ${pattern}`;
  throw new Error(
    `nginx.conf: the _headers path "${pattern}" is neither /*, a folder (/x/*) nor one path`,
  );
}

export function nginxConfig(
  headerRules: readonly HeaderRule[],
  redirects: readonly RedirectRule[],
  siteName: string,
): string {
  const everywhere = headerRules.filter((rule) => rule.pattern === '/*').flatMap((r) => r.headers);
  const block = (opening: string, lines: readonly string[]): string[] => [
    `${opening} {`,
    ...lines,
    '}',
  ];
  return [
    `# ${siteName} for nginx, written by the build from _headers and src/data/redirects.ts.`,
    '# Include it in the server block whose root is this build folder, and nginx-http.conf in the http block:',
    '#   include /srv/site/build/nginx-http.conf;',
    '#   server { listen 80; root /srv/site/build; include /srv/site/build/nginx.conf; }',
    'charset utf-8;',
    'absolute_redirect off;',
    'gzip on;',
    'gzip_min_length 1024;',
    `gzip_types ${COMPRESSED_TYPES.join(' ')};`,
    'error_page 404 /404.html;',
    '',
    '# Pages that moved.',
    ...redirects.map(
      (rule) => `location = ${rule.from} { return ${rule.status} ${rule.to}$is_args$args; }`,
    ),
    '',
    ...block(`location ~ ^/(${HOST_FILES.map((f) => f.replace('.', '\\.')).join('|')})$`, [
      '  return 404;',
    ]),
    '',
    '# Clean URLs: /docs/x is docs/x.html; /docs/x/ redirects to /docs/x.',
    ...block('location /', [
      ...addHeaders(everywhere, '  '),
      '  rewrite ^(/.+)/$ $1 permanent;',
      '  try_files $uri $uri.html $uri/index.html =404;',
    ]),
    '',
    ...mcpLocation(),
    '',
    '# Markdown twins of the pages.',
    ...block('location ~ \\.md$', [
      ...addHeaders(everywhere, '  '),
      '  types { }',
      '  default_type "text/markdown; charset=utf-8";',
      '  try_files $uri =404;',
    ]),
    ...headerRules
      .filter((rule) => rule.pattern !== '/*')
      .flatMap((rule) => [
        '',
        ...block(locationOf(rule.pattern), [
          ...addHeaders([...everywhere, ...rule.headers], '  '),
          '  try_files $uri $uri.html =404;',
        ]),
      ]),
    '',
  ].join('\n');
}
