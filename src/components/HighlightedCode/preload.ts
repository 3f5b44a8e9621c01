/**
 * Fetches and runs the highlighter's chunk (the one `onDemand.ts` loads) ahead of a block that
 * will need it: on the reader's intent, so the block highlights in the frame it appears.
 */
export function preloadHighlightedCode(): void {
  import('.').catch(() => undefined);
}
