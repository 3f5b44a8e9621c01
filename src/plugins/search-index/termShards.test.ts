import {
  INDEX_FORMAT_VERSION,
  type CompactIndexFile,
  type CompactPage,
} from '../../lib/search/indexFormat';
import {readerIndex} from '../../lib/search/__fixtures__/readerPages';
import {
  bucketOf,
  categoryOfPage,
  manifestProblem,
  pageFileProblem,
  postingsFileProblem,
  termKey,
  termsFileProblem,
  type PageFile,
  type PostingsFile,
  type TermsFile,
} from '../../lib/search/shards/format';
import {bestPages, pageWeight, termShards} from './termShards';

const page = (path: string, title: string, items: CompactPage['items']): CompactPage => ({
  path,
  title,
  category: 'Canvas filters',
  items,
});

const small: CompactIndexFile = {
  version: INDEX_FORMAT_VERSION,
  site: 'https://example.com',
  pages: [
    page('/docs/date', 'date', [
      'Formats a date.',
      [2, 'Date formats', 'formats'],
      'A format string.',
    ]),
    page('/docs/upper', 'upper', ['Makes a string upper case.']),
  ],
};

test('every term is in the terms file of its first letter, with the records that have it in their own text', () => {
  const {manifest, files} = termShards(small, {dir: 'index.shards/'});
  expect(manifest).toMatchObject({
    part: 'terms',
    pages: 2,
    records: 6,
    dir: 'index.shards/',
    categoryStarts: [0],
  });
  expect(manifestProblem(manifest)).toBeNull();
  const d = files.get('terms-d.json') as TermsFile;
  // The title, the first text and the heading; the stem "format" counts "formats" too.
  expect(d.terms.date).toBe(3);
  const f = files.get('terms-f.json') as TermsFile;
  expect(f.terms.format).toBe(3);
  expect(f.terms.formats).toBe(2);
  for (const key of manifest.keys)
    expect(termsFileProblem(files.get(`terms-${key}.json`))).toBeNull();
  for (const name of [...files.keys()].filter((name) => name.startsWith('terms-')))
    for (const term of Object.keys((files.get(name) as TermsFile).terms))
      expect(name).toBe(`terms-${termKey(term)}.json`);
});

test("a term's postings list its pages, the page with it in a title first", () => {
  const {manifest, files} = termShards(small, {dir: 'index.shards/'});
  const postings = files.get(
    `postings-${bucketOf('string', manifest.buckets)}.json`,
  ) as PostingsFile;
  // "string": in the text of both pages (weight 2, BOOST 1 doubled).
  expect(postings.postings.string).toEqual([0, 2, 1, 2]);
  const upper = files.get(`postings-${bucketOf('upper', manifest.buckets)}.json`) as PostingsFile;
  // "upper" is the page's whole title: 8, and 4 more.
  expect(upper.postings.upper).toEqual([1, 12]);
  for (let bucket = 0; bucket < manifest.buckets; bucket++)
    expect(postingsFileProblem(files.get(`postings-${bucket}.json`))).toBeNull();
  expect(pageFileProblem(files.get('page-1.json'))).toBeNull();
  expect(files.get('page-1.json')).toEqual({part: 'page', page: small.pages[1]});
});

test('what a query downloads does not grow with the pages: terms files stay, postings are cut', () => {
  const copies = (count: number): CompactIndexFile => ({
    ...readerIndex,
    pages: Array.from({length: count}, (_, copy) =>
      readerIndex.pages.map((one) => ({...one, path: `/copy-${copy}${one.path}`})),
    ).flat(),
  });
  const one = termShards(copies(1), {dir: 'x/'});
  const many = termShards(copies(40), {dir: 'x/', topPages: 16});
  expect(many.manifest.keys).toEqual(one.manifest.keys);
  for (const key of one.manifest.keys)
    expect(Object.keys((many.files.get(`terms-${key}.json`) as TermsFile).terms)).toEqual(
      Object.keys((one.files.get(`terms-${key}.json`) as TermsFile).terms),
    );
  for (let bucket = 0; bucket < many.manifest.buckets; bucket++)
    for (const list of Object.values(
      (many.files.get(`postings-${bucket}.json`) as PostingsFile).postings,
    ))
      expect(list.length).toBeLessThanOrEqual(32);
});

test('pages are numbered category by category, in the order the index has them', () => {
  const mixed: CompactIndexFile = {
    ...small,
    pages: [
      page('/docs/a', 'a', []),
      {...page('/guides/b', 'b', []), category: 'Guides'},
      page('/docs/c', 'c', []),
    ],
  };
  const {manifest, files} = termShards(mixed, {dir: 'x/'});
  expect(manifest.categoryStarts).toEqual([0, 2]);
  expect([0, 1, 2].map((n) => (files.get(`page-${n}.json`) as PageFile).page.path)).toEqual([
    '/docs/a',
    '/docs/c',
    '/guides/b',
  ]);
  expect([0, 1, 2].map((n) => categoryOfPage(manifest, n))).toEqual([0, 0, 1]);
});

test('a page weighs more for its exact title, less on a changelog entry or an overview', () => {
  expect(pageWeight('lvl1', false, 'answer')).toBe(8);
  expect(pageWeight('lvl1', true, 'answer')).toBe(12);
  expect(pageWeight('lvl1', false, 'changelog')).toBe(5);
  expect(pageWeight('content', false, 'changelog')).toBe(1);
});

test('bestPages keeps the heaviest, in page order on ties', () => {
  expect(bestPages([0, 2, 1, 8, 2, 2, 3, 4], 3)).toEqual([1, 8, 3, 4, 0, 2]);
  expect(bestPages([], 3)).toEqual([]);
});

test('the file checks name what is wrong', () => {
  expect(
    manifestProblem({
      part: 'terms',
      version: INDEX_FORMAT_VERSION,
      site: '',
      dir: '../',
      pages: 1,
      records: 1,
      buckets: 1,
      keys: [],
    }),
  ).toBe('no folder');
  expect(termsFileProblem({part: 'terms', terms: {date: -1}})).toBe(
    'a term count that is not a count',
  );
  expect(postingsFileProblem({part: 'postings', postings: {date: [1]}})).toBe(
    'postings that are not pairs of counts',
  );
  expect(pageFileProblem({part: 'page', page: {path: '/x'}})).toMatch(/lacks path, title/);
  expect(termKey('élan')).toBe('_');
  expect(termKey('2fa')).toBe('2');
  expect(bucketOf('date', 7)).toBe(bucketOf('date', 7));
  expect(bucketOf('date', 7)).toBeLessThan(7);
});
