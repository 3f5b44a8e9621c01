import {sort} from './sort';
import {applyFilter, render} from './testing';
import {values} from './values';

describe('sort', () => {
  it('sorts numbers numerically and strings in byte order', () => {
    expect(render('{{ [3, 1, 10, 2]|sort|join(",") }}')).toBe('1,2,3,10');
    expect(render('{{ ["b", "a", "C"]|sort|join(",") }}')).toBe('C,a,b');
    expect(render('{{ ["10", "9", "2"]|sort|join(",") }}')).toBe('2,9,10');
  });

  it('sorts with an arrow function', () => {
    const products = [
      {name: 'Lamp', price: 49},
      {name: 'Mug', price: 12},
      {name: 'Card', price: 4},
    ];
    expect(
      render('{{ products|sort((a, b) => a.price <=> b.price)|map(p => p.name)|join(", ") }}', {
        products,
      }),
    ).toBe('Card, Mug, Lamp');
    expect(
      render('{{ products|sort((a, b) => b.price <=> a.price)|first.name }}', {products}),
    ).toBe('Lamp');
  });

  it('keeps keys, as Twig does', () => {
    expect(render('{{ [3, 1, 2]|sort|json_encode|raw }}')).toBe('{"1":1,"2":2,"0":3}');
    expect(render('{{ {b: 2, a: 1}|sort|keys|join(",") }}')).toBe('a,b');
    expect(render('{{ [3, 1, 2]|sort|merge([])|json_encode|raw }}')).toBe('[1,2,3]');
  });

  it('is stable and handles empty lists and unicode', () => {
    expect(applyFilter(sort, [])).toEqual([]);
    expect(values(applyFilter(sort, ['é', 'e', 'z']))).toEqual(['e', 'z', 'é']);
  });

  it('rejects values that are not iterable', () => {
    expect(() => applyFilter(sort, null)).toThrow(
      'The sort filter only works with sequences or mappings, got "null".',
    );
    expect(() => applyFilter(sort, 'cba')).toThrow('got "string"');
    expect(() => applyFilter(sort, [1], 'asc')).toThrow('expects an arrow function');
  });
});
