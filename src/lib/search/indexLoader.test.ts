import {createIndexLoader, parseIndexFile} from './indexLoader';
import {INDEX_FORMAT_VERSION, splitIndex, type CompactIndexFile} from './indexFormat';
import {termShards} from '../../plugins/search-index/termShards';

const index: CompactIndexFile = {
  version: INDEX_FORMAT_VERSION,
  site: 'https://developers.tessera.dev',
  pages: [
    {
      path: '/docs/canvas/filters/date',
      title: 'date',
      category: 'Canvas filters',
      items: ['Formats a date.', [2, 'Syntax', 'syntax'], 'Use it in a layout.'],
    },
    {path: '/guides/g', title: 'A guide', category: 'Guides', items: []},
  ],
};
const goodFile = JSON.stringify(index);

function response(body: string, status = 200): Response {
  return {ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body)} as Response;
}

describe('parseIndexFile', () => {
  test('reads a valid file', () => {
    const {records} = parseIndexFile(goodFile);
    expect(records.map((record) => [record.type, record.url, record.content])).toEqual([
      ['lvl1', 'https://developers.tessera.dev/docs/canvas/filters/date', null],
      ['content', 'https://developers.tessera.dev/docs/canvas/filters/date', 'Formats a date.'],
      ['lvl2', 'https://developers.tessera.dev/docs/canvas/filters/date#syntax', null],
      [
        'content',
        'https://developers.tessera.dev/docs/canvas/filters/date#syntax',
        'Use it in a layout.',
      ],
      ['lvl1', 'https://developers.tessera.dev/guides/g', null],
    ]);
  });

  test.each([
    ['truncated', goodFile.slice(0, goodFile.length / 2)],
    ['not an index', '{"hello": 1}'],
    ['wrong version', JSON.stringify({...index, version: 1})],
    ['a page without a path', JSON.stringify({...index, pages: [{...index.pages[0], path: 3}]})],
    [
      'a bad heading',
      JSON.stringify({...index, pages: [{...index.pages[0], items: [[7, 'x', null]]}]}),
    ],
    ['empty', ''],
  ])('%s: fails with RetryError', (_name, text) => {
    expect(() => parseIndexFile(text)).toThrow(
      expect.objectContaining({name: 'RetryError'}) as Error,
    );
  });
});

describe('createIndexLoader', () => {
  test('fetches once per session', async () => {
    const fetch = jest.fn(() => Promise.resolve(response(goodFile)));
    const loader = createIndexLoader({url: '/search/index.json', fetch});
    const [a, b] = await Promise.all([loader.load(''), loader.load('')]);
    expect(a).toBe(b);
    await loader.load('');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/search/index.json',
      expect.objectContaining({credentials: 'same-origin'}),
    );
  });

  test('a failure is not cached: the next query tries again', async () => {
    const fetch = jest
      .fn<Promise<Response>, [string, RequestInit?]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(response('', 503))
      .mockResolvedValueOnce(response('{"version":1,"reco'))
      .mockResolvedValue(response(goodFile));
    const loader = createIndexLoader({url: '/i.json', fetch});
    await expect(loader.load('')).rejects.toMatchObject({name: 'RetryError'});
    await expect(loader.load('')).rejects.toThrow('503');
    await expect(loader.load('')).rejects.toThrow('not valid JSON');
    await expect(loader.load('')).resolves.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  test('a fetch that never answers fails after the timeout', async () => {
    const fetch = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const loader = createIndexLoader({url: '/i.json', fetch, timeoutMs: 20});
    await expect(loader.load('')).rejects.toMatchObject({name: 'RetryError'});
  });
});

describe('head first, then the body', () => {
  const {head, body} = splitIndex(index);

  test('answers from the head, then from the whole index once the body is in', async () => {
    let runBody: (() => void) | null = null;
    const fetch = jest.fn((url: string) =>
      Promise.resolve(response(JSON.stringify(url.endsWith('body.json') ? body : head))),
    );
    const built: number[] = [];
    const loader = createIndexLoader({
      url: '/search/index.head.json',
      bodyUrl: '/search/index.body.json',
      fetch,
      scheduleBody: (task) => {
        runBody = task;
      },
      build: (records) => {
        built.push(records.length);
        return {search: () => ({hits: [], nbHits: records.length})};
      },
    });
    loader.preload();
    expect((await loader.load('')).search('x').nbHits).toBe(3);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Asked for once a query has been answered, not before.
    expect(runBody).not.toBeNull();
    (runBody as unknown as () => void)();
    expect((await loader.loadFull('')).search('x').nbHits).toBe(5);
    expect((await loader.load('')).search('x').nbHits).toBe(5);
    expect(built).toEqual([3, 5]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('a query the head has no page for waits for the whole index, which may have one', async () => {
    const fetch = jest.fn((url: string) =>
      Promise.resolve(response(JSON.stringify(url.endsWith('body.json') ? body : head))),
    );
    const loader = createIndexLoader({
      url: '/search/index.head.json',
      bodyUrl: '/search/index.body.json',
      fetch,
      // The body's idle fetch never runs: the query alone must bring it.
      scheduleBody: () => undefined,
    });
    // "layout" is in the date page's text, which the head does not hold.
    expect((await loader.load('date')).search('date').nbHits).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    const engine = await loader.load('layout');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(engine.search('layout').hits.map((hit) => hit.record.url)).toEqual([
      expect.stringContaining('/docs/canvas/filters/date'),
    ]);
    // A query no page answers still gets its "no results", from the whole index.
    expect((await loader.load('qzxqzxqzx')).search('qzxqzxqzx').nbHits).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('with the body failing, a query the head has no page for fails rather than answer "none"', async () => {
    const fetch = jest.fn((url: string) =>
      Promise.resolve(
        url.endsWith('body.json') ? response('', 503) : response(JSON.stringify(head)),
      ),
    );
    const loader = createIndexLoader({
      url: '/h.json',
      bodyUrl: '/body.json',
      fetch,
      scheduleBody: () => undefined,
    });
    await expect(loader.load('layout')).rejects.toMatchObject({name: 'RetryError'});
    expect((await loader.load('date')).search('date').nbHits).toBeGreaterThan(0);
  });

  test('a failed body leaves the head answering, and is tried again', async () => {
    let bodyFails = true;
    const fetch = jest.fn((url: string) =>
      Promise.resolve(
        url.endsWith('body.json')
          ? bodyFails
            ? response('', 503)
            : response(JSON.stringify(body))
          : response(JSON.stringify(head)),
      ),
    );
    const loader = createIndexLoader({
      url: '/h.json',
      bodyUrl: '/body.json',
      fetch,
      scheduleBody: () => undefined,
      build: (records) => ({search: () => ({hits: [], nbHits: records.length})}),
    });
    expect((await loader.load('')).search('x').nbHits).toBe(3);
    await expect(loader.loadFull('')).rejects.toMatchObject({name: 'RetryError'});
    expect((await loader.load('')).search('x').nbHits).toBe(3);
    bodyFails = false;
    expect((await loader.loadFull('')).search('x').nbHits).toBe(5);
  });
});

describe('a head that is a terms manifest', () => {
  const {manifest, files} = termShards(index, {dir: 'index.shards/'});
  const served = new Map<string, string>([
    ['/search/index.head.json', JSON.stringify(manifest)],
    ...[...files].map(([name, content]): [string, string] => [
      `/search/index.shards/${name}`,
      JSON.stringify(content),
    ]),
  ]);
  const fetchServed = (url: string) =>
    Promise.resolve(served.has(url) ? response(served.get(url) ?? '') : response('', 404));

  test('answers each query from the shard files beside it, and never fetches the body', async () => {
    const fetch = jest.fn(fetchServed);
    const loader = createIndexLoader({
      url: '/search/index.head.json',
      bodyUrl: '/search/index.body.json',
      fetch,
      scheduleBody: (task) => task(),
    });
    const engine = await loader.load('date');
    expect(engine.search('date').hits[0]?.record.url).toBe(
      'https://developers.tessera.dev/docs/canvas/filters/date',
    );
    const whole = await loader.loadFull('guide');
    expect(whole.search('guide').hits[0]?.record.url).toBe(
      'https://developers.tessera.dev/guides/g',
    );
    const asked = fetch.mock.calls.map(([url]) => url);
    expect(asked).toContain('/search/index.shards/page-0.json');
    expect(asked).not.toContain('/search/index.body.json');
    expect(asked.every((url) => served.has(url))).toBe(true);
  });

  test('a shard file that is missing or malformed fails the query with RetryError, naming it', async () => {
    const loader = createIndexLoader({
      url: '/search/index.head.json',
      bodyUrl: '/search/index.body.json',
      fetch: (url) =>
        url.endsWith('page-0.json')
          ? Promise.resolve(response('{"part":"page"}'))
          : fetchServed(url),
    });
    await expect(loader.load('date')).rejects.toThrow(
      expect.objectContaining({
        name: 'RetryError',
        message: expect.stringContaining('page-0.json does not have the expected format') as string,
      }) as Error,
    );
  });

  test('a malformed manifest is an error, never an empty index', async () => {
    const loader = createIndexLoader({
      url: '/search/index.head.json',
      bodyUrl: '/search/index.body.json',
      fetch: () => Promise.resolve(response(JSON.stringify({...manifest, buckets: 0}))),
    });
    await expect(loader.load('date')).rejects.toThrow('no bucket count');
  });
});
