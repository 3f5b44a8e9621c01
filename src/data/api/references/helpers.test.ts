import {catalogueError} from '../errors';
import {paginationParams} from '../resolve';
import {byParentKey, nestedList, objectAction, searchCall, standard} from './helpers';

describe('standard actions', () => {
  test('come in the order asked for, each with its own overrides', () => {
    expect(standard(['list', 'retrieve'], {list: {description: 'Lists.'}})).toEqual([
      {action: 'list', kind: 'list', description: 'Lists.'},
      {action: 'retrieve', kind: 'retrieve'},
    ]);
  });

  test('give create and update what `write` holds: its errors first, then their own; anything else of their own wins', () => {
    const duplicate = catalogueError('already_exists', 'Another blog has this key.');
    const builtIn = catalogueError('invalid_state', 'Built-in.');
    const [create, update, remove] = standard(['create', 'update', 'remove'], {
      write: {access: 'Builders.', errors: [duplicate]},
      update: {access: 'Owners.', errors: [builtIn]},
    });
    expect(create).toEqual({
      action: 'create',
      kind: 'create',
      access: 'Builders.',
      errors: [duplicate],
    });
    expect(update).toEqual({
      action: 'update',
      kind: 'update',
      access: 'Owners.',
      errors: [duplicate, builtIn],
    });
    expect(remove).toEqual({action: 'remove', kind: 'remove'});
  });
});

describe('custom calls', () => {
  test('an action on one object posts to its path and returns it', () => {
    expect(objectAction('domains', 'Domain', 'verify', {description: 'Verifies.'})).toEqual({
      action: 'verify',
      kind: 'custom',
      method: 'POST',
      path: '/domains/{id}/verify',
      summary: 'Verify a domain',
      response: {kind: 'object', object: 'Domain'},
      description: 'Verifies.',
    });
  });

  test('a nested list pages through what belongs to one object', () => {
    expect(
      nestedList('projects', 'Project', 'cassettes', 'Cassette', {description: 'Lists.'}),
    ).toMatchObject({
      method: 'GET',
      path: '/projects/{id}/cassettes',
      summary: "List a project's Cassettes",
      query: paginationParams,
      response: {kind: 'list', object: 'Cassette'},
    });
  });

  test('a search takes the text, a status and the pagination parameters', () => {
    const search = searchCall(
      'domains',
      'Domain',
      {in: 'hostname', example: 'north', statuses: ['pending', 'active'], status: 'By status.'},
      {description: 'Finds.'},
    );
    expect(search).toMatchObject({
      method: 'POST',
      path: '/domains/search',
      summary: 'Search domains',
      response: {kind: 'list', object: 'Domain'},
    });
    expect(search.body?.map((param) => [param.name, param.required, param.example])).toEqual([
      ['query', true, 'north'],
      ['status', false, 'pending'],
      ['limit', false, 20],
      ['cursor', false, 'c_8kx2m4q9'],
    ]);
  });

  test('a parent-key filter says what it keeps', () => {
    expect(byParentKey('blog', 'posts', 'news')).toMatchObject({
      name: 'blog',
      description: 'Only the posts of the blog with this key.',
      example: 'news',
      required: false,
    });
  });
});
