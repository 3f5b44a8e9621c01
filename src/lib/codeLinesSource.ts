/**
 * Where a code block's lines come from, decided at its first render:
 * - `server`: the server render, which highlights in place;
 * - `kept`: hydration in the browser, which keeps the server's highlighted lines as they are;
 * - `on-demand`: a block first rendered in the browser (after a client-side navigation), which
 *   shows plain lines until the highlighter has loaded.
 */
export type CodeLinesSource = 'server' | 'kept' | 'on-demand';

export function codeLinesSource({
  canUseDOM,
  hydrated,
}: {
  /** In a browser at all (false in the server render). */
  readonly canUseDOM: boolean;
  /** The page has finished hydrating (Docusaurus' `useIsBrowser()`). */
  readonly hydrated: boolean;
}): CodeLinesSource {
  if (!canUseDOM) return 'server';
  return hydrated ? 'on-demand' : 'kept';
}
