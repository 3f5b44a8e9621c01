/**
 * The trail, resolved while Markdown is parsed (the site's
 * `markdown.parseFrontMatter`): a doc of the docs or of the API reference gets
 * `changelog` (the entries that touched it, src/lib/changeTrail.ts
 * PageChange); a changelog entry gets `changedPages` (ChangedPage). Ids that
 * name no page are left out here; the plugin in index.ts fails the build on them.
 */
import {relative, sep} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {sortPageChanges, type ChangedPage, type PageChange} from '../../lib/changeTrail';
import type {InstanceName} from './declarations';
import {readChangelog, resolveDoc, type ChangelogEntry, type DocsFolder} from './entries';

export const PAGE_FIELD = 'changelog';
export const ENTRY_FIELD = 'changedPages';

/** Which doc a file is, from its path relative to the site: instance and id, or null. */
export function docOfFile(file: string): {instance: InstanceName; docId: string} | null {
  const path = file.split(sep).join('/');
  const current = /^(docs|api)\/(.+)\.mdx?$/.exec(path);
  const snapshot = /^versioned_docs\/version-[^/]+\/(.+)\.mdx?$/.exec(path);
  const instance: InstanceName | null = current
    ? current[1] === 'api'
      ? 'api'
      : 'docs'
    : snapshot
      ? 'docs'
      : null;
  const docId = current?.[2] ?? snapshot?.[1];
  // Files and folders whose name starts with "_" are partials, not pages.
  if (!instance || !docId || docId.split('/').some((part) => part.startsWith('_'))) return null;
  return {instance, docId};
}

/** The changes that touched one doc, oldest first. */
export function changesForDoc(
  entries: readonly ChangelogEntry[],
  instance: InstanceName,
  docId: string,
): PageChange[] {
  return sortPageChanges(
    entries.flatMap((entry) =>
      entry.declarations
        .filter((declaration) => declaration.instance === instance && declaration.docId === docId)
        .map((declaration) => ({
          kind: declaration.kind,
          date: entry.date,
          entryTitle: entry.title,
          entryPermalink: entry.permalink,
          ...(declaration.item ? {item: declaration.item} : {}),
        })),
    ),
  );
}

export function createChangeTrailFrontMatterParser(
  siteDir: string,
  folders: Readonly<Record<InstanceName, readonly DocsFolder[]>>,
  next?: ParseFrontMatter,
): ParseFrontMatter {
  let entries: ChangelogEntry[] | undefined;
  return async (params) => {
    const result = next ? await next(params) : await params.defaultParseFrontMatter(params);
    const file = relative(siteDir, params.filePath);
    entries ??= readChangelog(siteDir);
    const entry = entries.find((candidate) => candidate.file === file.split(sep).join('/'));
    if (entry) {
      const changedPages: ChangedPage[] = entry.declarations.flatMap((declaration) => {
        const doc = resolveDoc(siteDir, folders, declaration);
        if (!doc) return [];
        return [
          {
            kind: declaration.kind,
            title: doc.title,
            permalink: declaration.item ? `${doc.permalink}#${declaration.item}` : doc.permalink,
            ...(declaration.item ? {item: declaration.item} : {}),
          },
        ];
      });
      return changedPages.length > 0
        ? {...result, frontMatter: {...result.frontMatter, [ENTRY_FIELD]: changedPages}}
        : result;
    }
    const doc = docOfFile(file);
    if (!doc) return result;
    const changes = changesForDoc(entries, doc.instance, doc.docId);
    return changes.length > 0
      ? {...result, frontMatter: {...result.frontMatter, [PAGE_FIELD]: changes}}
      : result;
  };
}
