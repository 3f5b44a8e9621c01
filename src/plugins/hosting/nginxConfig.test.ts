import {nginxConfig} from './nginxConfig';
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
