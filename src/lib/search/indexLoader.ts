/**
 * Fetches the embedded index once per page session and builds the engine.
 * A failed or corrupt fetch is not cached, so the next query tries again
 * (search works again as soon as the network is back).
 *
 * Given a head and a body (indexFormat.ts), the first answer waits only for the
 * head: its engine answers from titles, headings, descriptions and keywords.
 * Once a query has been answered, the body is fetched when the browser is idle
 * and the engine of the whole index replaces the head's; a failed body leaves the head's
 * engine answering and is tried again on the next query.
 *
 * A head that is a terms manifest (shards/format.ts) answers each query from
 * the shard files that query needs instead, and the body is never fetched.
 */
import {createEngine, type Engine} from './engine';
import {SearchUnavailableError} from './localClient';
import {
  bodyFileProblem,
  expandIndex,
  headFileProblem,
  indexFileProblem,
  isTermsManifest,
  joinIndex,
  type CompactIndexFile,
  type IndexBodyFile,
  type IndexHeadFile,
} from './indexFormat';
import type {SearchRecord} from './types';
import type {TermsManifest} from './shards/format';
import type {PageChoice} from './shards/candidates';
import type {ShardedSearch} from './shards/shardedSearch';
import {whenIdle} from '../whenIdle';

/** The records of an index file; a truncated or malformed file is an error, never a partial index. */
export function parseIndexFile(text: string): {readonly records: readonly SearchRecord[]} {
  return {
    records: expandIndex(
      checked<CompactIndexFile>(parseJson(text, 'index'), 'index', indexFileProblem),
    ),
  };
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SearchUnavailableError(`The search ${what} is not valid JSON.`, {cause: error});
  }
}

/** `data` as the file it should be, or the error naming `what` and the first `problem` with it. */
function checked<T>(data: unknown, what: string, problem: (data: unknown) => string | null): T {
  const found = problem(data);
  if (found)
    throw new SearchUnavailableError(
      `The search ${what} does not have the expected format: ${found}.`,
    );
  return data as T;
}

/** The head of an index: its title and heading records, and the file to join the body to. */
export function parseHeadFile(text: string): {
  readonly head: IndexHeadFile;
  readonly records: readonly SearchRecord[];
} {
  return parseHeadData(parseJson(text, 'index head'));
}

function parseHeadData(data: unknown): {
  readonly head: IndexHeadFile;
  readonly records: readonly SearchRecord[];
} {
  const head = checked<IndexHeadFile>(data, 'index head', headFileProblem);
  return {head, records: expandIndex(head)};
}

/** Every record of the index, from its head and the text of its body. */
export function parseBodyFile(
  text: string,
  head: IndexHeadFile,
): {readonly records: readonly SearchRecord[]} {
  const body = checked<IndexBodyFile>(parseJson(text, 'index body'), 'index body', bodyFileProblem);
  try {
    return {records: expandIndex(joinIndex(head, body))};
  } catch (error) {
    throw new SearchUnavailableError('The search index body does not fit its head.', {
      cause: error,
    });
  }
}

export interface IndexLoader {
  /** Starts fetching what the first answer needs (the head, or the whole file). */
  preload(): void;
  /**
   * Resolves with the best engine there is for `query`: the whole index's once
   * its body has arrived, or when the head has no page for the query; else the
   * head's; or on an index in term shards the engine over the pages the query
   * leads to. Starts the fetch if none is under way.
   */
  load(query: string): Promise<Engine>;
  /** Resolves with the whole index's engine, or the shards' with more pages (for a list of every result). */
  loadFull(query: string): Promise<Engine>;
}

/** What the head gave: the head's engine, or the search over term shards and its page choices. */
type First =
  | {readonly engine: Engine}
  | {
      readonly shards: ShardedSearch;
      readonly overlay: PageChoice;
      readonly results: PageChoice;
    };

/** Runs a task when the browser is idle (at the latest after `timeout` ms). */
export type IdleScheduler = (task: () => void) => void;

/**
 * After the first answer is on screen, then when idle: the body's download and parsing never
 * compete with painting the answer the head gave. The answer is rendered within the frame after
 * the head's engine resolves, so two frames later it has been painted.
 */
const afterPaintWhenIdle: IdleScheduler = (task) => {
  // Outside a browser (a test that gives no scheduler) there is nothing to paint.
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => requestAnimationFrame(() => whenIdle(task)));
};

export interface IndexLoaderOptions {
  /** The index file, or with `bodyUrl` its head. */
  readonly url: string;
  /** The index body: the head at `url` answers first, the whole index once this arrives. */
  readonly bodyUrl?: string;
  readonly scheduleBody?: IdleScheduler;
  readonly fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** A fetch that has not answered by then fails (the overlay shows its stalled state long before). */
  readonly timeoutMs?: number;
  readonly build?: (records: readonly SearchRecord[]) => Engine;
}

export function createIndexLoader({
  url,
  bodyUrl,
  fetch: fetchImpl,
  timeoutMs = 15_000,
  build = createEngine,
  scheduleBody = afterPaintWhenIdle,
}: IndexLoaderOptions): IndexLoader {
  let pending: Promise<First> | null = null;
  let fullPending: Promise<Engine> | null = null;
  let full: Engine | null = null;
  let head: IndexHeadFile | null = null;

  async function fetchText(fileUrl: string, what: string): Promise<string> {
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    const controller = typeof AbortController === 'function' ? new AbortController() : null;
    const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : null;
    try {
      const response = await doFetch(fileUrl, {
        credentials: 'same-origin',
        signal: controller?.signal,
      });
      if (!response.ok)
        throw new SearchUnavailableError(`The search ${what} answered ${response.status}.`);
      return await response.text();
    } catch (error) {
      throw error instanceof SearchUnavailableError
        ? error
        : new SearchUnavailableError(`The search ${what} could not be fetched.`, {cause: error});
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  /**
   * The shard files sit in the manifest's folder, under its `dir`. The code that
   * searches them loads only for an index in shards, which most sites never have.
   */
  async function shardedSearch(data: unknown): Promise<First> {
    const [{manifestProblem}, {createShardedSearch, OVERLAY_PAGES, RESULTS_PAGES}] =
      await Promise.all([
        import(/* webpackChunkName: "search-shards" */ './shards/format'),
        import(/* webpackChunkName: "search-shards" */ './shards/shardedSearch'),
      ]);
    const manifest = checked<TermsManifest>(data, 'index manifest', manifestProblem);
    const folder = `${url.slice(0, url.lastIndexOf('/') + 1)}${manifest.dir}`;
    const shards = createShardedSearch(manifest, async (name, what, problem) =>
      checked(
        parseJson(await fetchText(`${folder}${name}`, what), what),
        `${what} ${name}`,
        problem,
      ),
    );
    return {shards, overlay: OVERLAY_PAGES, results: RESULTS_PAGES};
  }

  async function fetchFirst(): Promise<First> {
    if (!bodyUrl) {
      full = build(parseIndexFile(await fetchText(url, 'index')).records);
      return {engine: full};
    }
    const data = parseJson(await fetchText(url, 'index head'), 'index head');
    if (isTermsManifest(data)) return shardedSearch(data);
    const parsed = parseHeadData(data);
    head = parsed.head;
    return {engine: build(parsed.records)};
  }

  function loadFirst(): Promise<First> {
    if (!pending) {
      pending = fetchFirst();
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  }

  async function fetchFull(): Promise<Engine> {
    const first = await loadFirst();
    if (full) return full;
    if ('shards' in first) throw new SearchUnavailableError('The search index is in shards.');
    if (!head || !bodyUrl) throw new SearchUnavailableError('The search index has no head.');
    const text = await fetchText(bodyUrl, 'index body');
    full = build(parseBodyFile(text, head).records);
    return full;
  }

  function loadWhole(): Promise<Engine> {
    if (full) return Promise.resolve(full);
    if (!fullPending) {
      fullPending = fetchFull();
      fullPending.catch(() => {
        fullPending = null;
      });
    }
    return fullPending;
  }

  return {
    preload() {
      loadFirst().catch(() => undefined);
    },
    async load(query) {
      if (full) return full;
      const first = await loadFirst();
      if ('shards' in first) return first.shards.engineFor(query, first.overlay);
      // The head holds titles and headings alone, so a query it has no page for may still
      // match a page's text: only the whole index may answer that the site has none.
      if (bodyUrl && query.trim() !== '' && first.engine.search(query, {limit: 1}).nbHits === 0)
        return loadWhole();
      // The body is fetched once a query has been answered (and, after a failure, on the next
      // query): what the first answer waits for is the head alone.
      if (bodyUrl && !full && !fullPending)
        scheduleBody(() => void loadWhole().catch(() => undefined));
      return first.engine;
    },
    async loadFull(query) {
      if (full) return full;
      const first = await loadFirst();
      if ('shards' in first) return first.shards.engineFor(query, first.results);
      return loadWhole();
    },
  };
}
