import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {extractPage, extractRecords} from '../../plugins/search-index/extract';
import {
  bodyFileProblem,
  compactHeading,
  expandIndex,
  expandPage,
  headFileProblem,
  headingAnchor,
  indexFileProblem,
  INDEX_FORMAT_VERSION,
  isTermsManifest,
  joinIndex,
  recordId,
  splitIndex,
  type CompactIndexFile,
} from './indexFormat';
import {termShards} from '../../plugins/search-index/termShards';

const html = readFileSync(
  join(__dirname, '../../plugins/search-index/__fixtures__/docPage.html'),
  'utf8',
);
const page = {
  html,
  url: 'https://developers.tessera.dev/docs/canvas/filters/date',
  title: 'date',
  category: 'Canvas filters',
};

test('the compact page expands to exactly the extracted records', () => {
  const compact = extractPage(page);
  expect(expandPage('https://developers.tessera.dev', compact)).toEqual(extractRecords(page));
  const file: CompactIndexFile = {
    version: INDEX_FORMAT_VERSION,
    site: 'https://developers.tessera.dev',
    pages: [compact],
  };
  expect(indexFileProblem(JSON.parse(JSON.stringify(file)))).toBeNull();
  expect(expandIndex(JSON.parse(JSON.stringify(file)) as CompactIndexFile)).toEqual(
    extractRecords(page),
  );
});

test('description and keywords go on the title record only, and survive the round trip', () => {
  const compact = {...extractPage({...page, description: 'Formats a date.', keywords: 'strftime'})};
  expect(compact).toMatchObject({description: 'Formats a date.', keywords: 'strftime'});
  const records = expandPage('https://developers.tessera.dev', compact);
  expect(records[0]).toMatchObject({
    type: 'lvl1',
    description: 'Formats a date.',
    keywords: 'strftime',
  });
  expect(records.slice(1).some((record) => 'description' in record || 'keywords' in record)).toBe(
    false,
  );
  expect(
    indexFileProblem({
      version: INDEX_FORMAT_VERSION,
      site: 'x',
      pages: [{...compact, keywords: ['not', 'text']}],
    }),
  ).toMatch(/description or keywords/);
});

test('a heading without an id keeps the anchor before it', () => {
  const records = expandPage('https://x.dev', {
    path: '/p',
    title: 'P',
    category: 'Guides',
    items: [[2, 'A', 'a'], [3, 'B', null], 'text'],
  });
  expect(records.map((record) => record.url)).toEqual([
    'https://x.dev/p',
    'https://x.dev/p#a',
    'https://x.dev/p#a',
    'https://x.dev/p#a',
  ]);
  expect(records[3]?.hierarchy).toMatchObject({lvl2: 'A', lvl3: 'B'});
});

test('objectIDs name the path, the type and the order', () => {
  expect(recordId('/docs/x#a', 'content', 2)).toBe('/docs/x#a content 2');
});

test.each([
  [null, 'not an object'],
  [{version: 1}, `version 1 (expected ${INDEX_FORMAT_VERSION})`],
  [{version: INDEX_FORMAT_VERSION, site: 'x'}, 'no pages'],
  [
    {
      version: INDEX_FORMAT_VERSION,
      site: 'x',
      pages: [{path: '/p', title: 't', category: 'c', items: [{}]}],
    },
    'page /p has an item that is neither text nor a heading',
  ],
])('problem: %j', (data, problem) => expect(indexFileProblem(data)).toBe(problem));

describe('head and body', () => {
  const whole: CompactIndexFile = {
    version: INDEX_FORMAT_VERSION,
    site: 'https://developers.tessera.dev',
    pages: [
      {
        path: '/docs/canvas/filters/date',
        title: 'date',
        category: 'Canvas filters',
        description: 'Formats a date.',
        items: ['One.', 'Two.', [2, 'Syntax', 'syntax'], 'Three.', [3, 'Example', 'example']],
      },
      {path: '/guides/g', title: 'A guide', category: 'Guides', items: []},
    ],
  };

  test('the head keeps titles and headings, each run of text as a count; joined back it is the whole file', () => {
    const {head, body} = splitIndex(whole);
    expect(head.pages[0]?.items).toEqual([
      2,
      [2, 'Syntax', 'syntax'],
      1,
      [3, 'Example', 'example'],
    ]);
    expect(head.pages[0]?.description).toBe('Formats a date.');
    expect(body.texts).toEqual([['One.', 'Two.', 'Three.'], []]);
    expect(joinIndex(head, body)).toEqual(whole);
    expect(headFileProblem(head)).toBeNull();
    expect(bodyFileProblem(body)).toBeNull();
  });

  test('the head alone gives the title and heading records as the whole index has them', () => {
    const all = expandIndex(whole);
    const {head} = splitIndex(whole);
    expect(expandIndex(head)).toEqual(all.filter((record) => record.type !== 'content'));
  });

  test('a heading that many pages share goes to the body; the head counts it and joins back exactly', () => {
    const page = (path: string, heading: string) => ({
      path,
      title: path,
      category: 'Admin API',
      items: ['Intro.', [2, 'Parameters', 'parameters'], 'A.', [2, heading, 'own']] as const,
    });
    const shared: CompactIndexFile = {
      ...whole,
      pages: [page('/api/a', 'Only on a'), page('/api/b', 'Only on b')],
    };
    const {head, body} = splitIndex(shared, 2);
    expect(head.pages[0]?.items).toEqual([3, [2, 'Only on a', 'own']]);
    expect(body.texts[0]).toEqual(['Intro.', [2, 'Parameters', 'parameters'], 'A.']);
    expect(joinIndex(head, body)).toEqual(shared);
    expect(bodyFileProblem(body)).toBeNull();
    // The head's heading records keep the positions and anchors the whole index gives them.
    const wholeOwn = expandIndex(shared).filter(
      (record) => record.type === 'lvl2' && record.hierarchy.lvl2 !== 'Parameters',
    );
    expect(expandIndex(head).filter((record) => record.type === 'lvl2')).toEqual(wholeOwn);
    // Below the sharing threshold the heading stays in the head.
    expect(splitIndex(shared, 3).head.pages[0]?.items).toEqual([
      1,
      [2, 'Parameters', 'parameters'],
      1,
      [2, 'Only on a', 'own'],
    ]);
  });

  test("at the head's address, a terms manifest is told from a head, a whole file and anything else", () => {
    expect(isTermsManifest(termShards(whole, {dir: 'index.shards/'}).manifest)).toBe(true);
    expect(isTermsManifest(splitIndex(whole).head)).toBe(false);
    expect(isTermsManifest(whole)).toBe(false);
    expect(isTermsManifest(null)).toBe(false);
    expect(isTermsManifest('terms')).toBe(false);
  });

  test('a body that does not fit its head is refused', () => {
    const {head, body} = splitIndex(whole);
    expect(() => joinIndex(head, {...body, texts: [['One.'], []]})).toThrow(/do not fit/);
    expect(() => joinIndex(head, {...body, texts: []})).toThrow(/the body has 0 pages, the head 2/);
    expect(bodyFileProblem({...body, texts: [[1]]})).toMatch(/not lists of text/);
    expect(headFileProblem({...head, pages: [{...head.pages[0], items: [0]}]})).toMatch(
      /neither text nor a heading/,
    );
  });
});

describe('heading anchors', () => {
  test.each([
    ['Roll a key', 'roll-a-key'],
    ["What's new in 3.4", 'whats-new-in-34'],
    ['date_modify', 'date_modify'],
    ['Crème brûlée', 'crème-brûlée'],
    ['`for` loops', 'for-loops'],
  ])('the text %p gives the anchor %p', (text, anchor) => {
    expect(headingAnchor(text)).toBe(anchor);
  });

  test('a heading keeps its id only when its text does not give it', () => {
    expect(compactHeading(2, 'Roll a key', 'roll-a-key')).toEqual([2, 'Roll a key']);
    expect(compactHeading(3, 'Example', 'example-1')).toEqual([3, 'Example', 'example-1']);
    expect(compactHeading(2, 'Example', null)).toEqual([2, 'Example', null]);
  });

  test('a page expands to the same anchors whichever way its headings are stored', () => {
    const stored = {
      path: '/p',
      title: 'P',
      category: 'C',
      items: [
        compactHeading(2, 'Roll a key', 'roll-a-key'),
        'text',
        [2, 'Roll a key', 'custom'],
        'more',
      ],
    } as const;
    const urls = expandPage('https://x.dev', stored).map((record) => record.url);
    expect(urls).toEqual([
      'https://x.dev/p',
      'https://x.dev/p#roll-a-key',
      'https://x.dev/p#roll-a-key',
      'https://x.dev/p#custom',
      'https://x.dev/p#custom',
    ]);
    expect(
      indexFileProblem({version: INDEX_FORMAT_VERSION, site: 'x', pages: [stored]}),
    ).toBeNull();
    expect(
      indexFileProblem({
        version: INDEX_FORMAT_VERSION,
        site: 'x',
        pages: [{...stored, items: [[2, 'a', 'b', 'c']]}],
      }),
    ).toMatch(/neither text nor a heading/);
  });
});
