/**
 * The docs plugin hands every page of a version the version's metadata, including the title and
 * description of every doc: a map that grows with the docs, on every page. Only a category's own
 * page reads it, for the docs the category lists: a generated index as cards, a reference group's
 * index as its member table (components/ReferenceList). So the version keeps an empty map, and each
 * category page carries the entries of its own docs as a prop of its route (`listedDocs`), which
 * the page puts back in place for what it renders (components/ListedDocs).
 */
import type {
  PropSidebarItem,
  PropVersionDocs,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';

/** The route prop a category page's own docs travel in. */
export const LISTED_DOCS_PROP = 'listedDocs';

/** For each category page that lists docs, by the page's path: the IDs of the docs directly in its category. */
export function docsListedByCategoryPages(
  sidebars: PropVersionMetadata['docsSidebars'],
): Map<string, string[]> {
  const listed = new Map<string, string[]>();
  const visit = (items: readonly PropSidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href) {
        const ids = item.items.flatMap((child) =>
          child.type === 'link' && child.docId ? [child.docId] : [],
        );
        if (ids.length > 0) listed.set(item.href, [...(listed.get(item.href) ?? []), ...ids]);
      }
      visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return listed;
}

export interface LeanVersion {
  /** The version's metadata with no docs. */
  readonly version: PropVersionMetadata;
  /** The docs each category page lists, by the page's path. */
  readonly listedDocs: ReadonlyMap<string, PropVersionDocs>;
}

export function leanVersion(version: PropVersionMetadata): LeanVersion {
  const listedDocs = new Map<string, PropVersionDocs>(
    [...docsListedByCategoryPages(version.docsSidebars)].map(([path, ids]) => [
      path,
      Object.fromEntries(
        ids.flatMap((id) => (version.docs[id] ? [[id, version.docs[id]] as const] : [])),
      ),
    ]),
  );
  return {version: {...version, docs: {}}, listedDocs};
}
