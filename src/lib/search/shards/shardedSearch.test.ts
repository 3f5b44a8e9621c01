import {createEngine} from '../engine';
import {readerIndex, readerRecords} from '../__fixtures__/readerPages';
import {OVERLAY_PAGES, createShardedSearch, type ShardFetcher} from './shardedSearch';
import {termShards} from '../../../plugins/search-index/termShards';

const shards = termShards(readerIndex, {dir: 'index.shards/'});

/**
 * Serves the shard files from memory, as JSON, and records what was asked for. A file in `fail`
 * fails once; a file `hold` names answers only when the test calls the release it left in `held`.
 */
function memoryFetcher(
  fail: Set<string> = new Set(),
  hold: (name: string) => boolean = () => false,
): {fetch: ShardFetcher; asked: string[]; held: (() => void)[]} {
  const asked: string[] = [];
  const held: (() => void)[] = [];
  const fetch: ShardFetcher = <T>(
    name: string,
    what: string,
    problem: (data: unknown) => string | null,
  ) => {
    asked.push(name);
    if (fail.delete(name))
      return Promise.reject(new Error(`The search ${what} could not be fetched.`));
    const data: unknown = JSON.parse(JSON.stringify(shards.files.get(name)));
    const found = problem(data);
    const answer = found ? Promise.reject(new Error(found)) : Promise.resolve(data as T);
    return hold(name) ? new Promise<T>((resolve) => held.push(() => resolve(answer))) : answer;
  };
  return {fetch, asked, held};
}

const whole = createEngine(readerRecords);
const paths = (hits: readonly {record: {url: string}}[]) =>
  hits.map((hit) => new URL(hit.record.url).pathname + new URL(hit.record.url).hash);

describe('a query answered from term shards finds what the whole index finds', () => {
  const search = createShardedSearch(shards.manifest, memoryFetcher().fetch);
  test.each([
    'how do I reverse a list',
    'make text uppercase',
    'get the first item of an array',
    'strip html tags',
    'remove a member from an agency',
    'delete a project',
    'first letter uppercase',
    'count items',
    'form tag',
    'cassette',
    'webhook signature',
    'reverse the letters of a list',
    'revrese',
    'capit',
    'striptag',
    'reverse list',
  ])('%s', async (query) => {
    const engine = await search.engineFor(query, OVERLAY_PAGES);
    expect(paths(engine.search(query).hits)).toEqual(paths(whole.search(query).hits));
  });

  test.each([
    'reverse list zzzzqq',
    'zzzzqq qqzzxx',
    '<img src=x onerror=alert(1)>',
    "' OR 1=1 --",
  ])('no answer where the whole index has none: %s', async (query) => {
    expect(whole.search(query).hits).toEqual([]);
    const engine = await search.engineFor(query, OVERLAY_PAGES);
    expect(engine.search(query).hits).toEqual([]);
  });
});

test('a word written together that the site has apart (firstletter) is searched as its words, as over the whole index', async () => {
  const query = 'firstletter uppercase';
  const wholePaths = paths(whole.search(query).hits);
  expect(wholePaths).toContain('/docs/canvas/filters/capitalize');
  // Its parts' terms files (l for letter) are read before the pages are chosen.
  const {fetch, asked} = memoryFetcher();
  const engine = await createShardedSearch(shards.manifest, fetch).engineFor(query, OVERLAY_PAGES);
  expect(asked).toContain('terms-l.json');
  // The same pages; the order among pages that tie may differ, since MiniSearch scores over fewer.
  expect(paths(engine.search(query).hits).sort()).toEqual([...wholePaths].sort());
});

test("a query fetches its words' terms files, their postings and its pages, each once", async () => {
  const {fetch, asked} = memoryFetcher();
  const search = createShardedSearch(shards.manifest, fetch);
  await search.engineFor('reverse list', OVERLAY_PAGES);
  const terms = asked.filter((name) => name.startsWith('terms-'));
  // r and l; the second letter of a word that may have a typo (e and i); the synonyms of list.
  expect(terms.sort()).toEqual([
    'terms-a.json',
    'terms-e.json',
    'terms-i.json',
    'terms-l.json',
    'terms-r.json',
    'terms-s.json',
  ]);
  expect(asked.some((name) => name.startsWith('postings-'))).toBe(true);
  expect(asked.filter((name) => name.startsWith('page-')).length).toBeGreaterThan(0);
  const before = asked.length;
  await search.engineFor('reverse list', OVERLAY_PAGES);
  expect(asked.length).toBe(before);
});

test('a failed fetch fails the query and is tried again on the next', async () => {
  const {fetch} = memoryFetcher(new Set(['terms-c.json']));
  const search = createShardedSearch(shards.manifest, fetch);
  await expect(search.engineFor('cassette', OVERLAY_PAGES)).rejects.toThrow(
    'The search index terms could not be fetched.',
  );
  const engine = await search.engineFor('cassette', OVERLAY_PAGES);
  expect(paths(engine.search('cassette').hits)[0]).toBe('/api/console/cassettes/create');
});

test('with the terms files of its letters loaded, a query asks for all its postings in one round', async () => {
  const query = 'revrese lsit';
  // What the query reads in all, over however many rounds.
  const all = memoryFetcher();
  await createShardedSearch(shards.manifest, all.fetch).engineFor(query, OVERLAY_PAGES);
  const needed = all.asked.filter((name) => name.startsWith('postings-')).sort();
  const letters = all.asked
    .filter((name) => name.startsWith('terms-'))
    .map((name) => name.slice('terms-'.length, -'.json'.length));
  expect(needed.length).toBeGreaterThan(1);

  // Postings files answer only when released; every other file at once.
  const {fetch, asked, held} = memoryFetcher(new Set(), (name) => name.startsWith('postings-'));
  const search = createShardedSearch(shards.manifest, fetch);
  // A first letter reads its terms file (and nothing else), as while the reader types.
  for (const letter of letters) await search.engineFor(letter, OVERLAY_PAGES);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(asked.filter((name) => name.startsWith('postings-'))).toEqual([]);

  const answered = search.engineFor(query, OVERLAY_PAGES);
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Every postings file is asked for before any has answered.
  expect(asked.filter((name) => name.startsWith('postings-')).sort()).toEqual(needed);
  while (held.length > 0) {
    held.splice(0).forEach((release) => release());
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const engine = await answered;
  expect(paths(engine.search(query).hits)).toEqual(paths(whole.search(query).hits));
});

test('a postings file that fails fails the query, and the next query fetches it again', async () => {
  const all = memoryFetcher();
  await createShardedSearch(shards.manifest, all.fetch).engineFor('cassette', OVERLAY_PAGES);
  const [postingsFile = ''] = all.asked.filter((name) => name.startsWith('postings-'));
  const {fetch, asked} = memoryFetcher(new Set([postingsFile]));
  const search = createShardedSearch(shards.manifest, fetch);
  await expect(search.engineFor('cassette', OVERLAY_PAGES)).rejects.toThrow(
    'The search index postings could not be fetched.',
  );
  const engine = await search.engineFor('cassette', OVERLAY_PAGES);
  expect(paths(engine.search('cassette').hits)[0]).toBe('/api/console/cassettes/create');
  expect(asked.filter((name) => name === postingsFile)).toHaveLength(2);
});
