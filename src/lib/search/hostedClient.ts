/**
 * The hosted provider's one call, a POST to its multi-index queries path, for the results
 * page: a plain fetch, so the page does not ship the provider's client. It tries
 * the read host, then the fallback hosts in order, as the provider's client does.
 * When every host fails, the error is named `RetryError`, as the client names it.
 */
import {SearchUnavailableError} from './localClient';
import type {SearchClientLike, SearchResponse} from './types';
import {providerConnectSources} from '../../data/search';

export interface HostedClientOptions {
  readonly appId: string;
  readonly apiKey: string;
  readonly fetch?: typeof fetch;
  /** A host that has not answered by then is skipped. */
  readonly timeoutMs?: number;
}

export function createHostedSearchClient({
  appId,
  apiKey,
  fetch: fetchImpl,
  timeoutMs = 2_000,
}: HostedClientOptions): SearchClientLike {
  return {
    async search({requests}) {
      const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
      let lastError: unknown = null;
      for (const host of providerConnectSources(appId)) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        try {
          const response = await doFetch(`${host}/1/indexes/*/queries`, {
            method: 'POST',
            headers: {
              'content-type': 'text/plain',
              'x-algolia-application-id': appId,
              'x-algolia-api-key': apiKey,
            },
            body: JSON.stringify({requests}),
            signal: controller.signal,
          });
          // A 4xx is the provider's answer (a wrong key or index): no other host answers differently.
          if (response.status >= 400 && response.status < 500)
            throw new SearchUnavailableError(`The search provider answered ${response.status}.`);
          if (!response.ok) {
            lastError = new Error(`The search provider answered ${response.status}.`);
            continue;
          }
          return (await response.json()) as SearchResponse;
        } catch (error) {
          if (error instanceof SearchUnavailableError) throw error;
          lastError = error;
        } finally {
          clearTimeout(timer);
        }
      }
      throw new SearchUnavailableError('No search provider host answered.', {cause: lastError});
    },
  };
}
