import {length} from './length';
import {applyFilter, render} from './testing';

describe('length', () => {
  it('counts items, characters and digits', () => {
    expect(applyFilter(length, [1, 2, 3])).toBe(3);
    expect(render('{{ {a: 1, b: 2}|length }}')).toBe('2');
    expect(applyFilter(length, 'héllo')).toBe(5);
    expect(applyFilter(length, '😀👍')).toBe(2);
    expect(applyFilter(length, 2026)).toBe(4);
    expect(applyFilter(length, 1.5)).toBe(3);
  });

  it('is 0 for null, undefined, false and empty strings', () => {
    for (const value of [null, undefined, false, '', [], {}])
      expect(applyFilter(length, value)).toBe(0);
    expect(applyFilter(length, true)).toBe(1);
  });

  it("is the filter templates run (Twig.js' own gives 0)", () => {
    expect(render('{{ 12345|length }}')).toBe('5');
  });
});
