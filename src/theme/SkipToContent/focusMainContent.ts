/** Moves keyboard focus to the page's main content and keeps it there. */
export const FALLBACK_ID = '__docusaurus_skipToContent_fallback';

export function focusMainContent(root: Document): HTMLElement | undefined {
  const target =
    root.querySelector<HTMLElement>('main') ?? root.getElementById(FALLBACK_ID) ?? undefined;
  if (!target) return undefined;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return target;
}
