import {deprecationAt, pointerNames, pointerOf} from './deprecations';
import type {ApiChange, Release} from './types';

const release: Release = {
  date: '2026-04-21',
  api: 'admin',
  entry: '2026-04-21-posts-status',
  edits: [
    {op: 'add', at: '/paths/~1posts/get/parameters/1', note: 'Lists posts by `status`.'},
    {
      op: 'deprecate',
      at: '/paths/~1posts/get/parameters/2',
      note: '`state` is superseded by `status`.',
    },
  ],
};

const row = {
  id: '2026-04-21-admin-get-admin-v1-posts',
  date: '2026-04-21',
  api: 'admin',
  kind: 'deprecated',
  note: '`state` is superseded by `status`.',
} as ApiChange;

const place = ['paths', '/posts', 'get', 'parameters', '2'];

describe('deprecationAt', () => {
  test('dates a place from the release that deprecates it, linking to its row', () => {
    expect(deprecationAt('admin', place, [release], [row])).toEqual({
      date: '2026-04-21',
      shownDate: 'April 21, 2026',
      href: '/api/changes#2026-04-21-admin-get-admin-v1-posts',
    });
  });

  test('finds nothing for another place, another API, or an edit that only adds', () => {
    expect(deprecationAt('admin', [...place.slice(0, -1), '1'], [release], [row])).toBeUndefined();
    expect(deprecationAt('console', place, [release], [row])).toBeUndefined();
  });

  test('says to regenerate the rows when the deprecation has none', () => {
    expect(() => deprecationAt('admin', place, [release], [])).toThrow(
      'The admin release of 2026-04-21 deprecates /paths/~1posts/get/parameters/2, but /api/changes has no row for it: run `npm run api:changes`.',
    );
  });
});

describe('pointers', () => {
  test('a `*` stands for any key at its level, and lengths must agree', () => {
    expect(
      pointerNames('/webhooks/*/post/parameters/1', ['webhooks', 'a.b', 'post', 'parameters', '1']),
    ).toBe(true);
    expect(pointerNames('/webhooks/*/post', ['webhooks', 'a.b', 'post', 'parameters'])).toBe(false);
  });

  test('escapes `/` and `~` as RFC 6901 says', () => {
    expect(pointerOf(['paths', '/route-patterns/{id}', 'patch'])).toBe(
      '/paths/~1route-patterns~1{id}/patch',
    );
    expect(pointerNames(pointerOf(['a~b', '/c']), ['a~b', '/c'])).toBe(true);
  });
});
