import {filter} from './filter';
import {applyFilter, render} from './testing';

const products = [
  {name: 'Mug', price: 12},
  {name: 'Lamp', price: 49},
  {name: 'Card', price: 4},
];

describe('filter', () => {
  it('keeps the items for which the arrow function is truthy', () => {
    expect(
      render('{{ products|filter(p => p.price < 20)|map(p => p.name)|join(", ") }}', {products}),
    ).toBe('Mug, Card');
    expect(render('{% set limit = 10 %}{{ [5, 15, 25]|filter(v => v > limit)|join(",") }}')).toBe(
      '15,25',
    );
  });

  it('passes keys and keeps them', () => {
    expect(render('{{ {a: 1, b: 5, c: 9}|filter((v, k) => k != "b")|keys|join(",") }}')).toBe(
      'a,c',
    );
    expect(render('{{ [1, 2, 3, 4]|filter(v => v > 2)|json_encode|raw }}')).toBe('{"2":3,"3":4}');
    expect(render('{{ [1, 2, 3, 4]|filter(v => v < 3)|json_encode|raw }}')).toBe('[1,2]');
  });

  it('handles empty lists and unicode values', () => {
    expect(applyFilter(filter, [], () => true)).toEqual([]);
    expect(applyFilter(filter, ['é', '', 'ü'], (v: unknown) => v)).toEqual({0: 'é', 2: 'ü'});
  });

  it('raises errors without an arrow or an iterable', () => {
    expect(() => applyFilter(filter, null, () => true)).toThrow(
      'The "filter" filter expects a sequence or a mapping, got "null".',
    );
    expect(() => applyFilter(filter, 'abc', () => true)).toThrow('got "string"');
    expect(() => applyFilter(filter, [1], 'v > 1')).toThrow('expects an arrow function');
    expect(() => render('{{ [1]|filter }}')).toThrow('expects an arrow function');
  });
});
