/**
 * The browser's preparation of a request against httpsnippet's own
 * (`HTTPSnippet.prepare`, which needs Node): both must hand the clients the same.
 */
import {HTTPSnippet} from 'httpsnippet';
import {preparedOf} from './prepared';
import {requestOf, type HarRequest} from './request';

const REQUESTS: Record<string, HarRequest> = {
  'a GET with a query': requestOf({
    method: 'GET',
    url: 'https://api.tessera.dev/project/v1/pages',
    query: {path: '/about', blog: 'news & more', limit: '2'},
    key: 'tpk_...',
  }),
  'a POST with a JSON body': requestOf({
    method: 'POST',
    url: 'https://api.tessera.dev/admin/v1/blogs',
    key: 'tak_...',
    body: {key: 'news', nested: {list: [1, true, null]}},
  }),
  'a DELETE with a path parameter': requestOf({
    method: 'DELETE',
    url: 'https://api.tessera.dev/admin/v1/blogs/{id}',
    pathParams: {id: 'blg_4t8k2w6n'},
    key: 'tak_...',
  }),
  'a repeated query name and a text body': {
    ...requestOf({method: 'PATCH', url: 'https://api.tessera.dev/x?tag=a&tag=b', key: 'k'}),
    postData: {mimeType: 'text/plain', text: 'hello'},
  },
  'a JSON content type whose body is not JSON': {
    ...requestOf({method: 'POST', url: 'https://api.tessera.dev/x', key: 'k'}),
    postData: {mimeType: 'application/json', text: '{not json'},
  },
};

const compared = (request: ReturnType<typeof preparedOf>) => ({
  method: request.method,
  url: request.url,
  fullUrl: request.fullUrl,
  queryObj: request.queryObj,
  headersObj: request.headersObj,
  allHeaders: request.allHeaders,
  postData: request.postData,
  uriObj: {
    host: request.uriObj.host,
    pathname: request.uriObj.pathname,
    search: request.uriObj.search,
    path: request.uriObj.path,
  },
});

describe('preparedOf', () => {
  for (const [name, request] of Object.entries(REQUESTS)) {
    test(`prepares ${name} as httpsnippet does`, () => {
      // Its type wants a postData; the constructor supplies one when there is none, as HAR allows.
      const [theirs] = new HTTPSnippet(request as ConstructorParameters<typeof HTTPSnippet>[0])
        .requests;
      if (!theirs) throw new Error(`httpsnippet found ${name} invalid`);
      expect(compared(preparedOf(request))).toEqual(compared(theirs));
    });
  }

  test('encodes a quote in the path, which would end the single-quoted URL of a sample', () => {
    const prepared = preparedOf(
      requestOf({method: 'GET', url: "https://api.tessera.dev/it's", key: 'k'}),
    );
    expect(prepared.fullUrl).toBe('https://api.tessera.dev/it%27s');
  });

  test('refuses what the samples do not show rather than leave it out', () => {
    const request = requestOf({method: 'POST', url: 'https://api.tessera.dev/x', key: 'k'});
    expect(() =>
      preparedOf({
        ...request,
        postData: {mimeType: 'multipart/form-data', params: [{name: 'file', fileName: 'a.png'}]},
      }),
    ).toThrow('multipart/form-data body with params is not supported');
    expect(() => preparedOf({...request, cookies: [{name: 'a', value: 'b'}]})).toThrow(
      'cookies are not supported',
    );
  });
});
