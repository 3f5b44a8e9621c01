import {latestDocPath} from './latestDocPath';

const latestDocs = [
  {id: 'index', path: '/docs'},
  {id: 'canvas/filters/slug', path: '/docs/canvas/filters/slug'},
];

test('an older version points at the same doc in the latest version', () =>
  expect(latestDocPath(false, 'canvas/filters/slug', latestDocs)).toBe(
    '/docs/canvas/filters/slug',
  ));

test('the latest version keeps its own canonical', () =>
  expect(latestDocPath(true, 'canvas/filters/slug', latestDocs)).toBeNull());

test('a doc the latest version no longer has keeps its own canonical', () =>
  expect(latestDocPath(false, 'canvas/filters/removed', latestDocs)).toBeNull());
