import {createEngine} from './engine';
import {
  answer,
  createLocalSearchClient,
  parseAttributesToSnippet,
  SearchUnavailableError,
} from './localClient';
import {records} from './__fixtures__/records';
import type {SearchRequest} from './types';

const engine = createEngine(records);

/** The request DocSearch 3.9 sends (see @docsearch/react's DocSearchModal). */
function docsearchRequest(query: string, words = 10): SearchRequest {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  return {
    query,
    indexName: 'tessera-developers',
    attributesToRetrieve: [
      ...levels.map((level) => `hierarchy.${level}`),
      'hierarchy.lvl0',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      ...levels.map((level) => `hierarchy.${level}:${words}`),
      `content:${words}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
  };
}

describe('the adapter answers DocSearch in the provider format', () => {
  test('results, hits, nbHits, index, queryID', async () => {
    const client = createLocalSearchClient(() => Promise.resolve(engine));
    const {results} = await client.search({requests: [docsearchRequest('date')]});
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result?.index).toBe('tessera-developers');
    expect(result?.queryID).toEqual(expect.any(String));
    expect(result?.nbHits).toBeGreaterThanOrEqual(result?.hits.length ?? 0);
    const first = result?.hits[0];
    expect(first?.url).toMatch(
      /^https:\/\/developers\.tessera\.dev\/docs\/canvas\/(filters|functions)\/date$/,
    );
    expect(first?._highlightResult.hierarchy.lvl1?.value).toBe('<mark>date</mark>');
    expect(first?._snippetResult.hierarchy.lvl1?.value).toBe('<mark>date</mark>');
    expect(first?._highlightResult.hierarchy.lvl0?.value).toMatch(/^Canvas (filters|functions)$/);
  });

  test('with perPage, at most so many hits of one page', async () => {
    const pages = (hits: readonly {url: string}[]) => hits.map((hit) => new URL(hit.url).pathname);
    const whole = await createLocalSearchClient(() => Promise.resolve(engine)).search({
      requests: [docsearchRequest('date')],
    });
    const capped = await createLocalSearchClient(() => Promise.resolve(engine), {
      perPage: 1,
    }).search({requests: [docsearchRequest('date')]});
    const wholePages = pages(whole.results[0]?.hits ?? []);
    expect(new Set(wholePages).size).toBeLessThan(wholePages.length);
    expect(pages(capped.results[0]?.hits ?? [])).toEqual([...new Set(wholePages)]);
  });

  test('every displayed attribute has an escaped snippet, so DocSearch never injects raw text', () => {
    const result = answer(engine, docsearchRequest('script'));
    const hit = result.hits.find((candidate) => candidate.type === 'content');
    expect(hit?.content).toContain('<script>');
    expect(hit?._snippetResult.content?.value).toContain('&lt;<mark>script</mark>&gt;');
    expect(hit?._highlightResult.content?.value).toContain('&amp; &quot;quotes&quot;');
    for (const candidate of result.hits) {
      for (const level of ['lvl1', 'lvl2', 'lvl3'] as const) {
        if (candidate.hierarchy[level])
          expect(candidate._snippetResult.hierarchy[level]?.value).toBeTruthy();
      }
    }
  });

  test('snippets are cut to the requested word count', () => {
    for (const words of [10, 5]) {
      const hit = answer(engine, docsearchRequest('publication', words)).hits.find(
        (candidate) => candidate.type === 'content',
      );
      const value = hit?._snippetResult.content?.value ?? '';
      expect(
        value
          .replace(/…/g, '')
          .replace(/<\/?mark>/g, '')
          .split(' '),
      ).toHaveLength(words);
      expect(value).toContain('…');
    }
  });

  test('hitsPerPage caps the hits', () => {
    expect(answer(engine, {...docsearchRequest('date'), hitsPerPage: 2}).hits).toHaveLength(2);
  });

  test('page asks for the next hits of the same ranking', () => {
    const all = answer(engine, {...docsearchRequest('date'), hitsPerPage: 4});
    const first = answer(engine, {...docsearchRequest('date'), hitsPerPage: 2});
    const second = answer(engine, {...docsearchRequest('date'), hitsPerPage: 2, page: 1});
    expect(second.page).toBe(1);
    expect(second.nbHits).toBe(first.nbHits);
    expect([...first.hits, ...second.hits].map((hit) => hit.objectID)).toEqual(
      all.hits.map((hit) => hit.objectID),
    );
  });

  test('hostile queries are answered, never echoed as markup', () => {
    for (const query of [
      '<img src=x onerror=alert(1)>',
      '.*+?[](){}|\\^$',
      '"\'',
      '🙂',
      ' '.repeat(10),
      'x'.repeat(500),
    ]) {
      const result = answer(engine, docsearchRequest(query));
      expect(result.query).toBe(query);
      expect(JSON.stringify(result.hits)).not.toMatch(/<img|onerror=alert\(1\)>/);
    }
  });

  test('parses attributesToSnippet', () => {
    expect([...parseAttributesToSnippet(['content:5', 'hierarchy.lvl1:10', 'content-x'])]).toEqual([
      ['content', 5],
      ['hierarchy.lvl1', 10],
      ['content-x', 10],
    ]);
  });
});

describe('failures', () => {
  test('an index that cannot load fails with the name DocSearch shows its error screen for', async () => {
    const client = createLocalSearchClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.search({requests: [docsearchRequest('date')]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    await expect(client.search({requests: [docsearchRequest('date')]})).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
  });
});
