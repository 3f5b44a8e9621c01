/** The sidebar scrolls to the active item on load only on windows wider than 767 pixels. */
export const SIDEBAR_SCROLL_MIN_WIDTH = 768;

export function shouldScrollSidebar(windowWidth: number): boolean {
  return windowWidth > SIDEBAR_SCROLL_MIN_WIDTH - 1;
}

/**
 * The scrollTop that centres an item in its scrolling container, or undefined
 * when the item is already fully visible (so nothing moves needlessly).
 */
export function sidebarScrollTop(
  item: {top: number; height: number},
  container: {scrollTop: number; height: number},
): number | undefined {
  const visible =
    item.top >= container.scrollTop &&
    item.top + item.height <= container.scrollTop + container.height;
  if (visible) return undefined;
  return Math.max(0, Math.round(item.top - (container.height - item.height) / 2));
}
