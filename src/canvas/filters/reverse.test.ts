import {reverse} from './reverse';
import {applyFilter, render} from './testing';

describe('reverse', () => {
  it('reverses lists, hashes and strings', () => {
    expect(applyFilter(reverse, [1, 2, 3])).toEqual([3, 2, 1]);
    expect(render('{{ {a: 1, b: 2}|reverse|json_encode|raw }}')).toBe('{"b":2,"a":1}');
    expect(applyFilter(reverse, 'héllo 😀')).toBe('😀 olléh');
    expect(applyFilter(reverse, 1234)).toBe('4321');
  });

  it('keeps integer keys only when asked', () => {
    expect(render('{{ [1, 2, 3]|reverse(true)|json_encode|raw }}')).toBe('{"2":3,"1":2,"0":1}');
  });

  it('gives an empty string for null and empty values', () => {
    expect(applyFilter(reverse, null)).toBe('');
    expect(applyFilter(reverse, '')).toBe('');
    expect(applyFilter(reverse, [])).toEqual([]);
  });
});
