import {
  capQuery,
  groupByCategory,
  hitDisplay,
  markedPieces,
  nextResultFocus,
  pageCount,
  readSearchParams,
  searchPageHref,
} from './resultsPage';
import type {SearchHit} from './types';

test('the URL gives the query and the page; a bad page is the first', () => {
  expect(readSearchParams('?q=date%20filter&page=3', 64)).toEqual({query: 'date filter', page: 3});
  expect(readSearchParams('?q=x&page=0', 64)).toEqual({query: 'x', page: 1});
  expect(readSearchParams('?q=x&page=abc', 64)).toEqual({query: 'x', page: 1});
  expect(readSearchParams('?q=x&page=1.5', 64)).toEqual({query: 'x', page: 1});
  expect(readSearchParams('', 64)).toEqual({query: '', page: 1});
});

test('the query is capped at the input limit, never halfway through an emoji', () => {
  expect(readSearchParams(`?q=${'a'.repeat(80)}`, 64).query).toHaveLength(64);
  expect(capQuery(`${'a'.repeat(63)}😀`, 64)).toBe('a'.repeat(63));
  expect(capQuery('😀😀', 4)).toBe('😀😀');
});

test('a results URL round-trips any query, and leaves out the first page', () => {
  const query = '<script>alert(1)</script> & (a|b)* 😀';
  const href = searchPageHref('/search', query, 2);
  expect(href.startsWith('/search?q=')).toBe(true);
  expect(readSearchParams(href.slice('/search'.length), 64)).toEqual({query, page: 2});
  expect(searchPageHref('/search', 'date')).toBe('/search?q=date');
});

function hit(
  lvl0: string,
  id: string,
  overrides: Partial<SearchHit> = {},
  levels: Partial<Record<'lvl1' | 'lvl2' | 'lvl3', string>> = {lvl1: id},
): SearchHit {
  const hierarchy = {
    lvl0,
    lvl1: levels.lvl1 ?? null,
    lvl2: levels.lvl2 ?? null,
    lvl3: levels.lvl3 ?? null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  return {
    objectID: id,
    url: `https://x.test/${id}`,
    type: 'lvl1',
    content: null,
    hierarchy,
    position: 0,
    _highlightResult: {
      hierarchy: Object.fromEntries(
        Object.entries(hierarchy)
          .filter(([, value]) => value)
          .map(([level, value]) => [
            level,
            {value: String(value), matchLevel: 'none', matchedWords: []},
          ]),
      ),
    },
    _snippetResult: {hierarchy: {}},
    ...overrides,
  };
}

test('hits are grouped by category in the order of their first hit, ranks kept', () => {
  const hits = [hit('Canvas filters', 'a'), hit('Guides', 'b'), hit('Canvas filters', 'c')];
  expect(
    groupByCategory(hits).map((group) => [group.category, group.hits.map((one) => one.objectID)]),
  ).toEqual([
    ['Canvas filters', ['a', 'c']],
    ['Guides', ['b']],
  ]);
  expect(groupByCategory([])).toEqual([]);
});

test('highlighted text becomes plain pieces: markup in the text stays text', () => {
  expect(markedPieces('a &lt;b&gt; <mark>date</mark> &amp; <mark>x</mark>')).toEqual([
    {text: 'a <b> ', marked: false},
    {text: 'date', marked: true},
    {text: ' & ', marked: false},
    {text: 'x', marked: true},
  ]);
  expect(markedPieces('<mark>open')).toEqual([{text: '<mark>open', marked: false}]);
  expect(markedPieces('')).toEqual([]);
});

test('a hit shows its own title, the titles above it, and a text block its snippet', () => {
  const heading = hit(
    'Canvas filters',
    'h',
    {type: 'lvl3'},
    {lvl1: 'date', lvl2: 'Syntax', lvl3: 'Format'},
  );
  expect(hitDisplay(heading)).toEqual({title: 'Format', trail: ['date', 'Syntax'], summary: null});
  const text = hit(
    'Guides',
    't',
    {
      type: 'content',
      content: 'Some text',
      _highlightResult: {hierarchy: {lvl1: {value: 'Page', matchLevel: 'none', matchedWords: []}}},
      _snippetResult: {
        hierarchy: {},
        content: {value: '<mark>Some</mark> text', matchLevel: 'full'},
      },
    },
    {lvl1: 'Page'},
  );
  expect(hitDisplay(text)).toEqual({title: 'Page', trail: [], summary: '<mark>Some</mark> text'});
});

test('pages of results', () => {
  expect(pageCount(0, 20)).toBe(0);
  expect(pageCount(20, 20)).toBe(1);
  expect(pageCount(21, 20)).toBe(2);
});

test('arrow keys move between the query box (-1) and the results', () => {
  expect(nextResultFocus(-1, 'ArrowDown', 3)).toBe(0);
  expect(nextResultFocus(0, 'ArrowDown', 3)).toBe(1);
  expect(nextResultFocus(2, 'ArrowDown', 3)).toBe(2);
  expect(nextResultFocus(0, 'ArrowUp', 3)).toBe(-1);
  expect(nextResultFocus(-1, 'ArrowUp', 3)).toBeNull();
  expect(nextResultFocus(1, 'Home', 3)).toBe(0);
  expect(nextResultFocus(1, 'End', 3)).toBe(2);
  expect(nextResultFocus(-1, 'Home', 3)).toBeNull();
  expect(nextResultFocus(-1, 'ArrowDown', 0)).toBeNull();
  expect(nextResultFocus(0, 'a', 3)).toBeNull();
});
