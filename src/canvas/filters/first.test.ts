import {first} from './first';
import {last} from './last';
import {applyFilter, render} from './testing';

describe('first and last', () => {
  it('read lists, hashes and strings', () => {
    expect(applyFilter(first, [3, 4, 5])).toBe(3);
    expect(applyFilter(last, [3, 4, 5])).toBe(5);
    expect(applyFilter(first, {b: 1, a: 2})).toBe(1);
    expect(applyFilter(last, {b: 1, a: 2})).toBe(2);
    expect(applyFilter(first, 'Émile')).toBe('É');
    expect(applyFilter(last, 'naïve 😀')).toBe('😀');
  });

  it('cast numbers and booleans to strings', () => {
    expect(applyFilter(first, 2026)).toBe('2');
    expect(applyFilter(last, 2026)).toBe('6');
    expect(applyFilter(first, true)).toBe('1');
  });

  it('give an empty string when there is nothing', () => {
    for (const value of [null, undefined, '', [], {}, false]) {
      expect(applyFilter(first, value)).toBe('');
      expect(applyFilter(last, value)).toBe('');
    }
  });

  it("is the filter templates run (Twig.js' own gives '')", () => {
    expect(render('{{ 123|first }}')).toBe('1');
  });
});
