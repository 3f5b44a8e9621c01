/**
 * Search per docs version. The embedded index is split into one shard per
 * version of the docs: a shard holds that version's docs pages and every page
 * outside the versioned docs (API reference, guides, changelog), so a query
 * downloads one file. The latest version's shard keeps the index's own path,
 * so a site with a single version is served exactly as before.
 */

/** One searchable docs version, as the SearchBar receives it. */
export interface SearchVersion {
  /** The docs plugin's version name ('current' for the docs folder, else the name given to `docs:version`). */
  readonly name: string;
  /** What readers see in the version menu ("Next", "2025"). */
  readonly label: string;
  /** The version readers get at /docs. */
  readonly isLast: boolean;
  /** Where the version's pages live: '/docs' for the latest, '/docs/next', '/docs/2025'. */
  readonly path?: string;
  /** Path of the head of the version's shard, with the base URL (the embedded index only). */
  readonly indexUrl: string;
  /** Path of the body of the version's shard, fetched once the head has answered. */
  readonly bodyUrl: string;
}

/** The shard file of a version: the index path itself for the latest, `<index>-<name>.json` otherwise. */
export function shardPath(indexPath: string, versionName: string, isLast: boolean): string {
  if (isLast) return indexPath;
  const safeName = versionName.replace(/[^\w.-]+/g, '-');
  return indexPath.replace(/\.json$/, `-${safeName}.json`);
}

/**
 * The docs version a page belongs to: the version with the longest path the page is under, or none
 * outside the versioned docs. A prefix match by path segments, without the locale-aware sort of
 * the docs plugin's own lookup, whose collator costs a phone tens of milliseconds at startup.
 */
export function versionOfPage(
  pathname: string,
  versions: readonly SearchVersion[],
): string | undefined {
  let found: SearchVersion | undefined;
  for (const version of versions) {
    const path = version.path?.replace(/\/$/, '');
    if (path === undefined || (pathname !== path && !pathname.startsWith(`${path}/`))) continue;
    if (!found || path.length > (found.path ?? '').length) found = version;
  }
  return found?.name;
}

/**
 * The version a search answers from: the version of the docs page the reader
 * is on, and the latest version anywhere else (or for a version the index
 * does not know).
 */
export function searchVersionFor(
  pageVersion: string | undefined,
  versions: readonly SearchVersion[],
): SearchVersion | undefined {
  return (
    versions.find((version) => version.name === pageVersion) ??
    versions.find((version) => version.isLast) ??
    versions[0]
  );
}

/**
 * The provider's filter for a version (the records of a versioned docs page
 * carry its version; every other record carries all of them), in the form
 * DocSearch passes through as `searchParameters`. None when there is one version.
 */
export function versionFacetFilters(
  version: SearchVersion | undefined,
  versions: readonly SearchVersion[],
): string[] | undefined {
  if (!version || versions.length < 2) return undefined;
  return [`version:${version.name}`];
}

/** The sentence under the results that says which version answered; none with one version. */
export function searchedVersionText(
  version: SearchVersion | undefined,
  versions: readonly SearchVersion[],
): string | null {
  if (!version || versions.length < 2) return null;
  return version.isLast
    ? `Searched the latest docs (version ${version.label}).`
    : `Searched the docs of version ${version.label}.`;
}

/** One docs version as `search/versions.json` lists it, for tools outside the browser (the MCP server). */
export interface VersionsFileEntry {
  readonly name: string;
  readonly label: string;
  readonly isLast: boolean;
  /** The version's docs path without the base URL ("/docs", "/docs/2025", "/docs/next"). */
  readonly path: string;
  /** The whole index file of the version, relative to the base URL ("search/index-2025.json"). */
  readonly index: string;
}

/** Where the list of versions is written: beside the index (`search/index.json` -> `search/versions.json`). */
export function versionsFilePath(indexPath: string): string {
  return indexPath.replace(/[^/]+$/, 'versions.json');
}

/** The versions list, newest first; one entry, at the index path itself, on an unversioned site. */
export function versionsFile(
  versions: readonly {
    readonly name: string;
    readonly label: string;
    readonly isLast: boolean;
    readonly path?: string;
  }[],
  indexPath: string,
  baseUrl: string,
): VersionsFileEntry[] {
  return versions.map((version) => ({
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: `/${(version.path ?? '/docs').slice(
      (version.path ?? '').startsWith(baseUrl) ? baseUrl.length : 0,
    )}`.replace(/^\/+/, '/'),
    index: versions.length > 1 ? shardPath(indexPath, version.name, version.isLast) : indexPath,
  }));
}
