/**
 * The docs versions cut with `docusaurus docs:version` (versions.json, newest
 * first), read by the config: the version menu shows only when there is one.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

export function cutDocsVersions(siteDir: string): string[] {
  const file = join(siteDir, 'versions.json');
  if (!existsSync(file)) return [];
  const names: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string'))
    throw new Error(
      `${file}: expected a list of version names, as docusaurus docs:version writes.`,
    );
  return names;
}

/**
 * The route prefix of each docs version other than the latest, once versions are cut: the
 * unreleased `/docs/next` and the older `/docs/<name>`. The sitemap leaves them out, so search
 * engines index one copy of each page, the released latest one (older pages also name it as
 * their canonical).
 */
export function notLatestDocsPrefixes(versions: readonly string[]): string[] {
  return versions.length === 0
    ? []
    : ['/docs/next', ...versions.slice(1).map((name) => `/docs/${name}`)];
}
