import {createRequestLimit, overLimitMessage, REQUEST_LIMIT} from './requestLimit';

describe('createRequestLimit', () => {
  it('lets each address send its allowance, then says how long to wait, without touching others', async () => {
    const limit = createRequestLimit({requests: 3, seconds: 10});
    const first = await Promise.all([1, 2, 3].map(() => limit.take('198.51.100.1')));
    expect(first).toEqual([undefined, undefined, undefined]);
    const over = await limit.take('198.51.100.1');
    expect(over).toBeGreaterThanOrEqual(9);
    expect(over).toBeLessThanOrEqual(10);
    expect(await limit.take('198.51.100.2')).toBeUndefined();
  });

  it('says the limit and when to retry', () => {
    expect(overLimitMessage(4)).toBe(
      `Too many requests from your address (at most ${REQUEST_LIMIT.requests} in ${REQUEST_LIMIT.seconds} s): retry after 4 s.`,
    );
  });
});
