import {
  entries,
  fromEntries,
  isEmpty,
  numberToString,
  phpCompare,
  phpRound,
  toFloat,
  toText,
} from './values';

describe('PHP value helpers', () => {
  it('reads Twig.js object literal order from _keys', () => {
    const literal = {a: 1, b: 2, _keys: ['b', 'a']};
    expect(entries(literal)).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
  });

  it('builds lists or ordered hashes', () => {
    expect(
      fromEntries([
        [0, 'a'],
        [1, 'b'],
      ]),
    ).toEqual(['a', 'b']);
    const hash = fromEntries([
      [2, 'x'],
      [0, 'y'],
    ]) as Record<string, unknown>;
    expect(entries(hash)).toEqual([
      [2, 'x'],
      [0, 'y'],
    ]);
    expect(Object.keys(hash)).not.toContain('_keys');
  });

  it('converts like PHP', () => {
    expect(toText(1.5, 'x')).toBe('1.5');
    expect(numberToString(0.1 + 0.2)).toBe('0.3');
    expect(numberToString(1e25)).toBe('1.0E+25');
    expect(toFloat('3.5 apples')).toBe(3.5);
    expect(phpRound(2.675, 2)).toBe(2.68);
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty({})).toBe(true);
  });

  it('compares like PHP 8', () => {
    expect(phpCompare(10, 9)).toBe(1);
    expect(phpCompare('10', '9')).toBe(1);
    expect(phpCompare('abc', 'abd')).toBe(-1);
    expect(phpCompare(null, false)).toBe(0);
    expect(phpCompare(null, '')).toBe(0);
    expect(phpCompare(0, 'a')).toBe(-1);
    expect(phpCompare([1, 2], [1])).toBe(1);
  });
});
