/**
 * Fetches and runs the highlighter's chunk (the one `onDemand.ts` loads) ahead of a block that
 * will need it: on the reader's intent, so the block highlights in the frame it appears. The
 * chunk name is `onDemand.ts`'s: two unnamed `import()`s of one module are two chunks.
 */
export function preloadHighlightedCode(): void {
  import(/* webpackChunkName: "highlighter" */ '.').catch(() => undefined);
}
