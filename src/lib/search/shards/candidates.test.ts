import {analyzeQuery} from '../query';
import {
  allGroupTerms,
  choosePages,
  compoundKeys,
  groupTerms,
  keysFor,
  recordsWith,
  TERMS_PER_WORD,
} from './candidates';

const loaded = new Map([
  [
    'd',
    new Map([
      ['date', 30],
      ['dates', 4],
      ['default', 12],
      ['data', 9],
    ]),
  ],
  [
    'f',
    new Map([
      ['filter', 40],
      ['filters', 20],
      ['first', 8],
    ]),
  ],
  ['a', new Map([['adte', 1]])],
]);

test('a word reads the terms file of its first letter, and of its second when it may have a typo', () => {
  expect(keysFor(analyzeQuery('to'))).toEqual(['t']);
  expect(keysFor(analyzeQuery('date'))).toEqual(['a', 'd']);
});

test('a word the site lacks reads the terms files of each second part it may be written from', () => {
  const known = {has: (term: string) => term === 'date'};
  // wordpress: press, ress, ess, ss... from the fourth letter to the third from the end.
  expect(compoundKeys(analyzeQuery('wordpress site'), known)).toEqual(['d', 'e', 'p', 'r']);
  // A word the site has, one too short to be two, one still being typed, one the reader split.
  expect(compoundKeys(analyzeQuery('date'), known)).toEqual([]);
  expect(compoundKeys(analyzeQuery('wordpr site'), known)).toEqual([]);
  expect(compoundKeys(analyzeQuery('wordpress'), known)).toEqual([]);
  expect(compoundKeys(analyzeQuery('word-press site'), known)).toEqual([]);
});

test("a word's terms: as typed first, then longer words and typos, the most frequent first", () => {
  const [date] = analyzeQuery('date');
  expect(allGroupTerms(date!, loaded)).toEqual([
    {term: 'date', factor: 1},
    {term: 'dates', factor: 0.75},
    {term: 'data', factor: 0.45},
    {term: 'adte', factor: 0.45},
  ]);
  const [d] = analyzeQuery('d').map((group) => ({
    ...group,
    terms: [{term: 'd', typos: 0, prefix: true}],
  }));
  expect(
    groupTerms(d!, new Map([['d', new Map(Array.from({length: 40}, (_, i) => [`d${i}`, i]))]]))
      .length,
  ).toBe(TERMS_PER_WORD);
});

test('on how many records a word is found: the sum of its terms, at most every record', () => {
  const [filter] = analyzeQuery('filter ');
  expect(recordsWith(filter!, loaded, 1000)).toBe(60);
  expect(recordsWith(filter!, loaded, 50)).toBe(50);
});

test('pages with more words first, then the heavier; each word keeps its best pages', () => {
  const postings: Record<string, number[]> = {
    date: [1, 8, 2, 2, 3, 2, 4, 2],
    filter: [2, 2, 3, 2, 5, 8],
  };
  const words = [[{term: 'date', factor: 1}], [{term: 'filter', factor: 1}]];
  const oneCategory = () => 0;
  expect(
    choosePages(words, (term) => postings[term], oneCategory, {
      limit: 2,
      perWord: 0,
      perCategory: 9,
    }),
  ).toEqual([2, 3]);
  expect(
    choosePages(words, (term) => postings[term], oneCategory, {
      limit: 2,
      perWord: 1,
      perCategory: 9,
    }),
  ).toEqual([2, 3, 1, 5]);
});

test('at most so many pages of a category, so that the overlay shows other categories too', () => {
  const postings: Record<string, number[]> = {create: [0, 9, 1, 9, 2, 9, 3, 8, 7, 8]};
  const words = [[{term: 'create', factor: 1}]];
  // Pages 0 to 3 are one category, 7 another.
  const categoryOf = (page: number) => (page < 5 ? 0 : 1);
  expect(
    choosePages(words, (term) => postings[term], categoryOf, {
      limit: 3,
      perWord: 0,
      perCategory: 2,
    }),
  ).toEqual([0, 1, 7]);
});
