import {editPathFor} from './editUrl';

const inCurrent = (docPath: string) => docPath !== 'only-in-snapshot.md';

test('an unversioned site edits the docs folder', () =>
  expect(
    editPathFor(
      {versionDocsDirPath: 'docs', docPath: 'a/b.md', version: 'current'},
      undefined,
      inCurrent,
    ),
  ).toBe('docs/a/b.md'));

test('the latest version edits the current docs, where writers work', () =>
  expect(
    editPathFor(
      {versionDocsDirPath: 'versioned_docs/version-2026', docPath: 'a/b.md', version: '2026'},
      '2026',
      inCurrent,
    ),
  ).toBe('docs/a/b.md'));

test('a latest page that exists only in the snapshot edits the snapshot', () =>
  expect(
    editPathFor(
      {
        versionDocsDirPath: 'versioned_docs/version-2026',
        docPath: 'only-in-snapshot.md',
        version: '2026',
      },
      '2026',
      inCurrent,
    ),
  ).toBe('versioned_docs/version-2026/only-in-snapshot.md'));

test('an older version edits its own snapshot', () =>
  expect(
    editPathFor(
      {versionDocsDirPath: 'versioned_docs/version-2025', docPath: 'a/b.md', version: '2025'},
      '2026',
      inCurrent,
    ),
  ).toBe('versioned_docs/version-2025/a/b.md'));

test('the unreleased next version edits the current docs', () =>
  expect(
    editPathFor(
      {versionDocsDirPath: 'docs', docPath: 'a/b.md', version: 'current'},
      '2026',
      inCurrent,
    ),
  ).toBe('docs/a/b.md'));
