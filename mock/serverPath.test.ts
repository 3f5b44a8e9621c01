import {site} from '../src/data/site';
import {openApiDocument} from '../src/plugins/openapi/document';
import {withServerPathInPaths} from './serverPath';

describe('withServerPathInPaths', () => {
  test("moves the server's path into every path and keeps its origin", () => {
    const moved = withServerPathInPaths({
      servers: [{url: 'https://api.tessera.dev/admin/v1'}],
      paths: {'/blogs': {post: {}}, '/blogs/{id}': {get: {}}},
    });
    expect(moved).toEqual({
      servers: [{url: 'https://api.tessera.dev'}],
      paths: {'/admin/v1/blogs': {post: {}}, '/admin/v1/blogs/{id}': {get: {}}},
    });
  });

  test('a server without a path, or with a trailing slash only, leaves the paths as they are', () => {
    for (const url of ['https://api.example.com', 'https://api.example.com/'])
      expect(withServerPathInPaths({servers: [{url}], paths: {'/a': {}}}).paths).toEqual({
        '/a': {},
      });
  });

  test('the Admin document then answers at the paths its pages show, operations unchanged', () => {
    const document = openApiDocument('admin', site.url);
    const moved = withServerPathInPaths(document);
    expect(moved.paths['/admin/v1/blogs']).toBe(document.paths['/blogs']);
    expect(Object.keys(moved.paths)).toHaveLength(Object.keys(document.paths).length);
    expect(moved.components).toBe(document.components);
  });

  test('a document with no server, or with several, is refused with the count', () => {
    expect(() => withServerPathInPaths({servers: [], paths: {}})).toThrow(/has 0/);
    expect(() =>
      withServerPathInPaths({
        servers: [{url: 'https://a.test'}, {url: 'https://b.test'}],
        paths: {},
      }),
    ).toThrow(/has 2/);
  });
});
