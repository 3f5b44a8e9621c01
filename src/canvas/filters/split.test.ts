import {split} from './split';
import {applyFilter, render} from './testing';

describe('split', () => {
  it('splits on a delimiter with an optional limit', () => {
    expect(applyFilter(split, 'red,green,blue', ',')).toEqual(['red', 'green', 'blue']);
    expect(applyFilter(split, 'red,green,blue', ',', 2)).toEqual(['red', 'green,blue']);
    expect(applyFilter(split, 'red,green,blue', ',', -1)).toEqual(['red', 'green']);
    expect(applyFilter(split, 'red,green,blue', ',', 0)).toEqual(['red,green,blue']);
    expect(applyFilter(split, 'a', ',', -1)).toEqual([]);
  });

  it('splits into characters or chunks with an empty delimiter', () => {
    expect(applyFilter(split, 'héllo', '')).toEqual(['h', 'é', 'l', 'l', 'o']);
    expect(applyFilter(split, 'abcde', '', 2)).toEqual(['ab', 'cd', 'e']);
    expect(applyFilter(split, '😀👍', '')).toEqual(['😀', '👍']);
  });

  it('returns one empty string for null or empty text', () => {
    expect(applyFilter(split, null, ',')).toEqual(['']);
    expect(applyFilter(split, '', '')).toEqual(['']);
    expect(applyFilter(split, 2026, '0')).toEqual(['2', '26']);
  });

  it("is the filter templates run (Twig.js' own gives 0)", () => {
    expect(render("{{ null|split(',')|length }}")).toBe('1');
  });
});
