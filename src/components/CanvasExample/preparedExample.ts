/**
 * Which example on the page has its "Try it" panel built ahead of the press: the last one the
 * reader showed intent for. One at a time, so moving the pointer or the focus over many examples
 * keeps one hidden panel (and one render worker), not one per example.
 */
import {useSyncExternalStore} from 'react';

let prepared: symbol | null = null;
const listeners = new Set<() => void>();

/** Whether the example `id` is the one prepared (for an event handler; components use the hook). */
export function isPreparedExample(id: symbol): boolean {
  return prepared === id;
}

/** The example `id` is the one to prepare now; the one before gives its hidden panel up. */
export function prepareExample(id: symbol): void {
  if (prepared === id) return;
  prepared = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the example `id` is the one prepared; never on the server. */
export function useIsPreparedExample(id: symbol): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prepared === id,
    () => false,
  );
}
