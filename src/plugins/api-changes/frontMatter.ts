/**
 * Puts each page's part of the API history in its frontmatter while Markdown is parsed (the
 * site's `markdown.parseFrontMatter`): an endpoint page gets `apiChangeNotes` ("New in",
 * "Changed in"), a changelog entry that announces API changes gets `apiChangeLinks`, its rows on
 * /api/changes. Each page carries only its own.
 */
import {relative, sep} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {endpoints} from '../../data/api';
import {apiChanges} from '../../data/api/history';
import {endpointNotes, entryChangeLinks} from '../../data/api/history/notes';
import type {ApiChange} from '../../data/api/history/types';

export const NOTES_FIELD = 'apiChangeNotes';
export const LINKS_FIELD = 'apiChangeLinks';

/** The fields a file gets: by its path relative to the site ("api/console/brand/create.mdx"). */
export function historyFields(file: string, rows: readonly ApiChange[]): Record<string, unknown> {
  const path = file.split(sep).join('/');
  if (path.startsWith('changelog/')) {
    const links = entryChangeLinks(rows, path);
    return links.length > 0 ? {[LINKS_FIELD]: links} : {};
  }
  const doc = /^api\/(.+)\.mdx?$/.exec(path)?.[1];
  const endpoint = doc ? endpoints.find((candidate) => candidate.docId === doc) : undefined;
  if (!endpoint) return {};
  const notes = endpointNotes(rows, endpoint.id);
  return notes.length > 0 ? {[NOTES_FIELD]: notes} : {};
}

export function createApiChangesFrontMatterParser(
  siteDir: string,
  next?: ParseFrontMatter,
): ParseFrontMatter {
  return async (params) => {
    const result = next ? await next(params) : await params.defaultParseFrontMatter(params);
    const fields = historyFields(relative(siteDir, params.filePath), apiChanges);
    return Object.keys(fields).length > 0
      ? {...result, frontMatter: {...result.frontMatter, ...fields}}
      : result;
  };
}
