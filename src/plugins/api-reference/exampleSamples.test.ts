import {apis} from '../../data/api/apis';
import {endpoints, getEndpoint} from '../../data/api';
import {exampleRequest, exampleSamples} from './exampleSamples';
import {requestOf} from '../../lib/apiSamples/request';

describe('the example request of an endpoint page', () => {
  test('fills the path parameters from the model and appends the example query', () => {
    expect(requestOf(exampleRequest(getEndpoint('project.posts.retrieve'))).url).toBe(
      'https://api.tessera.dev/project/v1/posts/spring-menu?blog=news',
    );
    expect(requestOf(exampleRequest(getEndpoint('project.pages.list'))).url).toBe(
      'https://api.tessera.dev/project/v1/pages?path=%2Fabout',
    );
  });

  test("sends the API's key placeholder and the example body", () => {
    expect(exampleRequest(getEndpoint('admin.route-patterns.create'))).toMatchObject({
      method: 'POST',
      key: 'tak_...',
      body: {pattern: '/blog/{slug}', template: 'pages/blog/post.canvas', name: 'blog-post'},
    });
    expect(exampleRequest(getEndpoint('console.domains.verify')).key).toBe('tsk_...');
    expect(exampleRequest(getEndpoint('project.menus.retrieve')).key).toBe('tpk_...');
  });

  test('the curl sample of a creation sends the method, the key placeholder and the JSON body', () => {
    const curl = exampleSamples(getEndpoint('admin.route-patterns.create'))[0];
    expect(curl?.code).toBe(
      [
        'curl --request POST \\',
        '  --url https://api.tessera.dev/admin/v1/route-patterns \\',
        "  --header 'Authorization: Bearer tak_...' \\",
        "  --header 'Content-Type: application/json' \\",
        "  --data '{",
        '  "pattern": "/blog/{slug}",',
        '  "template": "pages/blog/post.canvas",',
        '  "name": "blog-post"',
        "}'",
      ].join('\n'),
    );
  });

  test('every endpoint has four samples, each with its URL, its key placeholder and its body', () => {
    for (const endpoint of endpoints) {
      const request = requestOf(exampleRequest(endpoint));
      const url = new URL(request.url);
      const bodyKeys = Object.keys(endpoint.example.body ?? {});
      for (const sample of exampleSamples(endpoint)) {
        const missing = [
          `${url.origin}${url.pathname}`,
          `Bearer ${apis[endpoint.api].credential.prefix}...`,
          ...bodyKeys.map((key) => `"${key}"`),
        ].filter((part) => !sample.code.includes(part));
        expect({endpoint: endpoint.id, sample: sample.id, missing}).toEqual({
          endpoint: endpoint.id,
          sample: sample.id,
          missing: [],
        });
      }
    }
  });
});
