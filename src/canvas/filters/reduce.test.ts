import {reduce} from './reduce';
import {applyFilter, render} from './testing';

describe('reduce', () => {
  it('folds a list into one value', () => {
    expect(
      render('{{ cart|reduce((total, item) => total + item.price * item.qty, 0) }}', {
        cart: [
          {price: 12, qty: 2},
          {price: 4, qty: 5},
        ],
      }),
    ).toBe('44');
    expect(render('{{ [1, 2, 3]|reduce((c, v) => c is null ? v : c + v) }}')).toBe('6');
  });

  it('passes the key as third argument', () => {
    expect(render('{{ {a: 1, b: 2}|reduce((c, v, k) => c ~ k ~ v, "") }}')).toBe('a1b2');
  });

  it('returns the initial value (null by default) for empty lists', () => {
    expect(applyFilter(reduce, [], () => 1)).toBeNull();
    expect(applyFilter(reduce, [], () => 1, 'é')).toBe('é');
  });

  it('raises errors without an arrow or an iterable', () => {
    expect(() => applyFilter(reduce, null, () => 1)).toThrow(
      'The "reduce" filter expects a sequence or a mapping, got "null".',
    );
    expect(() => applyFilter(reduce, [1], 1)).toThrow('expects an arrow function');
  });
});
