import {createEngine} from './engine';
import {sharedHeadingFields, sharedHeadings, SHARED_HEADING_PAGES} from './sharedHeadings';
import type {RecordType, SearchRecord} from './types';

let position = 0;
function record(
  path: string,
  type: RecordType,
  lvl1: string,
  extra: {lvl2?: string; content?: string; description?: string} = {},
): SearchRecord {
  position += 1;
  const hash = extra.lvl2 ? `#${extra.lvl2.toLowerCase().replace(/\W+/g, '-')}` : '';
  return {
    objectID: `${path}-${position}`,
    url: `https://developers.tessera.dev${path}${hash}`,
    type,
    content: extra.content ?? null,
    ...(extra.description ? {description: extra.description} : {}),
    hierarchy: {
      lvl0: 'Guides',
      lvl1,
      lvl2: extra.lvl2 ?? null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    position,
  };
}

/** A guide with the "Result" section every guide has. */
const guide = (slug: string, title: string) => [
  record(`/guides/${slug}`, 'lvl1', title),
  record(`/guides/${slug}`, 'lvl2', title, {lvl2: 'Result'}),
  record(`/guides/${slug}`, 'content', title, {lvl2: 'Result', content: 'The site now works.'}),
];

const guides = Array.from({length: SHARED_HEADING_PAGES}, (_, index) =>
  guide(`guide-${index}`, `Guide ${index}`),
).flat();
const resultsPage = [
  record('/api', 'lvl1', 'Results of a list', {
    description: 'How long lists of results come back a page at a time.',
  }),
];

describe('sharedHeadings', () => {
  test('a heading on enough pages is shared; one on fewer pages, or a title, is not', () => {
    const fewer = Array.from({length: SHARED_HEADING_PAGES - 1}, (_, index) =>
      record(`/guides/other-${index}`, 'lvl2', `Other ${index}`, {lvl2: 'Troubleshooting'}),
    );
    const shared = sharedHeadings([...guides, ...fewer, ...resultsPage]);
    expect([...shared]).toEqual(['result']);
  });

  test('a heading counts once per page, however many records sit under it', () => {
    const onePage = Array.from({length: SHARED_HEADING_PAGES}, () =>
      record('/guides/one', 'lvl2', 'One', {lvl2: 'Result'}),
    );
    expect(sharedHeadings(onePage).size).toBe(0);
  });

  test('the fields of a record under a shared heading, by its heading text in any case', () => {
    const shared = new Set(['result']);
    expect(sharedHeadingFields(record('/g', 'content', 'G', {lvl2: 'RESULT'}), shared)).toEqual([
      'lvl2',
    ]);
    expect(sharedHeadingFields(record('/g', 'lvl1', 'Result'), shared)).toEqual([]);
    expect(sharedHeadingFields(record('/g', 'lvl2', 'G', {lvl2: 'Result'}), new Set())).toEqual([]);
  });
});

describe('the engine reads a shared heading as body text', () => {
  test('the page titled with the word comes before the guides that only have a "Result" section', () => {
    const engine = createEngine([...guides, ...resultsPage]);
    const first = engine.search('result').hits[0];
    expect(first && new URL(first.record.url).pathname).toBe('/api');
  });
});
