/**
 * The docs plugin hands every page of a version the version's metadata,
 * including the description of every doc. Only a category's own page shows
 * descriptions: a generated index as cards, a reference group's index as its
 * member table (components/ReferenceList), both for the docs the category
 * lists. This keeps the descriptions of those docs and drops the rest, which
 * every other page would load for nothing (all of the API reference's).
 */
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** Doc IDs a category page can list: direct doc children of categories that have a page. */
export function docsListedByCategoryPages(
  sidebars: PropVersionMetadata['docsSidebars'],
): Set<string> {
  const ids = new Set<string>();
  const visit = (items: readonly PropSidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href) {
        for (const child of item.items) {
          if (child.type === 'link' && child.docId) ids.add(child.docId);
        }
      }
      visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return ids;
}

export function withUsedDescriptions(version: PropVersionMetadata): PropVersionMetadata {
  const listed = docsListedByCategoryPages(version.docsSidebars);
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, doc]) => {
      if (listed.has(id)) return [id, doc];
      const {description: _unused, ...rest} = doc;
      return [id, rest];
    }),
  ) as PropVersionMetadata['docs'];
  return {...version, docs};
}
