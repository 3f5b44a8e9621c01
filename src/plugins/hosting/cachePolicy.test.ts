import {isCachePolicy, REVALIDATE, withCachePolicy} from './cachePolicy';

describe('withCachePolicy', () => {
  it('adds revalidation to headers that set no cache policy', () => {
    expect(withCachePolicy([['X-Frame-Options', 'DENY']])).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'no-cache'],
    ]);
    expect(withCachePolicy([])).toEqual([REVALIDATE]);
  });

  it("keeps a rule's own cache policy, whatever the case of its name", () => {
    const hashed = [['cache-control', 'public, max-age=31536000, immutable']] as const;
    expect(withCachePolicy(hashed)).toEqual(hashed);
  });

  it('knows a cache policy by its name in any case', () => {
    expect(isCachePolicy(['cache-control', 'no-store'])).toBe(true);
    expect(isCachePolicy(['X-Cache', 'hit'])).toBe(false);
  });
});
