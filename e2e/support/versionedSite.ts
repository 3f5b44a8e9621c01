/**
 * The docs versions of the built site (versions.json beside the config, as
 * `docusaurus docs:version` writes it) and the sample of versioned pages the
 * accessibility sweep checks on a versioned site: the pages are those of the
 * unversioned site, swept in full there, in new frames (version menu, banner),
 * so a few spread across each version suffice.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {notLatestDocsPrefixes} from '../../src/plugins/docs-versions/versions';

export const SITE_ROOT = join(__dirname, '..', '..');

/** Version names cut, newest first; none on an unversioned site. */
export function cutVersions(root = SITE_ROOT): string[] {
  const file = join(root, 'versions.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/** The route prefix of each version other than the latest: `/docs/next` and `/docs/<name>`. */
export const olderVersionPrefixes = notLatestDocsPrefixes;

/**
 * The routes to sweep. Unversioned: every route. Versioned: the pages outside
 * the docs are the same as on the unversioned site (swept there), so only
 * `perVersion` docs pages of each version, spread evenly, introduction first.
 */
export function sweepRoutes(
  routes: readonly string[],
  versions: readonly string[],
  perVersion = 6,
): string[] {
  if (versions.length === 0) return [...routes];
  const prefixes = olderVersionPrefixes(versions);
  const inVersion = (path: string, prefix: string) =>
    path === prefix || path.startsWith(`${prefix}/`);
  const latest = routes.filter(
    (path) => inVersion(path, '/docs') && !prefixes.some((prefix) => inVersion(path, prefix)),
  );
  const spread = (pages: readonly string[]) => {
    if (pages.length <= perVersion) return [...pages];
    const step = pages.length / perVersion;
    return Array.from(
      {length: perVersion},
      (_, index) => pages[Math.floor(index * step)] as string,
    );
  };
  return [
    ...spread(latest),
    ...prefixes.flatMap((prefix) => spread(routes.filter((path) => inVersion(path, prefix)))),
  ];
}
