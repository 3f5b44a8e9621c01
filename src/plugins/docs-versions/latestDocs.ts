/**
 * The docs pages that speak for the docs outside the site's own pages
 * (llms.txt, the Markdown twins): those of the latest version only. Older
 * versions and the unreleased next version are left out, as their canonical
 * link already sends search engines to the latest page. A build-time plugin
 * that lists docs pages reads them through this function from a docs
 * instance's loaded content (`allContent['docusaurus-plugin-content-docs'].default`).
 */
export interface LoadedVersionLike<Doc> {
  readonly isLast: boolean;
  readonly docs: readonly Doc[];
}

export function latestVersionDocs<Doc>(
  content: {readonly loadedVersions: readonly LoadedVersionLike<Doc>[]} | undefined,
): Doc[] {
  return [...(content?.loadedVersions.find((version) => version.isLast)?.docs ?? [])];
}
