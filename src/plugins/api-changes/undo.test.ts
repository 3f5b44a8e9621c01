import {expand, segmentsOf, undoEdit} from './undo';

const document = {
  paths: {
    '/brand': {get: {summary: 'Retrieve'}, post: {summary: 'Create'}},
    '/roles': {get: {summary: 'List the roles', responses: {'403': {description: 'Forbidden'}}}},
  },
  webhooks: {
    'form.submitted': {post: {parameters: [{name: 'A'}, {name: 'B', deprecated: true}]}},
    'entry.created': {post: {parameters: [{name: 'A'}, {name: 'B', deprecated: true}]}},
  },
  components: {
    schemas: {
      Project: {properties: {id: {}, archived_at: {}}, required: ['id', 'archived_at']},
      Role: {properties: {}},
    },
  },
};

test('segmentsOf decodes ~1 and ~0', () => {
  expect(segmentsOf('/paths/~1projects~1{id}/delete')).toEqual([
    'paths',
    '/projects/{id}',
    'delete',
  ]);
  expect(segmentsOf('/a~0b')).toEqual(['a~b']);
  expect(() => segmentsOf('paths')).toThrow(/starts with "\/"/);
});

test('expand gives every key a * stands for', () => {
  expect(expand(document, segmentsOf('/paths/*/get'))).toEqual([
    ['paths', '/brand', 'get'],
    ['paths', '/roles', 'get'],
  ]);
  expect(expand(document, segmentsOf('/paths/~1nothing/get'))).toEqual([]);
});

test('undoing an add deletes it and what it brought, and the path left empty', () => {
  const before = undoEdit(document, {
    op: 'add',
    at: '/paths/~1roles/get',
    also: ['/components/schemas/Role'],
    note: 'Lists roles.',
  });
  expect(before.paths).not.toHaveProperty(['/roles']);
  expect(before.components.schemas).not.toHaveProperty('Role');
  // The given document is untouched.
  expect(document.paths['/roles']).toBeDefined();
});

test('undoing an added property drops it from `required` too', () => {
  const before = undoEdit(document, {
    op: 'add',
    at: '/components/schemas/Project/properties/archived_at',
    note: 'When archived.',
  });
  expect(before.components.schemas.Project).toEqual({properties: {id: {}}, required: ['id']});
});

test('undoing a change, a removal, a deprecation and a rewording', () => {
  const changed = undoEdit(document, {
    op: 'change',
    at: '/paths/~1brand/get/summary',
    before: 'Get',
    note: 'Renamed.',
  });
  expect(changed.paths['/brand'].get.summary).toBe('Get');
  const removed = undoEdit(document, {
    op: 'remove',
    at: '/webhooks/*/post/parameters/1',
    before: {name: 'X'},
    note: 'X is gone.',
  });
  expect(removed.webhooks['form.submitted'].post.parameters.map((p) => p.name)).toEqual([
    'A',
    'X',
    'B',
  ]);
  const undeprecated = undoEdit(document, {
    op: 'deprecate',
    at: '/webhooks/*/post/parameters/1',
    note: 'B.',
  });
  expect(undeprecated.webhooks['entry.created'].post.parameters[1]).toEqual({name: 'B'});
  const reworded = undoEdit(document, {
    op: 'reword',
    text: 'the roles',
    before: 'roles',
    note: 'Wording.',
  });
  expect(reworded.paths['/roles'].get.summary).toBe('List roles');
});

test('an edit that matches nothing fails, naming itself', () => {
  expect(() =>
    undoEdit(document, {op: 'add', at: '/paths/~1nothing/get', note: 'Nothing.'}),
  ).toThrow(/add edit \/paths\/~1nothing\/get \(Nothing\.\) matches nothing/);
  expect(() =>
    undoEdit(document, {op: 'reword', text: 'absent words', before: 'x', note: 'N.'}),
  ).toThrow(/finds no text/);
  expect(() => undoEdit(document, {op: 'deprecate', at: '/paths/~1brand/get', note: 'N.'})).toThrow(
    /not marked deprecated/,
  );
  expect(() =>
    undoEdit(document, {op: 'remove', at: '/paths/~1brand/get', before: {}, note: 'N.'}),
  ).toThrow(/still has/);
});
