/**
 * Guide frontmatter, checked while Markdown is parsed: the site config's
 * `markdown.parseFrontMatter` calls `parseGuideFrontMatter` for files under
 * guides/, so a bad guide fails the build with its file name and field.
 */
import {readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import yaml from 'js-yaml';
import type {ParseFrontMatter} from '@docusaurus/types';
import {guideFrontMatter, type GuideVocabulary} from './guideFrontMatter';

function keysOf(file: string): Set<string> {
  const parsed = yaml.load(readFileSync(file, 'utf8'));
  return new Set(parsed && typeof parsed === 'object' ? Object.keys(parsed) : []);
}

/** The tag and author keys a guide may use: those of `tags.yml` and `authors.yml` in the guides folder. */
export function readGuideVocabulary(guidesRoot: string): GuideVocabulary {
  return {
    tags: keysOf(join(guidesRoot, 'tags.yml')),
    authors: keysOf(join(guidesRoot, 'authors.yml')),
  };
}

export function createGuideFrontMatterParser(
  siteDir: string,
  guidesDir = 'guides',
): ParseFrontMatter {
  const root = join(siteDir, guidesDir);
  let vocabulary: GuideVocabulary | undefined;
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const file = relative(siteDir, params.filePath);
    const isGuide = params.filePath.startsWith(root + sep) && /\.mdx?$/.test(params.filePath);
    if (!isGuide) return result;
    vocabulary ??= readGuideVocabulary(root);
    return {...result, frontMatter: guideFrontMatter(file, result.frontMatter, vocabulary)};
  };
}
