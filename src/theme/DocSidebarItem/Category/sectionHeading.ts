import type {PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';

/** A category that cannot be collapsed and has no page of its own is a section heading. */
export function isSectionHeading(
  item: Pick<PropSidebarItemCategory, 'collapsible' | 'href'>,
): boolean {
  return !item.collapsible && !item.href;
}
