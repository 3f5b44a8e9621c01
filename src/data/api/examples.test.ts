import {getEndpoint} from '.';
import {
  curlExample,
  exampleUrl,
  fetchExample,
  jsLiteral,
  responseExample,
  statusLine,
  successStatus,
} from './examples';

describe('example requests', () => {
  test('curl sends the method, the key from the environment and the JSON body', () => {
    expect(curlExample(getEndpoint('admin.route-patterns.create'))).toBe(
      [
        'curl -X POST https://api.tessera.dev/admin/v1/route-patterns \\',
        '  -H "Authorization: Bearer $TESSERA_ADMIN_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        "  -d '{",
        '    "pattern": "/blog/{slug}",',
        '    "template": "pages/blog/post.canvas",',
        '    "name": "blog-post"',
        "  }'",
      ].join('\n'),
    );
  });

  test('a GET leaves out -X, fills path parameters and quotes a URL with a query string', () => {
    expect(curlExample(getEndpoint('project.posts.retrieve'))).toBe(
      'curl "https://api.tessera.dev/project/v1/posts/spring-menu?blog=news" \\\n  -H "Authorization: Bearer $TESSERA_PUBLIC_KEY"',
    );
    expect(exampleUrl(getEndpoint('project.pages.list'))).toBe(
      'https://api.tessera.dev/project/v1/pages?path=/about',
    );
  });

  test('fetch reads server keys from the environment and uses the public key as is in the browser', () => {
    expect(fetchExample(getEndpoint('console.domains.verify'))).toContain(
      'Authorization: `Bearer ${process.env.TESSERA_TOKEN}`',
    );
    expect(fetchExample(getEndpoint('project.menus.retrieve'))).toContain(
      "headers: { Authorization: 'Bearer tpk_4n8d2r6s' }",
    );
    expect(fetchExample(getEndpoint('admin.posts.list'))).toMatch(
      /const \{ data, next_cursor \} = await response\.json\(\);$/,
    );
    expect(fetchExample(getEndpoint('admin.route-patterns.retrieve'))).toMatch(
      /const routePattern = await response\.json\(\);$/,
    );
    expect(fetchExample(getEndpoint('console.brand.remove'))).toMatch(
      /throw new Error\(`\$\{error\.code\}: \$\{error\.message\}`\);\n\}$/,
    );
  });

  test('JavaScript literals quote keys only when needed and escape quotes', () => {
    expect(jsLiteral({key: "it's", 'hero-title': 'x', tags: ['a', 'b'], nested: {n: 1}})).toBe(
      [
        '{',
        "  key: 'it\\'s',",
        "  'hero-title': 'x',",
        "  tags: ['a', 'b'],",
        '  nested: {',
        '    n: 1,',
        '  },',
        '}',
      ].join('\n'),
    );
  });
});

describe('example responses', () => {
  test('creations answer 201, removals with no body 204, the rest 200', () => {
    expect(statusLine(successStatus(getEndpoint('admin.blogs.create')))).toBe('201 Created');
    expect(statusLine(successStatus(getEndpoint('console.brand.remove')))).toBe('204 No Content');
    expect(statusLine(successStatus(getEndpoint('console.projects.publish')))).toBe('200 OK');
    expect(responseExample(getEndpoint('console.brand.remove'))).toBeUndefined();
  });

  test('an update response shows the object with the example change applied', () => {
    expect(JSON.parse(responseExample(getEndpoint('console.brand.update')) ?? '{}')).toMatchObject({
      colors: {primary: '#1D4ED8', accent: '#F59E0B'},
    });
  });

  test('a removal answers with the ID and deleted: true; an archive answers with the archived project', () => {
    expect(JSON.parse(responseExample(getEndpoint('admin.blogs.remove')) ?? '{}')).toEqual({
      id: 'blg_4t8k2w6n',
      deleted: true,
    });
    expect(
      JSON.parse(responseExample(getEndpoint('console.projects.remove')) ?? '{}'),
    ).toMatchObject({status: 'archived', published: false});
  });

  test('a webhook is the only object whose create response carries its secret', () => {
    expect(
      (
        JSON.parse(responseExample(getEndpoint('admin.webhooks.create')) ?? '{}') as {
          secret?: unknown;
        }
      ).secret,
    ).toMatch(/^whsec_/);
    expect(
      (
        JSON.parse(responseExample(getEndpoint('admin.webhooks.retrieve')) ?? '{}') as {
          secret?: unknown;
        }
      ).secret,
    ).toBeNull();
  });
});
