import type {PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';

/** The doc links of a sidebar category, flattened, in sidebar order; nested categories contribute their own links. */
export function referenceLinks(items: readonly PropSidebarItem[]): PropSidebarItemLink[] {
  return items.flatMap((item): PropSidebarItemLink[] => {
    if (item.type === 'link') return item.docId ? [item] : [];
    if (item.type === 'category') return referenceLinks(item.items);
    return [];
  });
}
