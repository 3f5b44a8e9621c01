/**
 * The build served by Debian's nginx with the nginx.conf the build writes (included in a server
 * block on loopback, as DEPLOYMENT.md says): the headers of _headers, the moved
 * pages' 301s, clean URLs, Markdown twins as Markdown, and the 404 page with status 404: what the
 * other tests check of `npm start`.
 */
import {spawnSync} from 'node:child_process';
import {chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test, expect, open} from './fixtures';
import {BUILD_DIR} from './builtSite';
import {startNginx, workerUserFor, type RunningNginx} from './nginxServer';
import {freePort} from '../mock/launch';
import {parseHeaders} from '../src/plugins/hosting/headerRules';
import {redirects} from '../src/data/redirects';
import {twinPath} from '../src/lib/twinPath';
import {site} from '../src/data/site';

const port = Number(process.env.NGINX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);

const headerRules = parseHeaders(readFileSync(join(BUILD_DIR, '_headers'), 'utf8'));
const siteWide = headerRules.find((rule) => rule.pattern === '/*')?.headers ?? [];

// One nginx for the file, its tests in order in one worker.
test.describe.configure({mode: 'default'});

let server: RunningNginx | undefined;
let origin = '';
let folder = '';

// The build is served from a copy in a private folder (mode 700, as mkdtemp makes it) whose path has
// a space: a clone under /root or a CI work folder is such a place, and the tests keep passing there.
test.beforeAll(async () => {
  const ensured = spawnSync('node', [join(__dirname, '..', 'scripts', 'ensure-nginx.mjs')], {
    stdio: 'inherit',
  });
  expect(ensured.status, 'nginx is installed (scripts/ensure-nginx.mjs)').toBe(0);
  folder = mkdtempSync(join(tmpdir(), 'tessera nginx-'));
  const root = join(folder, 'site build');
  cpSync(BUILD_DIR, root, {recursive: true});
  server = await startNginx({
    folder,
    port,
    root,
    analyticsEndpoint: site.analytics.endpoint,
    workerUser: workerUserFor(),
  });
  origin = server.origin;
});

test.afterAll(() => {
  server?.stop();
  if (folder) rmSync(folder, {recursive: true, force: true});
});

test('the build is served from a private folder whose path has a space', async ({request}) => {
  expect(folder).toContain(' ');
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  const page = await request.get(`${origin}/docs/intellisense`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<h1');
});

test('a build nginx cannot read stops the tests, naming the file and the folder in its way', async () => {
  const denied = mkdtempSync(join(tmpdir(), 'tessera nginx-denied-'));
  const closed = join(denied, 'closed');
  try {
    mkdirSync(join(closed, 'site'), {recursive: true});
    cpSync(join(BUILD_DIR, 'index.html'), join(closed, 'site', 'index.html'));
    cpSync(join(BUILD_DIR, 'nginx.conf'), join(closed, 'site', 'nginx.conf'));
    cpSync(join(BUILD_DIR, 'nginx-http.conf'), join(closed, 'site', 'nginx-http.conf'));
    // Root reads everything, so as root the workers run as "nobody", who cannot enter a folder of
    // mode 700; another user's workers are that user, shut out of a folder of mode 000.
    chmodSync(closed, workerUserFor() ? 0o700 : 0o000);
    const starting = startNginx({
      folder: denied,
      port: await freePort(),
      root: join(closed, 'site'),
      analyticsEndpoint: site.analytics.endpoint,
      workerUser: workerUserFor() ? 'nobody nogroup' : null,
    });
    await expect(starting).rejects.toThrow(`nginx cannot read the build: ${join(closed, 'site')}`);
    await expect(starting).rejects.toThrow(
      `${workerUserFor() ? denied : closed} is ${workerUserFor() ? 'drwx------' : 'd---------'}`,
    );
  } finally {
    chmodSync(closed, 0o700);
    rmSync(denied, {recursive: true, force: true});
  }
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
