/**
 * A page's `keywords` are for the search index only: readers never see them, and Docusaurus would
 * otherwise ship them to the browser twice on every page (in the page's module and its metadata),
 * on a list page once per post. The site's front matter parser drops them from what pages carry;
 * the index reads them from the page's file (`sourceKeywords`). Search engines ignore the
 * `<meta name="keywords">` tag this also leaves out.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {frontMatterOf} from '../../data/frontMatter';

export function createSearchOnlyKeywordsParser(next: ParseFrontMatter): ParseFrontMatter {
  return async (params) => {
    const result = await next(params);
    if (!('keywords' in result.frontMatter)) return result;
    const {keywords: _searchOnly, ...frontMatter} = result.frontMatter;
    return {...result, frontMatter};
  };
}

/** The keywords in a page's file, from its `source` as Docusaurus gives it (`@site/docs/x.md`). */
export function sourceKeywords(siteDir: string): (source: unknown) => unknown {
  return (source) => {
    if (typeof source !== 'string' || !source.startsWith('@site/')) return undefined;
    return frontMatterOf(readFileSync(join(siteDir, source.slice('@site/'.length)), 'utf8'))
      .keywords;
  };
}
