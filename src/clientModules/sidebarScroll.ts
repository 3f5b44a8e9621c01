/**
 * On page load, scrolls the docs sidebar so its active item is in view, on
 * windows wider than 767 pixels only; on narrower ones the sidebar stays where it is.
 * Only the sidebar's own
 * scroll position moves, never the page.
 */
import type {ClientModule} from '@docusaurus/types';
import {shouldScrollSidebar, sidebarScrollTop} from '@site/src/lib/sidebarScroll';

function scrollableAncestor(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return undefined;
}

export function scrollSidebarToActiveItem(): void {
  if (!shouldScrollSidebar(window.innerWidth)) return;
  const links = document.querySelectorAll<HTMLElement>(
    '.theme-doc-sidebar-menu .menu__link--active',
  );
  const item = links[links.length - 1];
  if (!item) return;
  const container = scrollableAncestor(item);
  if (!container) return;
  const top =
    item.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  const next = sidebarScrollTop(
    {top, height: item.offsetHeight},
    {scrollTop: container.scrollTop, height: container.clientHeight},
  );
  if (next !== undefined) container.scrollTop = next;
}

const client: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    // On load only: while the reader navigates, the sidebar stays where they left it.
    if (previousLocation) return;
    window.requestAnimationFrame(scrollSidebarToActiveItem);
  },
};

export default client;
