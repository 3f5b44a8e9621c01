import {batch} from './batch';
import {applyFilter, render} from './testing';

describe('batch', () => {
  it('splits a list into rows and fills the last one', () => {
    expect(
      render('{% for row in [1,2,3,4,5]|batch(2, "x") %}[{{ row|join(",") }}]{% endfor %}'),
    ).toBe('[1,2][3,4][5,x]');
    expect(render('{% for row in [1,2,3]|batch(3) %}[{{ row|join(",") }}]{% endfor %}')).toBe(
      '[1,2,3]',
    );
  });

  it('keeps keys by default, as Twig does', () => {
    expect(render('{{ [1,2,3]|batch(2)|json_encode|raw }}')).toBe('[[1,2],{"2":3}]');
    expect(render('{{ [1,2,3]|batch(2, null, false)|json_encode|raw }}')).toBe('[[1,2],[3]]');
    expect(
      render(
        '{% for row in {a:1,b:2,c:3}|batch(2, 0) %}[{% for k, v in row %}{{ k }}={{ v }} {% endfor %}]{% endfor %}',
      ),
    ).toBe('[a=1 b=2 ][c=3 0=0 ]');
  });

  it('rounds the size up and returns nothing for an empty list', () => {
    expect(applyFilter(batch, [1, 2, 3], 1.5)).toEqual([[1, 2], {2: 3}]);
    expect(applyFilter(batch, [], 3, 'x')).toEqual([]);
  });

  it('rejects non-iterables and sizes below 1', () => {
    expect(() => applyFilter(batch, null, 2)).toThrow(
      'The "batch" filter expects a sequence or a mapping, got "null".',
    );
    expect(() => applyFilter(batch, 'abc', 2)).toThrow('got "string"');
    expect(() => applyFilter(batch, [1], 0)).toThrow('a size of at least 1');
    expect(() => applyFilter(batch, [1], 'many')).toThrow('expects a number');
  });
});
