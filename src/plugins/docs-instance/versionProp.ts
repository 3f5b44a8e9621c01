/**
 * The docs plugin hands every page of a version the version's metadata,
 * including the description of every doc (about 5 KB gzip for this site).
 * Only a generated-index page shows descriptions, as cards of the docs its
 * category lists; every other page loads them for nothing. This keeps the
 * descriptions of those docs and drops the rest.
 */
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** Doc IDs shown as cards: direct doc children of categories whose page is a generated index. */
export function docsShownAsCards(
  sidebars: PropVersionMetadata['docsSidebars'],
  generatedIndexPermalinks: ReadonlySet<string>,
): Set<string> {
  const ids = new Set<string>();
  const visit = (items: readonly PropSidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && generatedIndexPermalinks.has(item.href)) {
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

export function withUsedDescriptions(
  version: PropVersionMetadata,
  generatedIndexPermalinks: ReadonlySet<string>,
): PropVersionMetadata {
  const shown = docsShownAsCards(version.docsSidebars, generatedIndexPermalinks);
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, doc]) => {
      if (shown.has(id)) return [id, doc];
      const {description: _unused, ...rest} = doc;
      return [id, rest];
    }),
  ) as PropVersionMetadata['docs'];
  return {...version, docs};
}
