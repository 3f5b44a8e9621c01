/**
 * The changelog entries and their declared pages, read from the changelog
 * folder (the same files the changelog's blog plugin reads), and the doc a
 * declaration names, read from the docs folders. Both sides of the trail are
 * resolved from these while Markdown is parsed, so each page carries only its
 * own part of the trail.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {frontMatterOf} from '../../data/frontMatter';
import {pageDeclarations, type InstanceName, type PageDeclaration} from './declarations';

export interface ChangelogEntry {
  /** Relative to the site, for messages. */
  readonly file: string;
  readonly date: string;
  readonly title: string;
  readonly permalink: string;
  readonly declarations: readonly PageDeclaration[];
}

const ENTRY_FILE = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/;

/** The entries of the changelog folder; their permalinks as the blog plugin makes them (date and name, or `slug`). */
export function readChangelog(
  siteDir: string,
  dir = 'changelog',
  routeBase = '/changelog',
): ChangelogEntry[] {
  const root = join(siteDir, dir);
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((name) => {
    const match = ENTRY_FILE.exec(name);
    if (!match) return [];
    const [, year, month, day, fileSlug] = match;
    const file = `${dir}/${name}`;
    const frontMatter = frontMatterOf(readFileSync(join(root, name), 'utf8'));
    const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug.replace(/^\/+/, '') : null;
    return [
      {
        file,
        date: `${year}-${month}-${day}`,
        title: typeof frontMatter.title === 'string' ? frontMatter.title : (fileSlug ?? name),
        permalink: slug
          ? `${routeBase}/${slug}`
          : `${routeBase}/${year}/${month}/${day}/${fileSlug}`,
        declarations: pageDeclarations(file, frontMatter),
      },
    ];
  });
}

/** Where a docs instance's pages are: the folder a reader's latest version comes from, and its route. */
export interface DocsFolder {
  readonly dir: string;
  readonly routeBase: string;
}

/** A doc's file in a folder, by id (no doc of this site overrides its id or slug). */
export function docFile(siteDir: string, folder: DocsFolder, docId: string): string | null {
  for (const extension of ['md', 'mdx']) {
    const file = join(siteDir, folder.dir, `${docId}.${extension}`);
    if (existsSync(file)) return file;
  }
  return null;
}

/** The route of a doc: its id under the route base, an `index` doc at its folder's path. */
export function docPermalink(routeBase: string, docId: string): string {
  const path = docId === 'index' ? '' : docId.replace(/\/index$/, '');
  return path ? `${routeBase}/${path}` : routeBase;
}

/** The title and permalink of the doc a declaration names, in the first folder that has it. */
export function resolveDoc(
  siteDir: string,
  folders: Readonly<Record<InstanceName, readonly DocsFolder[]>>,
  declaration: PageDeclaration,
): {readonly title: string; readonly permalink: string} | null {
  for (const folder of folders[declaration.instance]) {
    const file = docFile(siteDir, folder, declaration.docId);
    if (!file) continue;
    const title = frontMatterOf(readFileSync(file, 'utf8')).title;
    return {
      title: typeof title === 'string' ? title : declaration.docId,
      permalink: docPermalink(folder.routeBase, declaration.docId),
    };
  }
  return null;
}
