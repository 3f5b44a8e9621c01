import {renderCanvas} from '../render';
import {phpCompare} from '../filters/values';
import {extreme} from './compare';

describe('min and max', () => {
  it('take a sequence, a mapping or several arguments', () => {
    expect(
      renderCanvas(
        '{{ max(1, 3, 2) }} {{ max([1, 30, 2]) }} {{ max({ a: 5, b: 9 }) }} {{ min([4, 2, 8]) }} {{ min(3, 1) }}',
      ),
    ).toBe('3 30 9 2 1');
  });

  it('compare numeric strings as numbers and other strings alphabetically', () => {
    expect(extreme('max', ['10', 9], 1)).toBe('10');
    expect(extreme('min', ['apple', 'banana', 'Cherry'], -1)).toBe('Cherry');
    expect(extreme('max', ['b', 'a10'], 1)).toBe('b');
  });

  it('follow PHP 8 for mixed values', () => {
    expect(phpCompare(null, 0)).toBe(0);
    expect(phpCompare(null, '')).toBe(0);
    expect(phpCompare(null, 'a')).toBe(-1);
    expect(phpCompare(true, 5)).toBe(0);
    expect(phpCompare(5, 'abc')).toBe(-1);
    expect(phpCompare([1, 2], 99)).toBe(1);
    expect(extreme('min', [3, null, 1], -1)).toBeNull();
  });

  // Twig 3 passes the values to PHP's min() and max(), which compare as `<=>` does: arrays of one size
  // element by element (PHP: max([1, 2], [1, 3]) is [1, 3]), DateTime objects by their instant, and
  // booleans by PHP's truthiness, in which '0' is false.
  it('compare lists element by element, dates by time and booleans as PHP does', () => {
    expect(
      extreme(
        'max',
        [
          [1, 2],
          [1, 3],
        ],
        1,
      ),
    ).toEqual([1, 3]);
    expect(
      extreme(
        'min',
        [
          [2, 0],
          [1, 9],
        ],
        -1,
      ),
    ).toEqual([1, 9]);
    expect(extreme('max', [[5], [1, 1]], 1)).toEqual([1, 1]);
    const earlier = new Date('2024-01-01T00:00:00Z');
    const later = new Date('2025-06-30T00:00:00Z');
    expect(extreme('max', [earlier, later], 1)).toBe(later);
    expect(extreme('min', [later, earlier], -1)).toBe(earlier);
    expect(phpCompare(true, '0')).toBe(1);
    expect(phpCompare(false, [])).toBe(0);
  });

  it('return the first of equal values', () => {
    expect(extreme('max', [1, '1.0'], 1)).toBe(1);
  });

  it('raise errors for an empty sequence or a single value', () => {
    expect(() => renderCanvas('{{ max([]) }}')).toThrow(
      'max(): the sequence is empty; max needs at least one value.',
    );
    expect(() => renderCanvas('{{ min(5) }}')).toThrow(
      'min(): pass a sequence, a mapping or at least two values, got 5.',
    );
  });

  it('does not change the mapping it reads', () => {
    const prices = {a: 3, b: 1};
    expect(renderCanvas('{{ min(prices) }} {{ prices|keys|join(",") }}', {data: {prices}})).toBe(
      '1 a,b',
    );
  });
});
