import {
  formatTimes,
  holdToShare,
  overShare,
  seconds,
  shareOf,
  slowest,
  type TestTime,
} from './timeShare';

const time = (name: string, duration: number, timeout = 30_000): TestTime => ({
  name,
  duration,
  timeout,
});

describe('a test’s share of its timeout', () => {
  it('is a third of the timeout', () => {
    expect(shareOf(30_000)).toBe(10_000);
    expect(shareOf(90_000)).toBe(30_000);
  });

  it('passes a test within its share, up to the limit itself', () => {
    expect(overShare(time('quick', 2_000))).toBeNull();
    expect(overShare(time('at the limit', 10_000))).toBeNull();
  });

  it('fails a test over its share with its name, its time and its share', () => {
    const message = overShare(time('search.spec.ts › hostile queries', 12_345));
    expect(message).toContain('"search.spec.ts › hostile queries" took 12.3 s');
    expect(message).toContain('over its share of 10.0 s');
    expect(message).toContain('30.0 s timeout');
  });

  it('gives a test with a longer timeout a longer share', () => {
    expect(overShare(time('sweep', 25_000, 90_000))).toBeNull();
    expect(overShare(time('sweep', 31_000, 90_000))).toMatch(/over its share of 30\.0 s/);
  });

  it('does not judge a test with no timeout', () => {
    expect(overShare(time('untimed', 100_000, 0))).toBeNull();
  });
});

describe('the slowest tests', () => {
  it('lists the slowest first, at most the count asked', () => {
    const times = [time('a', 1_000), time('b', 5_000), time('c', 3_000), time('d', 4_000)];
    expect(slowest(times, 3).map((entry) => entry.name)).toEqual(['b', 'd', 'c']);
    expect(slowest(times)).toHaveLength(4);
  });

  it('prints each with its time and the share of its timeout it used', () => {
    expect(formatTimes([time('docs.spec.ts › sidebar', 4_500)])).toEqual([
      '   4.5 s   15% of 30.0 s  docs.spec.ts › sidebar',
    ]);
    expect(seconds(61_250)).toBe('61.3 s');
  });
});

describe('holding a running test to its share', () => {
  const pause = (milliseconds: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

  it('lets a test within its share pass', async () => {
    await expect(
      holdToShare({titlePath: ['a.spec.ts', 'quick'], timeout: 3_000}, () => pause(5)),
    ).resolves.toBeUndefined();
  });

  it('fails a test over its share, naming it', async () => {
    await expect(
      holdToShare({titlePath: ['a.spec.ts', 'slow'], timeout: 60}, () => pause(40)),
    ).rejects.toThrow(/^"a\.spec\.ts › slow" took \d+\.\d s, over its share of 0\.0 s/);
  });

  it('lets a failing test fail with its own error', async () => {
    await expect(
      holdToShare({titlePath: ['a.spec.ts', 'broken'], timeout: 3_000}, () =>
        Promise.reject(new Error('expected 1 to be 2')),
      ),
    ).rejects.toThrow('expected 1 to be 2');
  });
});
