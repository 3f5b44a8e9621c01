import {getEndpoint} from '../../data/api';
import {exampleSamples} from './exampleSamples';
import {tryItView} from './tryItView';

describe('tryItView', () => {
  const view = tryItView(getEndpoint('admin.blogs.create'));

  it('builds the request of Create a blog from the model', () => {
    expect(view).toMatchObject({
      api: 'admin',
      method: 'POST',
      path: '/admin/v1/blogs',
      keyPrefix: 'tak_',
      keyName: 'Project admin key',
    });
    expect(view.fields.find((field) => field.name === 'title')).toMatchObject({
      in: 'body',
      type: 'string',
      input: 'text',
      required: true,
    });
    expect(view.fields.every((field) => field.in === 'body')).toBe(true);
  });

  it('prefills each field from the documented example', () => {
    const example = getEndpoint('admin.blogs.create').example.body ?? {};
    for (const field of view.fields) {
      const value = example[field.name];
      if (value === undefined || value === null) expect(field.example).toBe('');
      else if (field.input === 'json') expect(JSON.parse(field.example)).toEqual(value);
      else expect(field.example).toBe(typeof value === 'string' ? value : JSON.stringify(value));
    }
  });

  it('sends to the mock of its own API, and lists the live API without sending to it', () => {
    expect(view.servers).toEqual([
      {label: 'Local mock (127.0.0.1:4010)', url: 'http://127.0.0.1:4010', sendable: true},
      {label: 'Live API (api.tessera.dev)', url: 'https://api.tessera.dev', sendable: false},
    ]);
    expect(tryItView(getEndpoint('console.projects.retrieve')).servers[0]?.url).toBe(
      'http://127.0.0.1:4011',
    );
  });

  it('makes a path parameter and a list query field of the right kinds', () => {
    const retrieve = tryItView(getEndpoint('console.projects.retrieve'));
    expect(retrieve.fields[0]).toMatchObject({in: 'path', name: 'id', required: true});
    expect(retrieve.path).toBe('/console/v1/projects/{id}');
    const list = tryItView(getEndpoint('admin.blogs.list'));
    expect(list.fields.find((field) => field.name === 'limit')).toMatchObject({
      in: 'query',
      input: 'integer',
    });
  });

  it('sends a number chosen from a list as a number', () => {
    const status = tryItView(getEndpoint('admin.redirects.create')).fields.find(
      (field) => field.name === 'status',
    );
    expect(status).toMatchObject({input: 'integer', choices: ['301', '302']});
  });

  it('carries the documented errors for their explanations', () => {
    expect(view.errors.map((error) => error.status)).toEqual(expect.arrayContaining([400, 401]));
  });
});

describe('the placeholders of the samples', () => {
  it('are the key placeholder of the API and the example project ID, as the samples show them', () => {
    const retrieve = getEndpoint('console.projects.retrieve');
    const {placeholders} = tryItView(retrieve);
    expect(placeholders).toEqual({key: 'tsk_...', projectId: 'prj_8f3k2m9q'});
    const curl = exampleSamples(retrieve)[0]?.code ?? '';
    expect(curl).toContain(placeholders.key);
    expect(curl).toContain(placeholders.projectId);
  });
});
