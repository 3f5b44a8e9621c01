import {likelyNextPaths} from './likelyNextPages';

const here = {origin: 'https://developers.tessera.dev', pathname: '/docs/canvas/filters/date'};

test('keeps same-origin previous and next paths, once each', () => {
  expect(
    likelyNextPaths(
      ['/docs/canvas/filters/batch', '/docs/canvas/filters/default', '/docs/canvas/filters/batch'],
      here,
    ),
  ).toEqual(['/docs/canvas/filters/batch', '/docs/canvas/filters/default']);
});

test('drops other origins, the current page and unreadable links', () => {
  expect(
    likelyNextPaths(
      ['https://github.com/tessera-dev', '/docs/canvas/filters/date#arguments', 'http://[bad'],
      here,
    ),
  ).toEqual([]);
});
