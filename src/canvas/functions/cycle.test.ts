import {renderCanvas} from '../render';
import {cycleValue} from './cycle';

describe('cycle', () => {
  it('cycles through a sequence', () => {
    expect(renderCanvas("{% for i in 0..4 %}{{ cycle(['odd', 'even'], i) }} {% endfor %}")).toBe(
      'odd even odd even odd ',
    );
  });

  it('cycles through the values of a mapping in order', () => {
    expect(renderCanvas("{{ cycle({ a: 'x', b: 'y', c: 'z' }, 4) }}")).toBe('y');
  });

  it('returns a value that is not a sequence as it is', () => {
    expect(cycleValue('solo', 3)).toBe('solo');
    expect(cycleValue(null, 3)).toBeNull();
  });

  it('gives nothing for a negative position, as in Twig', () => {
    expect(cycleValue(['a', 'b', 'c'], -1)).toBeUndefined();
  });

  it('raises errors for empty values and positions that are not numbers', () => {
    expect(() => cycleValue([], 1)).toThrow('cycle(): the values are empty');
    expect(() => cycleValue(['a'], 'x')).toThrow('cycle(): the position must be a whole number');
    expect(cycleValue(['a', 'b'], '3')).toBe('b');
  });
});
