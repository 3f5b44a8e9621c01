/**
 * Fetches the embedded index once per page session and builds the engine.
 * A failed or corrupt fetch is not cached, so the next query tries again
 * (search works again as soon as the network is back).
 */
import {createEngine, type Engine} from './engine';
import {SearchUnavailableError} from './localClient';
import {expandIndex, indexFileProblem, type CompactIndexFile} from './indexFormat';
import type {SearchRecord} from './types';

/** The records of an index file; a truncated or malformed file is an error, never a partial index. */
export function parseIndexFile(text: string): {readonly records: readonly SearchRecord[]} {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SearchUnavailableError('The search index is not valid JSON.', {cause: error});
  }
  const problem = indexFileProblem(data);
  if (problem)
    throw new SearchUnavailableError(
      `The search index does not have the expected format: ${problem}.`,
    );
  return {records: expandIndex(data as CompactIndexFile)};
}

export interface IndexLoader {
  /** Resolves with the engine; starts the fetch if none is under way. */
  load(): Promise<Engine>;
}

export interface IndexLoaderOptions {
  readonly url: string;
  readonly fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** A fetch that has not answered by then fails (the overlay shows its stalled state long before). */
  readonly timeoutMs?: number;
  readonly build?: (records: readonly SearchRecord[]) => Engine;
}

export function createIndexLoader({
  url,
  fetch: fetchImpl,
  timeoutMs = 15_000,
  build = createEngine,
}: IndexLoaderOptions): IndexLoader {
  let pending: Promise<Engine> | null = null;

  async function fetchAndBuild(): Promise<Engine> {
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    const controller = typeof AbortController === 'function' ? new AbortController() : null;
    const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : null;
    try {
      const response = await doFetch(url, {credentials: 'same-origin', signal: controller?.signal});
      if (!response.ok)
        throw new SearchUnavailableError(`The search index answered ${response.status}.`);
      const file = parseIndexFile(await response.text());
      return build(file.records);
    } catch (error) {
      throw error instanceof SearchUnavailableError
        ? error
        : new SearchUnavailableError('The search index could not be fetched.', {cause: error});
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  return {
    load() {
      if (!pending) {
        pending = fetchAndBuild();
        pending.catch(() => {
          pending = null;
        });
      }
      return pending;
    },
  };
}
