import {keyPlaceholder, requestOf, urlOf} from './request';

describe('the URL of a request', () => {
  test('fills the path parameters and appends the query, encoded', () => {
    expect(
      urlOf({
        url: 'https://api.tessera.dev/project/v1/posts/{slug}',
        pathParams: {slug: 'spring menu/2'},
        query: {blog: 'news', path: '/about', q: 'a&b=c'},
      }),
    ).toBe(
      'https://api.tessera.dev/project/v1/posts/spring%20menu%2F2?blog=news&path=%2Fabout&q=a%26b%3Dc',
    );
  });

  test('encodes a quote, which would end the single-quoted URL of a sample', () => {
    expect(
      urlOf({url: 'https://api.tessera.dev/x/{id}', pathParams: {id: "it's"}, query: {q: "'"}}),
    ).toBe('https://api.tessera.dev/x/it%27s?q=%27');
  });

  test('leaves a path parameter without a value as it is, and adds no "?" without a query', () => {
    expect(urlOf({url: 'https://api.tessera.dev/x/{id}/{other}', pathParams: {id: 'a'}})).toBe(
      'https://api.tessera.dev/x/a/{other}',
    );
  });
});

describe('requestOf', () => {
  test('a call without a body has only the Authorization header and no postData', () => {
    const request = requestOf({
      method: 'GET',
      url: 'https://api.tessera.dev/admin/v1/posts',
      query: {limit: '2'},
      key: 'tak_...',
    });
    expect(request).toEqual({
      method: 'GET',
      url: 'https://api.tessera.dev/admin/v1/posts?limit=2',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [{name: 'Authorization', value: 'Bearer tak_...'}],
      queryString: [{name: 'limit', value: '2'}],
      headersSize: -1,
      bodySize: -1,
    });
  });

  test('a body is sent as JSON, formatted with two spaces', () => {
    const request = requestOf({
      method: 'POST',
      url: 'https://api.tessera.dev/admin/v1/blogs',
      key: 'tak_...',
      body: {key: 'news', tags: ['a']},
    });
    expect(request.headers).toEqual([
      {name: 'Authorization', value: 'Bearer tak_...'},
      {name: 'Content-Type', value: 'application/json'},
    ]);
    expect(request.postData).toEqual({
      mimeType: 'application/json',
      text: '{\n  "key": "news",\n  "tags": [\n    "a"\n  ]\n}',
    });
  });

  test('a body that is falsy JSON (null, 0, an empty string) is still sent', () => {
    for (const body of [null, 0, '', false]) {
      const request = requestOf({method: 'POST', url: 'https://a.test/', key: 'k', body});
      expect(request.postData?.text).toBe(JSON.stringify(body));
    }
  });
});

test('the key placeholder is the credential prefix and an ellipsis', () => {
  expect(keyPlaceholder('tak_')).toBe('tak_...');
});
