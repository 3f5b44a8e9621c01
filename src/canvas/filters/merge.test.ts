import {merge} from './merge';
import {applyFilter, render} from './testing';

describe('merge', () => {
  it('appends lists and overwrites hash keys', () => {
    expect(applyFilter(merge, ['a', 'b'], ['c'])).toEqual(['a', 'b', 'c']);
    expect(
      render('{{ {color: "red", size: "M"}|merge({size: "L", fit: "slim"})|json_encode|raw }}'),
    ).toBe('{"color":"red","size":"L","fit":"slim"}');
  });

  it('renumbers integer keys as array_merge does', () => {
    expect(render('{{ [1, 2]|merge({a: 3})|json_encode|raw }}')).toBe('{"0":1,"1":2,"a":3}');
    expect(applyFilter(merge, {5: 'x'}, {5: 'y'})).toEqual(['x', 'y']);
  });

  it('takes several arguments and handles empty ones', () => {
    expect(applyFilter(merge, [1], [], [2], ['é'])).toEqual([1, 2, 'é']);
  });

  it('rejects non-iterables', () => {
    expect(() => applyFilter(merge, null, [1])).toThrow(
      'The "merge" filter only works with sequences or mappings, got "null" for argument 1.',
    );
    expect(() => applyFilter(merge, [1], 'two')).toThrow('got "string" for argument 2');
  });
});
