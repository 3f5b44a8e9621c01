import {pageDeclarations, unknownPageMessages} from './declarations';

const file = 'changelog/2026-01-13-image-url-options.md';

describe('pageDeclarations', () => {
  test('no field, no declarations', () => expect(pageDeclarations(file, {title: 'x'})).toEqual([]));

  test('kinds, docs and API ids, and items', () =>
    expect(
      pageDeclarations(file, {
        pages: {
          changed: ['canvas/filters/image_url', 'api:console/domains/search'],
          deprecated: ['canvas/filters/deprecated#image_resize'],
        },
      }),
    ).toEqual([
      {
        kind: 'changed',
        instance: 'docs',
        docId: 'canvas/filters/image_url',
        written: 'canvas/filters/image_url',
      },
      {
        kind: 'changed',
        instance: 'api',
        docId: 'console/domains/search',
        written: 'api:console/domains/search',
      },
      {
        kind: 'deprecated',
        instance: 'docs',
        docId: 'canvas/filters/deprecated',
        item: 'image_resize',
        written: 'canvas/filters/deprecated#image_resize',
      },
    ]));

  test.each([
    [['canvas/filters/slug'], /is not a map/],
    [{renamed: ['canvas/filters/slug']}, /unknown kind "renamed"/],
    [{added: 'canvas/filters/slug'}, /"added" is not a non-empty list/],
    [
      {added: ['/docs/canvas/filters/slug']},
      /"\/docs\/canvas\/filters\/slug", which is not a doc id/,
    ],
  ])('a malformed field names the file and the field: %j', (pages, message) => {
    expect(() => pageDeclarations(file, {pages})).toThrow(message);
    expect(() => pageDeclarations(file, {pages})).toThrow(`${file}: frontmatter field "pages"`);
  });
});

describe('unknownPageMessages', () => {
  const known = {
    docs: new Set(['canvas/filters/slug', 'canvas/filters/image_url']),
    api: new Set(['console/domains/search']),
  };

  test('known ids pass', () =>
    expect(
      unknownPageMessages(
        file,
        pageDeclarations(file, {
          pages: {added: ['canvas/filters/slug', 'api:console/domains/search']},
        }),
        known,
      ),
    ).toEqual([]));

  test('a bad id fails with the file and the id, and suggests the close one', () =>
    expect(
      unknownPageMessages(
        file,
        pageDeclarations(file, {pages: {changed: ['filters/slug']}}),
        known,
      ),
    ).toEqual([
      `${file}: "pages.changed" names "filters/slug", which is no page of the docs (did you mean "canvas/filters/slug"?).`,
    ]));

  test('a docs id is not looked up in the API reference', () =>
    expect(
      unknownPageMessages(
        file,
        pageDeclarations(file, {pages: {changed: ['console/domains/search']}}),
        known,
      ),
    ).toHaveLength(1));
});
