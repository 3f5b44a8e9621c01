import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  matchesPattern,
  pageProblem,
  sidebarLinks,
  sidebarProblem,
  specAddresses,
} from './specAddresses';

const SPEC = join(__dirname, '..', '..', 'SPEC.md');
const spec = readFileSync(SPEC, 'utf8');

test('reads the paths the spec names, with their kind and whether a sidebar lists them', () => {
  const byPath = new Map(specAddresses(spec).map((address) => [address.path, address]));
  expect(byPath.get('/docs/intellisense')).toMatchObject({kind: 'page', inSidebar: true});
  expect(byPath.get('/docs/getting-started/create')).toMatchObject({kind: 'page', inSidebar: true});
  expect(byPath.get('/api/user/email')).toMatchObject({kind: 'page', inSidebar: false});
  expect(byPath.get('/api/admin/{resource}/{action}')).toMatchObject({
    kind: 'pattern',
    inSidebar: true,
  });
  expect(byPath.get('/docs/courier/...')).toMatchObject({kind: 'pattern', inSidebar: true});
  // Rules about paths below a prefix, not pages.
  expect(byPath.get('/api-reference')?.kind).toBe('prefix');
  expect(byPath.get('/docs/canvas')?.kind).toBe('prefix');
  // Every page of the spec's routes is among them, once.
  const pages = specAddresses(spec).filter((address) => address.kind === 'page');
  expect(pages.map((address) => address.path)).toEqual(
    expect.arrayContaining(['/docs', '/api', '/guides', '/changelog', '/api/console', '/api/user']),
  );
  expect(new Set(pages.map((address) => address.path)).size).toBe(pages.length);
});

test('a path is read without the sentence around it', () => {
  const addresses = specAddresses(
    [
      '## Routes',
      '- Getting Started: /docs/a and /docs/b.',
      'Read and/or write; see /guides/{slug}, /docs/x/... and paths under /old.',
      '### Docs sidebar (/docs)',
      '- /docs/c',
      '### After',
      '- /docs/a again',
    ].join('\n'),
  );
  expect(addresses).toEqual([
    {path: '/docs/a', kind: 'page', inSidebar: false, line: 2},
    {path: '/docs/b', kind: 'page', inSidebar: false, line: 2},
    {path: '/guides/{slug}', kind: 'pattern', inSidebar: false, line: 3},
    {path: '/docs/x/...', kind: 'pattern', inSidebar: false, line: 3},
    {path: '/old', kind: 'prefix', inSidebar: false, line: 3},
    {path: '/docs', kind: 'page', inSidebar: true, line: 4},
    {path: '/docs/c', kind: 'page', inSidebar: true, line: 5},
  ]);
});

test('patterns match one segment per placeholder and any rest after an ellipsis', () => {
  expect(matchesPattern('/api/admin/{resource}/{action}', '/api/admin/blogs/create')).toBe(true);
  expect(matchesPattern('/api/admin/{resource}/{action}', '/api/admin/blogs')).toBe(false);
  expect(matchesPattern('/docs/courier/...', '/docs/courier/installation/linux')).toBe(true);
  expect(matchesPattern('/docs/courier/...', '/docs/courier')).toBe(false);
});

const page = '<html><body><main><h1>IntelliSense</h1></main></body></html>';

test('a page the spec names that has moved fails, naming where it went', () => {
  // What the site answered when IntelliSense lived under Getting started.
  expect(
    pageProblem('/docs/intellisense', {
      status: 301,
      location: '/docs/getting-started/intellisense',
      body: '',
    }),
  ).toBe(
    '/docs/intellisense answers 301 to /docs/getting-started/intellisense: the spec names it as the page itself.',
  );
  expect(
    pageProblem('/docs/intellisense', {
      status: 200,
      body: '<meta http-equiv="refresh" content="0; url=/docs/getting-started/intellisense">',
    }),
  ).toBe(
    '/docs/intellisense is an HTML redirect to /docs/getting-started/intellisense: the spec names it as the page itself.',
  );
  expect(
    sidebarProblem('/docs/intellisense', ['/docs', '/docs/getting-started/intellisense']),
  ).toBe(
    '/docs/intellisense is not in its sidebar, which links /docs/getting-started/intellisense instead.',
  );
});

test('a missing page or one that is not a page fails', () => {
  expect(pageProblem('/docs/x', {status: 404, body: page})).toBe(
    '/docs/x answers 404, not the page.',
  );
  expect(pageProblem('/docs/x', {status: 200, body: '{}'})).toBe(
    '/docs/x answers 200 but with no page (no <main>).',
  );
  expect(sidebarProblem('/docs/x', ['/docs'])).toBe(
    '/docs/x is not in its sidebar (1 links, none to it).',
  );
});

test('the page itself, linked from its sidebar, passes', () => {
  expect(pageProblem('/docs/intellisense', {status: 200, body: page})).toBeNull();
  expect(sidebarProblem('/docs/intellisense', ['/docs/intellisense/', '/docs'])).toBeNull();
});

test('sidebar links are those of the sidebar navigation only', () => {
  const html = [
    '<nav aria-label="Main"><a href="/docs">Docs</a></nav>',
    '<nav aria-label="Docs sidebar"><ul><li><a href="/docs/a">A</a>',
    '<nav><a href="/docs/b">B</a></nav></li></ul><a href="/docs/c">C</a></nav>',
    '<main><a href="/docs/d">D</a></main>',
  ].join('');
  expect(sidebarLinks(html)).toEqual(['/docs/a', '/docs/b', '/docs/c']);
});

// The repository keeps the product specification as SPEC.md; where the team's copy sits beside the
// repository (../shared/SPEC.md), the two must not drift.
const shared = join(__dirname, '..', '..', '..', 'shared', 'SPEC.md');
test('SPEC.md is the specification as the team keeps it', () => {
  if (existsSync(shared)) expect(spec).toBe(readFileSync(shared, 'utf8'));
  expect(spec).toMatch(/^# Specification/);
});
