import {renderCanvas} from '../render';
import {makeRange, RANGE_LIMIT} from './range';

describe('range', () => {
  it('counts up and down inclusively', () => {
    expect(makeRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(makeRange(5, 1)).toEqual([5, 4, 3, 2, 1]);
    expect(makeRange(3, 3)).toEqual([3]);
  });

  it('takes a step and ignores its sign', () => {
    expect(makeRange(0, 10, 5)).toEqual([0, 5, 10]);
    expect(makeRange(0, 10, 3)).toEqual([0, 3, 6, 9]);
    expect(makeRange(10, 0, -5)).toEqual([10, 5, 0]);
    expect(makeRange(0, 10, -5)).toEqual([0, 5, 10]);
    expect(makeRange(1, 2, 5)).toEqual([1]);
  });

  it('handles fractions without rounding noise', () => {
    expect(makeRange(0, 1, 0.25)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(makeRange(0, 0.3, 0.1)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('ranges over characters and numeric strings', () => {
    expect(makeRange('a', 'e')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(makeRange('E', 'A', 2)).toEqual(['E', 'C', 'A']);
    expect(makeRange('1', '3')).toEqual([1, 2, 3]);
  });

  it('raises errors for a zero step, mixed bounds and huge ranges', () => {
    expect(() => makeRange(1, 5, 0)).toThrow('range(): step cannot be 0.');
    expect(() => makeRange('a', 5)).toThrow(
      'range(): low and high must both be numbers or both be characters',
    );
    expect(() => makeRange(null, 5)).toThrow('got null and 5');
    expect(() => makeRange(1, RANGE_LIMIT + 1)).toThrow(`the limit is ${RANGE_LIMIT}`);
    expect(makeRange(1, RANGE_LIMIT)).toHaveLength(RANGE_LIMIT);
  });

  it('works in templates alongside the .. operator', () => {
    expect(renderCanvas("{{ range(2, 10, 4)|join(', ') }} / {{ (1..3)|join(', ') }}")).toBe(
      '2, 6, 10 / 1, 2, 3',
    );
  });
});
