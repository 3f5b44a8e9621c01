/**
 * The canonical page of a doc in a version other than the latest: the same doc
 * in the latest version, so search engines rank one copy of a page and send
 * readers to the current one. None for the latest version itself, and none
 * when the latest version has no such doc (the page then stands for itself).
 */
export interface VersionDoc {
  readonly id: string;
  readonly path: string;
}

export function latestDocPath(
  isLatestVersion: boolean,
  docId: string,
  latestDocs: readonly VersionDoc[],
): string | null {
  if (isLatestVersion) return null;
  return latestDocs.find((doc) => doc.id === docId)?.path ?? null;
}
