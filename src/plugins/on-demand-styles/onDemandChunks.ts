/**
 * Chunks of code that no server-rendered page contains: loaded when the reader shows intent (the
 * search overlay, "Try it") or once the page has hydrated (the playground's editor). Each is named
 * at its `import()` with a webpackChunkName that starts with this prefix. What they style is never
 * in a page's HTML, so their CSS loads with their code rather than in the stylesheet every page
 * waits for before its first paint.
 */
export const ON_DEMAND_CHUNK_PREFIX = 'on-demand-';

export function isOnDemandChunk(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.startsWith(ON_DEMAND_CHUNK_PREFIX);
}

/**
 * Whether a CSS module belongs in the one stylesheet, from the chunks its code is in: yes when any
 * of them is not loaded on demand (a route, the entry), so that a module shared with a page's own
 * code is in the stylesheet once, and not again, later in the cascade, with the on-demand code.
 */
export function inPageStylesheet(chunks: Iterable<{readonly name?: string | null}>): boolean {
  const names = Array.from(chunks, (chunk) => chunk.name);
  return names.length === 0 || !names.every(isOnDemandChunk);
}
