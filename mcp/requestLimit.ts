/**
 * A request limit per client address, so that one caller cannot starve the others: each address
 * may send REQUEST_LIMIT.requests requests in REQUEST_LIMIT.seconds; past that it is told to retry
 * once its window ends. rate-limiter-flexible counts them, in memory, forgetting quiet addresses.
 */
import {RateLimiterMemory, RateLimiterRes} from 'rate-limiter-flexible';

/**
 * An assistant's burst (a session starts with a few calls at once, a research answer with a dozen
 * searches) fits with room to spare; a loop that floods the server does not. nginx's limit at /mcp
 * (src/plugins/hosting/nginxConfig.ts: 40 at once, then 6 a second) allows at most this many.
 */
export const REQUEST_LIMIT = {requests: 100, seconds: 10} as const;

export interface RequestLimit {
  /** Counts a request from `client`: undefined when it may go on, else the seconds to wait. */
  take(client: string): Promise<number | undefined>;
}

export function createRequestLimit({
  requests,
  seconds,
}: {requests: number; seconds: number} = REQUEST_LIMIT): RequestLimit {
  const limiter = new RateLimiterMemory({points: requests, duration: seconds});
  return {
    async take(client) {
      try {
        await limiter.consume(client);
        return undefined;
      } catch (refused) {
        if (refused instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
        throw refused;
      }
    },
  };
}

/** What a client over the limit is told, in the JSON-RPC error of the 429 answer. */
export function overLimitMessage(retryAfterSeconds: number, limit = REQUEST_LIMIT): string {
  return `Too many requests from your address (at most ${limit.requests} in ${limit.seconds} s): retry after ${retryAfterSeconds} s.`;
}
