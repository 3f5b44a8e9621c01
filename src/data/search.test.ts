import {
  missingResultsUrl,
  providerConnectSources,
  providerSearchHost,
  searchProviderFromEnv,
  searchSettings,
  shardAboveHeadKbFromEnv,
} from './search';

test('offline unless the three provider variables are set', () => {
  expect(searchProviderFromEnv({})).toEqual({mode: 'offline'});
  expect(
    searchProviderFromEnv({
      ALGOLIA_APP_ID: ' ',
      ALGOLIA_SEARCH_API_KEY: '',
      ALGOLIA_INDEX_NAME: undefined,
    }),
  ).toEqual({mode: 'offline'});
  expect(
    searchProviderFromEnv({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
    }),
  ).toEqual({
    mode: 'hosted',
    appId: 'APP',
    apiKey: 'key',
    indexName: 'docs',
  });
});

test('a partial setting is an error that names the variables', () => {
  expect(() => searchProviderFromEnv({ALGOLIA_APP_ID: 'APP'})).toThrow(
    /ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME/,
  );
});

test('20 hits a query, 5 per category, queries of at most 64 characters', () => {
  expect(searchSettings).toMatchObject({
    hitsPerPage: 20,
    maxResultsPerGroup: 5,
    maxQueryLength: 64,
  });
});

test('provider host and missing-results link', () => {
  expect(providerSearchHost('APP')).toBe('https://APP-dsn.algolia.net');
  expect(providerConnectSources('APP')).toEqual([
    'https://APP-dsn.algolia.net',
    'https://APP-1.algolianet.com',
    'https://APP-2.algolianet.com',
    'https://APP-3.algolianet.com',
  ]);
  expect(missingResultsUrl('<b>x</b>')).toBe(
    'https://github.com/tessera-dev/developers/issues/new?title=Search%3A%20no%20results%20for%20%22%3Cb%3Ex%3C%2Fb%3E%22',
  );
});

describe('shardAboveHeadKbFromEnv', () => {
  test('the setting when unset or blank, the variable when a size', () => {
    expect(shardAboveHeadKbFromEnv({})).toBe(searchSettings.shardAboveHeadKb);
    expect(shardAboveHeadKbFromEnv({SEARCH_SHARD_ABOVE_HEAD_KB: ' '})).toBe(
      searchSettings.shardAboveHeadKb,
    );
    expect(shardAboveHeadKbFromEnv({SEARCH_SHARD_ABOVE_HEAD_KB: '0'})).toBe(0);
    expect(shardAboveHeadKbFromEnv({SEARCH_SHARD_ABOVE_HEAD_KB: '250'})).toBe(250);
  });

  test('anything else fails the build naming the variable', () => {
    expect(() => shardAboveHeadKbFromEnv({SEARCH_SHARD_ABOVE_HEAD_KB: 'big'})).toThrow(
      'SEARCH_SHARD_ABOVE_HEAD_KB is "big"',
    );
    expect(() => shardAboveHeadKbFromEnv({SEARCH_SHARD_ABOVE_HEAD_KB: '-1'})).toThrow(
      'SEARCH_SHARD_ABOVE_HEAD_KB',
    );
  });
});
