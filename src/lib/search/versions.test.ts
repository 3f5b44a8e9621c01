import {
  searchVersionFor,
  searchedVersionText,
  shardPath,
  versionFacetFilters,
  versionOfPage,
  versionsFile,
  versionsFilePath,
  type SearchVersion,
} from './versions';

const next: SearchVersion = {
  name: 'current',
  label: 'Next',
  isLast: false,
  indexUrl: '/search/index-current.json',
  bodyUrl: '/search/index-current.body.json',
};
const latest: SearchVersion = {
  name: '2026',
  label: '2026',
  isLast: true,
  indexUrl: '/search/index.json',
  bodyUrl: '/search/index.body.json',
};
const older: SearchVersion = {
  name: '2025',
  label: '2025',
  isLast: false,
  indexUrl: '/search/index-2025.json',
  bodyUrl: '/search/index-2025.body.json',
};
const versions = [next, latest, older];

describe('shardPath', () => {
  test('the latest version keeps the index path', () =>
    expect(shardPath('search/index.json', '2026', true)).toBe('search/index.json'));
  test('another version gets its name after the index name', () =>
    expect(shardPath('search/index.json', '2025', false)).toBe('search/index-2025.json'));
  test('a name with characters unsafe in a file name is cleaned', () =>
    expect(shardPath('search/index.json', '1.x/../beta', false)).toBe(
      'search/index-1.x-..-beta.json',
    ));
});

describe('searchVersionFor', () => {
  test('the version of the docs page the reader is on', () => {
    expect(searchVersionFor('2025', versions)).toBe(older);
    expect(searchVersionFor('current', versions)).toBe(next);
    expect(searchVersionFor('2026', versions)).toBe(latest);
  });
  test('outside the docs: the latest version', () =>
    expect(searchVersionFor(undefined, versions)).toBe(latest));
  test('a version the index does not know: the latest', () =>
    expect(searchVersionFor('1999', versions)).toBe(latest));
  test('a site with one version always answers from it', () =>
    expect(searchVersionFor(undefined, [{...next, isLast: true}])).toEqual({
      ...next,
      isLast: true,
    }));
  test('no versions: nothing to choose', () =>
    expect(searchVersionFor('2025', [])).toBeUndefined());
});

describe('versionFacetFilters', () => {
  test('filters on the version when there are several', () =>
    expect(versionFacetFilters(older, versions)).toEqual(['version:2025']));
  test('no filter with one version', () =>
    expect(versionFacetFilters(latest, [latest])).toBeUndefined());
});

describe('searchedVersionText', () => {
  test('names the version searched', () => {
    expect(searchedVersionText(older, versions)).toBe('Searched the docs of version 2025.');
    expect(searchedVersionText(latest, versions)).toBe('Searched the latest docs (version 2026).');
  });
  test('says nothing with one version', () =>
    expect(searchedVersionText(latest, [latest])).toBeNull());
});

describe('versionsFile', () => {
  it('lists each version with its docs path and its index file', () => {
    expect(
      versionsFile(
        [
          {name: 'current', label: 'Next', isLast: false, path: '/docs/next'},
          {name: '2026', label: '2026', isLast: true, path: '/docs'},
          {name: '2025', label: '2025', isLast: false, path: '/docs/2025'},
        ],
        'search/index.json',
        '/',
      ),
    ).toEqual([
      {
        name: 'current',
        label: 'Next',
        isLast: false,
        path: '/docs/next',
        index: 'search/index-current.json',
      },
      {name: '2026', label: '2026', isLast: true, path: '/docs', index: 'search/index.json'},
      {
        name: '2025',
        label: '2025',
        isLast: false,
        path: '/docs/2025',
        index: 'search/index-2025.json',
      },
    ]);
  });

  it('gives an unversioned site one entry at the index path, without the base URL', () => {
    expect(
      versionsFile(
        [{name: 'current', label: 'Next', isLast: true, path: '/base/docs'}],
        'search/index.json',
        '/base/',
      ),
    ).toEqual([
      {name: 'current', label: 'Next', isLast: true, path: '/docs', index: 'search/index.json'},
    ]);
    expect(versionsFilePath('search/index.json')).toBe('search/versions.json');
  });
});

describe('versionOfPage', () => {
  const placed = [
    {...next, path: '/docs/next'},
    {...latest, path: '/docs'},
    {...older, path: '/docs/2025/'},
  ];

  it('is the version with the longest path the page is under, by whole segments', () => {
    expect(versionOfPage('/docs/next/canvas/filters/date', placed)).toBe('current');
    expect(versionOfPage('/docs/next', placed)).toBe('current');
    expect(versionOfPage('/docs/2025/courier', placed)).toBe('2025');
    expect(versionOfPage('/docs/canvas', placed)).toBe('2026');
    expect(versionOfPage('/docs/nextjs-hosting', placed)).toBe('2026');
    expect(versionOfPage('/docs', placed)).toBe('2026');
  });

  it('is none outside the docs, or for versions without a path', () => {
    expect(versionOfPage('/api/admin/blogs/create', placed)).toBeUndefined();
    expect(versionOfPage('/docsearch', placed)).toBeUndefined();
    expect(versionOfPage('/docs/canvas', versions)).toBeUndefined();
  });
});
