import {onDemand} from './onDemand';

describe('onDemand', () => {
  it('fetches once however often it is asked, and has the value at once after', async () => {
    const fetch = jest.fn(() => Promise.resolve('code'));
    const code = onDemand(fetch);
    expect(code.loaded()).toBeUndefined();
    await Promise.all([code.load(), code.load()]);
    expect(await code.load()).toBe('code');
    expect(code.loaded()).toBe('code');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again on the next call', async () => {
    const fetch = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('code');
    const code = onDemand(fetch);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe('code');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
