/**
 * Puts each page's part of the API history in its frontmatter while Markdown is parsed (the
 * site's `markdown.parseFrontMatter`): an endpoint page gets `apiChangeNotes` ("New in",
 * "Changed in"), a changelog entry that announces API changes gets `apiChangeLinks`, its rows on
 * /api/changes, and the keyword `breaking change` when one of them is. Each page carries only its own.
 */
import {relative, sep} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {endpoints} from '../../data/api';
import {apiChanges} from '../../data/api/history';
import {endpointNotes, entryChangeLinks, type EntryChangeLink} from '../../data/api/history/notes';
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

/**
 * Readers ask whether an API change breaks anything ("is there a breaking change to webhook
 * signatures"); the history knows which rows do, so an entry that announces one is found by it.
 */
export const BREAKING_KEYWORD = 'breaking change';

/** The entry's keywords with `BREAKING_KEYWORD` added when one of its rows breaks clients. */
export function keywordsWithBreaking(
  keywords: unknown,
  links: readonly EntryChangeLink[],
): unknown {
  if (!links.some((link) => link[4] === true)) return keywords;
  const own = Array.isArray(keywords) ? (keywords as unknown[]) : [];
  return own.includes(BREAKING_KEYWORD) ? own : [...own, BREAKING_KEYWORD];
}

export function createApiChangesFrontMatterParser(
  siteDir: string,
  next?: ParseFrontMatter,
): ParseFrontMatter {
  return async (params) => {
    const result = next ? await next(params) : await params.defaultParseFrontMatter(params);
    const fields = historyFields(relative(siteDir, params.filePath), apiChanges);
    if (Object.keys(fields).length === 0) return result;
    const links = fields[LINKS_FIELD] as readonly EntryChangeLink[] | undefined;
    const keywords = links
      ? keywordsWithBreaking(result.frontMatter.keywords, links)
      : result.frontMatter.keywords;
    return {
      ...result,
      frontMatter: {
        ...result.frontMatter,
        ...fields,
        ...(keywords === undefined ? {} : {keywords}),
      },
    };
  };
}
