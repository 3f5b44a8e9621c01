/**
 * The reader's own context for the API reference: their keys and a project ID, filled into Try it
 * and into every endpoint page's samples. Held in memory; copied to sessionStorage (this tab only,
 * gone when it closes) only when the reader ticks "Remember for this tab". Never localStorage, a
 * URL, a log line or an analytics event.
 */

export interface ApiContext {
  /** A key per API ("admin", "console", "project"). */
  readonly keys: Readonly<Record<string, string>>;
  readonly projectId: string;
  readonly remember: boolean;
}

export const EMPTY_CONTEXT: ApiContext = {keys: {}, projectId: '', remember: false};

export const STORAGE_KEY = 'tessera.apiContext';

let current: ApiContext | undefined;
const listeners = new Set<() => void>();

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A stored context, or the empty one when there is none or it is not ours. */
export function parseStored(text: string | null): ApiContext {
  if (!text) return EMPTY_CONTEXT;
  try {
    const value = JSON.parse(text) as Partial<ApiContext>;
    const keys = Object.fromEntries(
      Object.entries(value.keys ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return {
      keys,
      projectId: typeof value.projectId === 'string' ? value.projectId : '',
      remember: true,
    };
  } catch {
    return EMPTY_CONTEXT;
  }
}

export function getContext(): ApiContext {
  current ??= parseStored(tabStorage()?.getItem(STORAGE_KEY) ?? null);
  return current;
}

/** The server render and the first client render see no context, so hydration matches. */
export function getServerContext(): ApiContext {
  return EMPTY_CONTEXT;
}

export function setContext(next: ApiContext): void {
  current = next;
  const storage = tabStorage();
  try {
    if (next.remember)
      storage?.setItem(STORAGE_KEY, JSON.stringify({keys: next.keys, projectId: next.projectId}));
    else storage?.removeItem(STORAGE_KEY);
  } catch {
    // A full or blocked storage keeps the context in memory only.
  }
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the context (tests; a new tab starts this way). */
export function resetContext(): void {
  current = undefined;
}
