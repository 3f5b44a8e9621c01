import {map} from './map';
import {applyFilter, render} from './testing';

describe('map', () => {
  it('applies the arrow function to each item', () => {
    expect(
      render('{{ team|map(m => m.first ~ " " ~ m.last)|join(", ") }}', {
        team: [
          {first: 'Ada', last: 'Lovelace'},
          {first: 'Grace', last: 'Hopper'},
        ],
      }),
    ).toBe('Ada Lovelace, Grace Hopper');
    expect(render('{% set rate = 1.2 %}{{ [10, 20]|map(p => p * rate)|join(" ") }}')).toBe('12 24');
  });

  it('passes keys and keeps them', () => {
    expect(render('{{ {eur: 10, usd: 11}|map((v, k) => k|upper ~ " " ~ v)|join(", ") }}')).toBe(
      'EUR 10, USD 11',
    );
    expect(render('{{ {b: 1, a: 2}|map(v => v * 2)|json_encode|raw }}')).toBe('{"b":2,"a":4}');
  });

  it('handles empty lists and unicode', () => {
    expect(applyFilter(map, [], (v: unknown) => v)).toEqual([]);
    expect(applyFilter(map, ['é'], (v: unknown) => `${String(v)}!`)).toEqual(['é!']);
  });

  it('raises errors without an arrow or an iterable', () => {
    expect(() => applyFilter(map, null, (v: unknown) => v)).toThrow(
      'The "map" filter expects a sequence or a mapping, got "null".',
    );
    expect(() => applyFilter(map, [1], null)).toThrow('expects an arrow function');
  });
});
