/**
 * Where "Edit this page" points on a versioned site. A writer edits the
 * current docs (`docs/`): the latest version's pages are copies of them, so
 * its edit link goes to `docs/` too, unless the page exists only in the
 * latest snapshot (then to the snapshot). Older versions and the current docs
 * point at their own folder, as the docs plugin does.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';

export interface EditTarget {
  /** The version's folder, relative to the site (`docs`, `versioned_docs/version-2026`). */
  readonly versionDocsDirPath: string;
  /** The page's file, relative to that folder. */
  readonly docPath: string;
  readonly version: string;
}

/** The file a writer edits, relative to the repository root. */
export function editPathFor(
  target: EditTarget,
  latestVersion: string | undefined,
  inCurrentDocs: (docPath: string) => boolean,
  currentDocsDir = 'docs',
): string {
  const own = `${target.versionDocsDirPath}/${target.docPath}`;
  if (target.version !== latestVersion || target.versionDocsDirPath === currentDocsDir) return own;
  return inCurrentDocs(target.docPath) ? `${currentDocsDir}/${target.docPath}` : own;
}

/** The docs plugin's `editUrl` function for the site's repository. */
export function versionedEditUrl(
  siteDir: string,
  repositoryEditUrl: string,
  latestVersion: string | undefined,
): (target: EditTarget) => string {
  return (target) =>
    `${repositoryEditUrl}${editPathFor(target, latestVersion, (docPath) =>
      existsSync(join(siteDir, 'docs', docPath)),
    )}`;
}
