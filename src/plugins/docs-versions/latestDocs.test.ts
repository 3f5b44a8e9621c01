import {latestVersionDocs} from './latestDocs';

test('only the latest version speaks for the docs', () =>
  expect(
    latestVersionDocs({
      loadedVersions: [
        {isLast: false, docs: ['/docs/next/a']},
        {isLast: true, docs: ['/docs/a']},
        {isLast: false, docs: ['/docs/2025/a']},
      ],
    }),
  ).toEqual(['/docs/a']));

test('an unversioned site: every doc', () =>
  expect(
    latestVersionDocs({loadedVersions: [{isLast: true, docs: ['/docs/a', '/docs/b']}]}),
  ).toEqual(['/docs/a', '/docs/b']));

test('no docs instance: nothing', () => expect(latestVersionDocs(undefined)).toEqual([]));
