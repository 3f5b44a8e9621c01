import {resolveReference} from './resolve';
import type {ReferenceSpec} from './types';

const referenceWith = (endpoint: ReferenceSpec['resources'][number]['endpoints'][number]) =>
  ({
    id: 'admin',
    title: 'Admin API',
    summary: 'Fixture.',
    api: 'admin',
    sidebar: 'admin',
    pages: [{docId: 'admin/index', label: 'Introduction'}],
    access: {read: 'A key.', write: 'A key.'},
    resources: [{key: 'blogs', label: 'Blogs', object: 'Blog', endpoints: [endpoint]}],
  }) satisfies ReferenceSpec;

test('a custom endpoint missing several fields reports all of them in one message', () => {
  expect(() => resolveReference(referenceWith({action: 'archive', kind: 'custom'}))).toThrow(
    'src/data/api: endpoint "admin.blogs.archive" needs "method", "path", "response", "summary", "description". ' +
      'A custom endpoint has no defaults; objectAction() in src/data/api/references/helpers.ts fills most of them.',
  );
});

test('a path parameter other than {id} must be described', () => {
  expect(() =>
    resolveReference(
      referenceWith({
        action: 'archive',
        kind: 'custom',
        method: 'POST',
        path: '/blogs/{key}/archive',
        response: {kind: 'empty'},
        summary: 'Archive a blog',
        description: 'Archives a blog.',
      }),
    ),
  ).toThrow('needs "pathParams (for {key})"');
});

test('a standard action needs nothing more', () => {
  expect(() => resolveReference(referenceWith({action: 'create', kind: 'create'}))).not.toThrow();
});
