import {changesForDoc, docOfFile} from './frontMatter';
import {docPermalink, type ChangelogEntry} from './entries';

test.each([
  ['docs/canvas/filters/slug.md', {instance: 'docs', docId: 'canvas/filters/slug'}],
  [
    'versioned_docs/version-2025/canvas/filters/slug.md',
    {instance: 'docs', docId: 'canvas/filters/slug'},
  ],
  ['api/console/domains/search.mdx', {instance: 'api', docId: 'console/domains/search'}],
  ['guides/build-a-contact-form.md', null],
  ['docs/_partials/note.md', null],
])('docOfFile(%s)', (file, doc) => expect(docOfFile(file)).toEqual(doc));

test.each([
  ['index', '/docs'],
  ['canvas/filters/index', '/docs/canvas/filters'],
  ['canvas/filters/slug', '/docs/canvas/filters/slug'],
])('docPermalink(%s)', (id, permalink) => expect(docPermalink('/docs', id)).toBe(permalink));

test('the changes of a doc, oldest first, with the entry and the item', () => {
  const entries: ChangelogEntry[] = [
    {
      file: 'changelog/2026-07-07-removed.md',
      date: '2026-07-07',
      title: 'Removed',
      permalink: '/changelog/2026/07/07/removed',
      declarations: [
        {
          kind: 'removed',
          instance: 'docs',
          docId: 'canvas/filters/deprecated',
          item: 'image_resize',
          written: '',
        },
      ],
    },
    {
      file: 'changelog/2026-01-13-deprecated.md',
      date: '2026-01-13',
      title: 'Deprecated',
      permalink: '/changelog/2026/01/13/deprecated',
      declarations: [
        {
          kind: 'deprecated',
          instance: 'docs',
          docId: 'canvas/filters/deprecated',
          item: 'image_resize',
          written: '',
        },
        {kind: 'changed', instance: 'docs', docId: 'canvas/filters/image_url', written: ''},
      ],
    },
  ];
  expect(changesForDoc(entries, 'docs', 'canvas/filters/deprecated')).toEqual([
    {
      kind: 'deprecated',
      date: '2026-01-13',
      entryTitle: 'Deprecated',
      entryPermalink: '/changelog/2026/01/13/deprecated',
      item: 'image_resize',
    },
    {
      kind: 'removed',
      date: '2026-07-07',
      entryTitle: 'Removed',
      entryPermalink: '/changelog/2026/07/07/removed',
      item: 'image_resize',
    },
  ]);
  expect(changesForDoc(entries, 'api', 'canvas/filters/image_url')).toEqual([]);
});
