import {keys} from './keys';
import {applyFilter, render} from './testing';

describe('keys', () => {
  it('lists the keys of lists and hashes in order', () => {
    expect(applyFilter(keys, ['a', 'b'])).toEqual([0, 1]);
    expect(render('{{ {sku: 1, price: 2, "1": 3}|keys|join(",") }}')).toBe('sku,price,1');
  });

  it('gives no keys for anything else', () => {
    for (const value of [null, undefined, '', 'ünïcode', 42, true])
      expect(applyFilter(keys, value)).toEqual([]);
  });

  it("is the filter templates run (Twig.js' own gives 2)", () => {
    expect(render("{{ 'ab'|keys|length }}")).toBe('0');
  });
});
