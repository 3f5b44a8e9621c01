import {seededRandom} from './seededRandom';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
  it('differs between seeds and stays in [0, 1)', () => {
    const a = seededRandom(1)();
    const b = seededRandom(2)();
    expect(a).not.toBe(b);
    for (const value of [a, b]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
