import {MCP_LIMIT, MCP_UPSTREAM, nginxConfig, nginxHttpConfig} from './nginxConfig';
import type {HeaderRule} from './headerRules';

const headers: HeaderRule[] = [
  {pattern: '/*', headers: [['Content-Security-Policy', "default-src 'self'"]]},
  {pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']]},
];
const config = nginxConfig(
  headers,
  [{from: '/docs/old', to: '/docs/new', status: 301}],
  'Tessera Developers',
);

/** The lines of one location block, by its opening line. */
function location(opening: string): string[] {
  const lines = config.split('\n');
  const start = lines.indexOf(`${opening} {`);
  expect(start).toBeGreaterThan(-1);
  return lines.slice(start + 1, lines.indexOf('}', start)).map((line) => line.trim());
}

describe('nginxConfig', () => {
  it('sends the site-wide headers everywhere, with the 404 page and redirects too', () => {
    for (const opening of ['location /', 'location ~ \\.md$', 'location ^~ /assets/'])
      expect(location(opening)).toContain(
        `add_header Content-Security-Policy "default-src 'self'" always;`,
      );
  });

  it('adds a folder rule to its own location only', () => {
    expect(location('location ^~ /assets/')).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(location('location /').join('\n')).not.toContain('immutable');
  });

  it('revalidates pages and twins, which _headers gives no cache policy, on every load', () => {
    for (const opening of ['location /', 'location ~ \\.md$'])
      expect(location(opening)).toContain('add_header Cache-Control "no-cache" always;');
    expect(location('location ^~ /assets/')).not.toContain(
      'add_header Cache-Control "no-cache" always;',
    );
  });

  it('answers moved pages with 301, keeping the query', () => {
    expect(config).toContain('location = /docs/old { return 301 /docs/new$is_args$args; }');
  });

  it('serves clean URLs, twins as Markdown, and the 404 page', () => {
    expect(location('location /')).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(location('location ~ \\.md$')).toContain('default_type "text/markdown; charset=utf-8";');
    expect(config).toContain('error_page 404 /404.html;');
  });

  it('passes /mcp to the MCP server with the Host asked for and the client address it saw', () => {
    const mcp = location('location = /mcp');
    expect(mcp).toContain(`proxy_pass http://${MCP_UPSTREAM};`);
    expect(mcp).toContain('proxy_set_header Host $http_host;');
    expect(mcp).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(mcp).toContain('proxy_buffering off;');
  });

  it('limits /mcp per client address, over the limit with a JSON-RPC error that says when to retry', () => {
    expect(nginxHttpConfig('Site')).toContain(
      `limit_req_zone $binary_remote_addr zone=${MCP_LIMIT.zone}:10m rate=${MCP_LIMIT.perSecond}r/s;`,
    );
    expect(location('location = /mcp')).toContain(
      `limit_req zone=${MCP_LIMIT.zone} burst=${MCP_LIMIT.burst} nodelay;`,
    );
    const over = location('location @mcp_over_limit');
    expect(over).toContain('add_header Retry-After 1 always;');
    const body = /^return 429 '(.*)';$/.exec(over.find((line) => line.startsWith('return')) ?? '');
    const answer = JSON.parse(body?.[1] ?? '') as {jsonrpc: string; error: {message: string}};
    expect(answer.jsonrpc).toBe('2.0');
    expect(answer.error.message).toMatch(
      /^Too many requests from your address .*retry after 1 s\.$/,
    );
  });

  it('names the npx package where no MCP server runs', () => {
    expect(location('location @mcp_not_running').join('\n')).toContain('npx -y @tessera/docs-mcp');
    expect(location('location = /mcp')).toContain('error_page 502 504 @mcp_not_running;');
  });

  it('puts a header value with double quotes in single quotes', () => {
    expect(
      nginxConfig(
        [{pattern: '/*', headers: [['Link', '</llms.txt>; rel="llms-txt"']]}],
        [],
        'Site',
      ),
    ).toContain(`add_header Link '</llms.txt>; rel="llms-txt"' always;`);
  });

  it('refuses a header value nginx would read as a variable, and a path pattern it cannot map', () => {
    expect(() => nginxConfig([{pattern: '/*', headers: [['X-A', 'a$b']]}], [], 'Site')).toThrow(
      'cannot quote the header value "a$b"',
    );
    expect(() => nginxConfig([{pattern: '/:lang/*', headers: [['X-A', 'b']]}], [], 'Site')).toThrow(
      'the _headers path "/:lang/*"',
    );
  });
});
