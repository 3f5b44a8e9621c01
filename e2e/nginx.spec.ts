/**
 * The build served by Debian's nginx with the nginx.conf the build writes (included in a server
 * block on loopback, as README's deployment section says): the headers of _headers, the moved
 * pages' 301s, clean URLs, Markdown twins as Markdown, and the 404 page with status 404: what the
 * other tests check of `npm start`.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test, expect, open} from './fixtures';
import {BUILD_DIR} from './builtSite';
import {parseHeaders} from '../src/plugins/hosting/headerRules';
import {redirects} from '../src/data/redirects';
import {twinPath} from '../src/lib/twinPath';
import {site} from '../src/data/site';

const port = Number(process.env.NGINX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const origin = `http://127.0.0.1:${port}`;
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const headerRules = parseHeaders(readFileSync(join(BUILD_DIR, '_headers'), 'utf8'));
const siteWide = headerRules.find((rule) => rule.pattern === '/*')?.headers ?? [];

// One nginx for the file, its tests in order in one worker.
test.describe.configure({mode: 'default'});

let server: ChildProcess | undefined;
let folder = '';

test.beforeAll(async () => {
  const ensured = spawnSync('node', [join(__dirname, '..', 'scripts', 'ensure-nginx.mjs')], {
    stdio: 'inherit',
  });
  expect(ensured.status, 'nginx is installed (scripts/ensure-nginx.mjs)').toBe(0);
  folder = mkdtempSync(join(tmpdir(), 'tessera-nginx-'));
  const temp = (name: string) => `${name}_temp_path ${join(folder, name)};`;
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${join(folder, 'error.log')};`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${BUILD_DIR};`,
      // The analytics endpoint is the host's own (README: route it to the analytics server); here it
      // takes the page's beacons and answers as `npm start` does.
      `    location = ${site.analytics.endpoint} { return 202; }`,
      `    include ${join(BUILD_DIR, 'nginx.conf')};`,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const conf = ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')];
  const checked = spawnSync(nginx, ['-t', ...conf], {encoding: 'utf8'});
  expect(checked.status, `nginx -t: ${checked.stderr}`).toBe(0);
  server = spawn(nginx, [...conf, '-g', 'daemon off;'], {stdio: 'inherit'});
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${origin}/`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${origin}; see ${join(folder, 'error.log')}`);
});

test.afterAll(() => {
  server?.kill('SIGQUIT');
  if (folder) rmSync(folder, {recursive: true, force: true});
});

test('pages carry every header of _headers, compressed and revalidated on every load', async ({
  request,
}) => {
  expect(siteWide.map(([name]) => name)).toContain('Content-Security-Policy');
  const page = await request.get(`${origin}/docs`, {headers: {'Accept-Encoding': 'gzip'}});
  expect(page.status()).toBe(200);
  for (const [name, value] of siteWide)
    expect(page.headers()[name.toLowerCase()], name).toBe(value);
  expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers()['content-encoding']).toBe('gzip');
  // The same URL serves the next deploy: the browser asks again (src/plugins/hosting/cachePolicy.ts).
  expect(page.headers()['cache-control']).toBe('no-cache');
  for (const path of ['/search/index.head.json', '/docs/canvas/filters/date.md', '/llms.txt']) {
    const file = await request.get(`${origin}${path}`);
    expect(file.status(), path).toBe(200);
    expect(file.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('hashed assets are cached for a year and keep the site-wide headers', async ({request}) => {
  const asset = readFileSync(join(BUILD_DIR, 'index.html'), 'utf8').match(
    /\/assets\/js\/main\.[0-9a-f]+\.js/,
  )?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(`${origin}${asset}`, {headers: {'Accept-Encoding': 'gzip'}});
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('gzip');
  for (const [name, value] of siteWide)
    expect(script.headers()[name.toLowerCase()], name).toBe(value);
});

test('clean URLs: /docs/x is the page, /docs/x/ redirects to it', async ({request}) => {
  const page = await request.get(`${origin}/docs/courier/commands`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toBe(
    readFileSync(join(BUILD_DIR, 'docs/courier/commands.html'), 'utf8'),
  );
  const slash = await request.get(`${origin}/docs/courier/commands/`, {maxRedirects: 0});
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe('/docs/courier/commands');
});

test('Markdown twins are text/markdown and llms.txt is text', async ({request}) => {
  const twin = await request.get(`${origin}/docs/canvas/filters/date.md`);
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(twin.headers()['content-security-policy']).toBeTruthy();
  const llms = await request.get(`${origin}/llms.txt`);
  expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
});

test('an unknown path answers the 404 page with status 404 and the headers', async ({request}) => {
  for (const path of ['/docs/missing-page', '/docs/missing-page.md', '/_redirects']) {
    const response = await request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe(readFileSync(join(BUILD_DIR, '404.html'), 'utf8'));
    for (const [name, value] of siteWide)
      expect(response.headers()[name.toLowerCase()], `${path}: ${name}`).toBe(value);
  }
});

for (const {from, to} of redirects) {
  test(`${from} answers 301 to ${to} on nginx, and the reader lands there`, async ({
    request,
    page,
  }) => {
    for (const [old, moved] of [
      [from, to],
      [twinPath(from), twinPath(to)],
      [`${from}?ref=bookmark`, `${to}?ref=bookmark`],
    ] as const) {
      const response = await request.get(`${origin}${old}`, {maxRedirects: 0});
      expect(response.status(), old).toBe(301);
      expect(response.headers().location, old).toBe(moved);
    }
    // The page it lands on sends its page view there, which this server block answers.
    const beacon = await request.post(`${origin}${site.analytics.endpoint}`, {data: '{}'});
    expect(beacon.status()).toBe(202);
    await open(page, `${origin}${from}`);
    expect(page.url()).toBe(`${origin}${to}`);
  });
}
