import {createHostedSearchClient} from './hostedClient';

const answer = {results: [{hits: [], nbHits: 0}]};
const request = {indexName: 'docs', query: 'date', page: 1, hitsPerPage: 20};

test('posts the requests to the read host with the application id and key', async () => {
  const fetch = jest.fn(() => Promise.resolve(new Response(JSON.stringify(answer), {status: 200})));
  const client = createHostedSearchClient({appId: 'APP', apiKey: 'KEY', fetch});
  await expect(client.search({requests: [request]})).resolves.toEqual(answer);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://APP-dsn.algolia.net/1/indexes/*/queries');
  expect(init.method).toBe('POST');
  expect(init.headers).toMatchObject({
    'x-algolia-application-id': 'APP',
    'x-algolia-api-key': 'KEY',
  });
  expect(JSON.parse(init.body as string)).toEqual({requests: [request]});
});

test('a host that fails or answers 5xx hands over to the next one', async () => {
  const fetch = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('network'))
    .mockResolvedValueOnce(new Response('', {status: 503}))
    .mockResolvedValueOnce(new Response(JSON.stringify(answer), {status: 200}));
  const client = createHostedSearchClient({appId: 'APP', apiKey: 'KEY', fetch});
  await expect(client.search({requests: [request]})).resolves.toEqual(answer);
  expect(fetch.mock.calls.map(([url]) => new URL(String(url)).host)).toEqual([
    'app-dsn.algolia.net',
    'app-1.algolianet.com',
    'app-2.algolianet.com',
  ]);
});

test('every host down is a RetryError; a 4xx is the answer, not retried', async () => {
  const down = jest.fn().mockRejectedValue(new TypeError('network'));
  await expect(
    createHostedSearchClient({appId: 'APP', apiKey: 'KEY', fetch: down}).search({
      requests: [request],
    }),
  ).rejects.toMatchObject({name: 'RetryError'});
  expect(down).toHaveBeenCalledTimes(4);
  const forbidden = jest.fn().mockResolvedValue(new Response('', {status: 403}));
  await expect(
    createHostedSearchClient({appId: 'APP', apiKey: 'KEY', fetch: forbidden}).search({
      requests: [request],
    }),
  ).rejects.toMatchObject({name: 'RetryError'});
  expect(forbidden).toHaveBeenCalledTimes(1);
});
