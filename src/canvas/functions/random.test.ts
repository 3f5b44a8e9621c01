import {renderCanvas} from '../render';
import {pickRandom, RANDOM_MAX} from './random';
import {seededRandom} from '../seededRandom';

describe('random', () => {
  it('is stable for the same seed and differs between seeds', () => {
    const template = "{{ random() }} {{ random(100) }} {{ random(['a', 'b', 'c', 'd']) }}";
    expect(renderCanvas(template)).toBe(renderCanvas(template));
    expect(renderCanvas(template, {seed: 7})).not.toBe(renderCanvas(template));
  });

  it('draws integers in the Twig ranges', () => {
    const next = seededRandom(3);
    for (let i = 0; i < 200; i += 1) {
      const a = pickRandom(next) as number;
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThanOrEqual(RANDOM_MAX);
      const b = pickRandom(next, 5) as number;
      expect(b >= 0 && b <= 5 && Number.isInteger(b)).toBe(true);
      const c = pickRandom(next, -5) as number;
      expect(c >= -5 && c <= 0).toBe(true);
      const d = pickRandom(next, 10, 20) as number;
      expect(d >= 10 && d <= 20).toBe(true);
      const e = pickRandom(next, null, 3) as number;
      expect(e >= 0 && e <= 3).toBe(true);
    }
  });

  it('reaches both ends of a range', () => {
    expect(pickRandom(() => 0, 1, 6)).toBe(1);
    expect(pickRandom(() => 0.999999, 1, 6)).toBe(6);
    expect(pickRandom(() => 0.5, 2.9)).toBe(1);
  });

  it('picks a character, an item or a mapping value', () => {
    expect(pickRandom(() => 0.99, 'héllo')).toBe('o');
    expect(pickRandom(() => 0.1, 'héllo')).toBe('h');
    expect(pickRandom(() => 0.3, 'héllo')).toBe('é');
    expect(pickRandom(() => 0.99, ['a', 'b'])).toBe('b');
    expect(pickRandom(() => 0, {x: 1, y: 2, _keys: ['y', 'x']})).toBe(2);
    expect(pickRandom(() => 0, '')).toBe('');
  });

  it('returns other values as they are and rejects empty lists', () => {
    expect(pickRandom(() => 0, true)).toBe(true);
    expect(() => pickRandom(() => 0, [])).toThrow(
      'random(): cannot pick from an empty sequence or mapping.',
    );
    expect(() => pickRandom(() => 0, 1, 'x')).toThrow('random(): max must be a number');
  });
});
