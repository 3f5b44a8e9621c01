import {olderVersionPrefixes, sweepRoutes} from './versionedSite';

test('the other versions of a versioned site', () => {
  expect(olderVersionPrefixes(['2026', '2025'])).toEqual(['/docs/next', '/docs/2025']);
  expect(olderVersionPrefixes([])).toEqual([]);
});

test('an unversioned site sweeps every route', () => {
  const routes = ['/', '/docs', '/docs/a', '/api'];
  expect(sweepRoutes(routes, [])).toEqual(routes);
});

test('a versioned site sweeps a sample of each version of the docs', () => {
  const older = Array.from(
    {length: 12},
    (_, index) => `/docs/2025/p${String(index).padStart(2, '0')}`,
  );
  const next = ['/docs/next', '/docs/next/a'];
  const routes = ['/', '/api', '/docs', '/docs/a', '/docs/b', '/docs/c', ...older, ...next];
  expect(sweepRoutes(routes, ['2026', '2025'], 3)).toEqual([
    '/docs',
    '/docs/a',
    '/docs/b',
    '/docs/next',
    '/docs/next/a',
    '/docs/2025/p00',
    '/docs/2025/p04',
    '/docs/2025/p08',
  ]);
});
