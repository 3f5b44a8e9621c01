import {buildRequest, bodyValue} from './buildRequest';
import {exampleValues, fieldKey, type TryItField, type TryItView} from './types';

const field = (partial: Partial<TryItField> & Pick<TryItField, 'in' | 'name'>): TryItField => ({
  type: 'string',
  input: 'text',
  required: false,
  example: '',
  ...partial,
});

const view: Pick<TryItView, 'method' | 'path' | 'fields'> = {
  method: 'POST',
  path: '/admin/v1/blogs/{id}/posts',
  fields: [
    field({in: 'path', name: 'id', required: true, example: 'blg_1 2'}),
    field({in: 'query', name: 'limit', input: 'integer', example: '20'}),
    field({in: 'query', name: 'cursor'}),
    field({in: 'body', name: 'title', required: true, example: 'Spring menu'}),
    field({in: 'body', name: 'count', input: 'integer', example: '3'}),
    field({in: 'body', name: 'published', input: 'boolean', example: 'true'}),
    field({in: 'body', name: 'tags', input: 'json', example: '["a", "b"]'}),
    field({in: 'body', name: 'summary'}),
  ],
};

describe('buildRequest', () => {
  it('puts the values into the path, the query string and a typed JSON body', () => {
    const request = buildRequest(view, exampleValues(view), 'http://127.0.0.1:4010/', 'tak_k');
    expect(request).toEqual({
      method: 'POST',
      url: 'http://127.0.0.1:4010/admin/v1/blogs/blg_1%202/posts?limit=20',
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer tak_k',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({title: 'Spring menu', count: 3, published: true, tags: ['a', 'b']}),
    });
  });

  it('leaves out a blank field and the Authorization header when there is no key', () => {
    const values = {...exampleValues(view), [fieldKey({in: 'body', name: 'title'})]: '  '};
    const request = buildRequest(view, values, 'http://127.0.0.1:4010', '');
    expect(request.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(request.body ?? '')).not.toHaveProperty('title');
  });

  it('sends markup as data, never as anything else', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const values = {
      ...exampleValues(view),
      [fieldKey({in: 'body', name: 'title'})]: hostile,
      [fieldKey({in: 'path', name: 'id'})]: '../x?y',
    };
    const request = buildRequest(view, values, 'http://127.0.0.1:4010', 'k');
    expect(JSON.parse(request.body ?? '')).toMatchObject({title: hostile});
    expect(request.url).toBe('http://127.0.0.1:4010/admin/v1/blogs/..%2Fx%3Fy/posts?limit=20');
  });

  it('has no body for a call without body parameters', () => {
    const request = buildRequest(
      {method: 'GET', path: '/admin/v1/blogs', fields: [field({in: 'query', name: 'limit'})]},
      {},
      'http://127.0.0.1:4010',
      'k',
    );
    expect(request.body).toBeUndefined();
    expect(request.headers).not.toHaveProperty('Content-Type');
  });
});

describe('bodyValue', () => {
  it('sends a value that does not fit its type as typed, for the server to answer', () => {
    expect(bodyValue(field({in: 'body', name: 'n', input: 'integer'}), '3.5')).toBe('3.5');
    expect(bodyValue(field({in: 'body', name: 'b', input: 'boolean'}), 'yes')).toBe('yes');
    expect(bodyValue(field({in: 'body', name: 'j', input: 'json'}), '{oops')).toBe('{oops');
    expect(bodyValue(field({in: 'body', name: 'j', input: 'json'}), '{"a":1}')).toEqual({a: 1});
  });
});
