import {mapConcurrently} from './mapConcurrently';

describe('mapConcurrently', () => {
  it('keeps the order of the items whatever order the work finishes in', async () => {
    const delays = [30, 0, 20, 5, 10];
    const results = await mapConcurrently(delays, 3, async (delay, index) => {
      await new Promise((done) => setTimeout(done, delay));
      return index;
    });
    expect(results).toEqual([0, 1, 2, 3, 4]);
  });

  it('has at most `limit` items in flight', async () => {
    let inFlight = 0;
    let most = 0;
    await mapConcurrently(
      Array.from({length: 20}, (_, index) => index),
      4,
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((done) => setTimeout(done, 1));
        inFlight -= 1;
      },
    );
    expect(most).toBe(4);
  });

  it('rejects with the first failure', async () => {
    await expect(
      mapConcurrently([1, 2, 3], 2, async (item) => {
        await new Promise((done) => setTimeout(done, 1));
        if (item === 2) throw new Error('page 2 failed');
        return item;
      }),
    ).rejects.toThrow('page 2 failed');
  });
});
