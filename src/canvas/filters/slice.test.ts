import {slice} from './slice';
import {applyFilter, render} from './testing';

describe('slice', () => {
  it('slices lists and strings with start and length', () => {
    expect(applyFilter(slice, [1, 2, 3, 4], 1, 2)).toEqual([2, 3]);
    expect(applyFilter(slice, 'Northwind', 0, 5)).toBe('North');
    expect(applyFilter(slice, 'abcdef', -2)).toBe('ef');
    expect(applyFilter(slice, [1, 2, 3, 4], -3, -1)).toEqual([2, 3]);
    expect(applyFilter(slice, 'abcdef', 2, -1)).toBe('cde');
  });

  it('supports the [start:length] syntax', () => {
    expect(render('{{ [1, 2, 3, 4][1:2]|join(",") }} {{ "abcdef"[2:] }} {{ "abcdef"[:2] }}')).toBe(
      '2,3 cdef ab',
    );
  });

  it('keeps string keys of hashes', () => {
    expect(render('{{ {a: 1, b: 2, c: 3}|slice(1, 1)|json_encode|raw }}')).toBe('{"b":2}');
    expect(render('{{ [1, 2, 3]|slice(1, 2, true)|json_encode|raw }}')).toBe('{"1":2,"2":3}');
  });

  it('counts unicode characters and casts scalars', () => {
    expect(applyFilter(slice, 'héllo 😀', 4)).toBe('o 😀');
    expect(applyFilter(slice, 2026, 2)).toBe('26');
    expect(applyFilter(slice, null, 0, 2)).toBe('');
    expect(applyFilter(slice, 'abc', 10)).toBe('');
  });

  it('rejects a start that is not a number', () => {
    expect(() => applyFilter(slice, 'abc', 'one')).toThrow('The "slice" filter expects a number');
  });
});
