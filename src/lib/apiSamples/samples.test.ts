import {requestOf} from './request';
import {samplesOf, type Sample} from './samples';

const GET = requestOf({
  method: 'GET',
  url: 'https://api.tessera.dev/admin/v1/posts',
  query: {blog: 'news', limit: '2'},
  key: 'tak_...',
});
const POST = requestOf({
  method: 'POST',
  url: 'https://api.tessera.dev/admin/v1/blogs',
  key: 'tak_...',
  body: {key: 'news', title: 'Northwind News', tags: ['a', 'b'], settings: {comments: true}},
});
const DELETE = requestOf({
  method: 'DELETE',
  url: 'https://api.tessera.dev/admin/v1/blogs/{id}',
  pathParams: {id: 'blg_4t8k2w6n'},
  key: 'tak_...',
});

function codeOf(samples: readonly Sample[], id: string): string {
  const sample = samples.find((candidate) => candidate.id === id);
  if (!sample) throw new Error(`No ${id} sample among ${samples.map((s) => s.id).join(', ')}`);
  return sample.code;
}

const lines = (...text: string[]): string => text.join('\n');

test('the samples are curl, JavaScript, Python and PHP, in that order, with their code languages', () => {
  expect(samplesOf(GET).map(({id, label, language}) => ({id, label, language}))).toEqual([
    {id: 'curl', label: 'curl', language: 'bash'},
    {id: 'js', label: 'JavaScript', language: 'js'},
    {id: 'python', label: 'Python', language: 'python'},
    {id: 'php', label: 'PHP', language: 'php'},
  ]);
});

test('every sample shows the key as the one placeholder the explorer replaces', () => {
  for (const request of [GET, POST, DELETE]) {
    for (const sample of samplesOf(request)) {
      expect({id: sample.id, count: sample.code.split('Bearer tak_...').length - 1}).toEqual({
        id: sample.id,
        count: 1,
      });
    }
  }
});

describe('a GET with a query', () => {
  const samples = samplesOf(GET);
  test('curl', () => {
    expect(codeOf(samples, 'curl')).toBe(
      lines(
        'curl --request GET \\',
        "  --url 'https://api.tessera.dev/admin/v1/posts?blog=news&limit=2' \\",
        "  --header 'Authorization: Bearer tak_...'",
      ),
    );
  });
  test('JavaScript', () => {
    expect(codeOf(samples, 'js')).toBe(
      lines(
        "const url = 'https://api.tessera.dev/admin/v1/posts?blog=news&limit=2';",
        "const options = {method: 'GET', headers: {Authorization: 'Bearer tak_...'}};",
        '',
        'try {',
        '  const response = await fetch(url, options);',
        '  const data = await response.json();',
        '  console.log(data);',
        '} catch (error) {',
        '  console.error(error);',
        '}',
      ),
    );
  });
  test('Python', () => {
    expect(codeOf(samples, 'python')).toBe(
      lines(
        'import requests',
        '',
        'url = "https://api.tessera.dev/admin/v1/posts"',
        '',
        'querystring = {"blog":"news","limit":"2"}',
        '',
        'headers = {"Authorization": "Bearer tak_..."}',
        '',
        'response = requests.get(url, headers=headers, params=querystring)',
        '',
        'print(response.json())',
      ),
    );
  });
  test('PHP', () => {
    expect(codeOf(samples, 'php')).toBe(
      lines(
        '<?php',
        '',
        '$client = new \\GuzzleHttp\\Client();',
        '',
        "$response = $client->request('GET', 'https://api.tessera.dev/admin/v1/posts?blog=news&limit=2', [",
        "  'headers' => [",
        "    'Authorization' => 'Bearer tak_...',",
        '  ],',
        ']);',
        '',
        'echo $response->getBody();',
      ),
    );
  });
});

describe('a POST with a JSON body', () => {
  const samples = samplesOf(POST);
  test('curl sends the body as formatted JSON', () => {
    expect(codeOf(samples, 'curl')).toBe(
      lines(
        'curl --request POST \\',
        '  --url https://api.tessera.dev/admin/v1/blogs \\',
        "  --header 'Authorization: Bearer tak_...' \\",
        "  --header 'Content-Type: application/json' \\",
        "  --data '{",
        '  "key": "news",',
        '  "title": "Northwind News",',
        '  "tags": [',
        '    "a",',
        '    "b"',
        '  ],',
        '  "settings": {',
        '    "comments": true',
        '  }',
        "}'",
      ),
    );
  });
  test('JavaScript', () => {
    expect(codeOf(samples, 'js')).toBe(
      lines(
        "const url = 'https://api.tessera.dev/admin/v1/blogs';",
        'const options = {',
        "  method: 'POST',",
        "  headers: {Authorization: 'Bearer tak_...', 'Content-Type': 'application/json'},",
        `  body: '{"key":"news","title":"Northwind News","tags":["a","b"],"settings":{"comments":true}}'`,
        '};',
        '',
        'try {',
        '  const response = await fetch(url, options);',
        '  const data = await response.json();',
        '  console.log(data);',
        '} catch (error) {',
        '  console.error(error);',
        '}',
      ),
    );
  });
  test('Python', () => {
    expect(codeOf(samples, 'python')).toBe(
      lines(
        'import requests',
        '',
        'url = "https://api.tessera.dev/admin/v1/blogs"',
        '',
        'payload = {',
        '    "key": "news",',
        '    "title": "Northwind News",',
        '    "tags": ["a", "b"],',
        '    "settings": { "comments": True }',
        '}',
        'headers = {',
        '    "Authorization": "Bearer tak_...",',
        '    "Content-Type": "application/json"',
        '}',
        '',
        'response = requests.post(url, json=payload, headers=headers)',
        '',
        'print(response.json())',
      ),
    );
  });
  test('PHP', () => {
    expect(codeOf(samples, 'php')).toBe(
      lines(
        '<?php',
        '',
        '$client = new \\GuzzleHttp\\Client();',
        '',
        "$response = $client->request('POST', 'https://api.tessera.dev/admin/v1/blogs', [",
        "  'body' => '{",
        '  "key": "news",',
        '  "title": "Northwind News",',
        '  "tags": [',
        '    "a",',
        '    "b"',
        '  ],',
        '  "settings": {',
        '    "comments": true',
        '  }',
        "}',",
        "  'headers' => [",
        "    'Authorization' => 'Bearer tak_...',",
        "    'Content-Type' => 'application/json',",
        '  ],',
        ']);',
        '',
        'echo $response->getBody();',
      ),
    );
  });
});

describe('a DELETE', () => {
  const samples = samplesOf(DELETE);
  const url = 'https://api.tessera.dev/admin/v1/blogs/blg_4t8k2w6n';
  test('curl', () => {
    expect(codeOf(samples, 'curl')).toBe(
      lines(
        'curl --request DELETE \\',
        `  --url ${url} \\`,
        "  --header 'Authorization: Bearer tak_...'",
      ),
    );
  });
  test('JavaScript', () => {
    expect(codeOf(samples, 'js')).toContain(
      lines(
        `const url = '${url}';`,
        "const options = {method: 'DELETE', headers: {Authorization: 'Bearer tak_...'}};",
      ),
    );
  });
  test('Python', () => {
    expect(codeOf(samples, 'python')).toContain(
      lines(
        `url = "${url}"`,
        '',
        'headers = {"Authorization": "Bearer tak_..."}',
        '',
        'response = requests.delete(url, headers=headers)',
      ),
    );
  });
  test('PHP', () => {
    expect(codeOf(samples, 'php')).toContain(
      lines(
        `$response = $client->request('DELETE', '${url}', [`,
        "  'headers' => [",
        "    'Authorization' => 'Bearer tak_...',",
        '  ],',
        ']);',
      ),
    );
  });
  test('no sample sends a body or a Content-Type', () => {
    for (const sample of samples) {
      expect({id: sample.id, code: sample.code}).toEqual({
        id: sample.id,
        code: expect.not.stringMatching(/Content-Type|--data|body|payload/) as unknown,
      });
    }
  });
});
