/**
 * The site as an nginx server configuration, from the same sources as `_headers` and
 * `_redirects`: a file a reader includes in the `server` block whose `root` is the build.
 * It sends every header of `_headers` (nginx drops a server's `add_header` lines in a location
 * that has its own, so each location repeats the site-wide ones), answers the redirects with
 * 301, serves clean URLs (`/docs/x` from `docs/x.html`), Markdown twins as `text/markdown`,
 * and `404.html` with status 404. A location whose rules set no Cache-Control is revalidated on
 * every load, as the hosts that read `_headers` do (cachePolicy.ts).
 */
import {withCachePolicy} from './cachePolicy';
import type {Header, HeaderRule} from './headerRules';
import type {RedirectRule} from './redirectRules';

/** Host files a static host reads but does not serve. */
const HOST_FILES = ['_headers', '_redirects', 'nginx.conf'];

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
    '# Include it in the server block whose root is this build folder:',
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
