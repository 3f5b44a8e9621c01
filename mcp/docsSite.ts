/**
 * The site as the server knows it: its docs versions (`search/versions.json`), the search index of
 * each version (the file the overlay's engine loads, read and built once), the sitemap's page
 * order and the pages' Markdown twins. Everything is read through `SiteFiles`, lazily.
 */
import {createEngine, type Engine} from '../src/lib/search/engine';
import {parseIndexFile} from '../src/lib/search/indexLoader';
import type {SearchRecord} from '../src/lib/search/types';
import type {VersionsFileEntry} from '../src/lib/search/versions';
import {versionsFilePath} from '../src/lib/search/versions';
import {searchSettings} from '../src/data/search';
import {twinPath} from '../src/lib/twinPath';
import type {SiteFiles} from './siteFiles';

export type DocsVersion = VersionsFileEntry;

/** A site built before the versions file existed: one version, at the index path. */
const SINGLE_VERSION: readonly DocsVersion[] = [
  {name: 'current', label: 'Current', isLast: true, path: '/docs', index: searchSettings.indexPath},
];

export interface VersionIndex {
  readonly version: DocsVersion;
  readonly records: readonly SearchRecord[];
  readonly engine: Engine;
}

export interface DocsSite {
  readonly files: SiteFiles;
  versions(): Promise<readonly DocsVersion[]>;
  /** The version asked for by name or label (any case), or the latest released one; undefined for an unknown name. */
  version(name?: string): Promise<DocsVersion | undefined>;
  index(version: DocsVersion): Promise<VersionIndex>;
  /** Page paths in the sitemap's order. */
  sitemapOrder(): Promise<ReadonlyMap<string, number>>;
  /** A page's Markdown twin, by site path (`/docs/x`), or undefined when the site has no such page. */
  twin(path: string): Promise<string | undefined>;
}

function isVersionEntry(value: unknown): value is DocsVersion {
  const entry = value as Partial<DocsVersion> | null;
  return (
    typeof entry?.name === 'string' &&
    typeof entry.label === 'string' &&
    typeof entry.isLast === 'boolean' &&
    typeof entry.path === 'string' &&
    typeof entry.index === 'string'
  );
}

/** The versions of `search/versions.json`; a malformed file is an error that names it. */
export function parseVersionsFile(text: string, source: string): DocsVersion[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON.`);
  }
  if (!Array.isArray(data) || data.length === 0 || !data.every(isVersionEntry))
    throw new Error(
      `${source} is not a list of versions with name, label, isLast, path and index.`,
    );
  return data;
}

/** The page paths of a sitemap, in its order, without the base path. */
export function sitemapPaths(xml: string, basePath = '/'): string[] {
  const base = basePath.replace(/\/+$/, '');
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    let pathname: string;
    try {
      pathname = new URL(match[1] ?? '').pathname;
    } catch {
      pathname = match[1] ?? '/';
    }
    if (base !== '' && pathname.startsWith(`${base}/`)) pathname = pathname.slice(base.length);
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  });
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export function openDocsSite(files: SiteFiles): DocsSite {
  const versions = once(async () => {
    const path = `/${versionsFilePath(searchSettings.indexPath)}`;
    const text = await files.read(path);
    return text === undefined ? SINGLE_VERSION : parseVersionsFile(text, path);
  });
  const indexes = new Map<string, () => Promise<VersionIndex>>();
  const sitemapOrder = once(async () => {
    const xml = await files.read('/sitemap.xml');
    if (xml === undefined) throw new Error(`No sitemap.xml in ${files.source}.`);
    return new Map(sitemapPaths(xml).map((path, index) => [path, index]));
  });

  return {
    files,
    versions,
    async version(name) {
      const all = await versions();
      if (name === undefined || name.trim() === '')
        return all.find((version) => version.isLast) ?? all[0];
      const wanted = name.trim().toLowerCase();
      return all.find(
        (version) =>
          version.name.toLowerCase() === wanted ||
          version.label.toLowerCase() === wanted ||
          version.path.split('/').pop()?.toLowerCase() === wanted,
      );
    },
    index(version) {
      let load = indexes.get(version.name);
      if (!load) {
        load = once(async () => {
          const text = await files.read(`/${version.index}`);
          if (text === undefined)
            throw new Error(`No search index at /${version.index} in ${files.source}.`);
          const {records} = parseIndexFile(text);
          return {version, records, engine: createEngine(records)};
        });
        indexes.set(version.name, load);
      }
      return load();
    },
    sitemapOrder,
    twin: (path) => files.read(twinPath(path)),
  };
}
