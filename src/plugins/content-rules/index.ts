/**
 * Checks every content page before Docusaurus loads it: the content rules (contentRules.ts) on the
 * four sections, and each guide's frontmatter. Problems are printed first, as one list that names
 * the file, the rule or field and the fix, and then the build (or `npm run dev`) stops. Without
 * this, a bad guide surfaces deep in the blog plugin's output, under a hint about quoting YAML
 * values that does not apply and a stack trace.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guideFrontMatter, GuideFrontMatterError} from '../guide-front-matter/guideFrontMatter';
import {readGuideVocabulary} from '../guide-front-matter';
import {splitFrontMatter} from '../../data/frontMatter';
import {checkPage, type ContentProblem} from './contentRules';
import {markdownFiles} from './markdownFiles';
import {formatProblems} from './report';

const SECTIONS = ['docs', 'api', 'guides', 'changelog'] as const;

/** Every content problem of the site in `siteDir`, in file order. */
export function siteContentProblems(siteDir: string): ContentProblem[] {
  const vocabulary = readGuideVocabulary(join(siteDir, 'guides'));
  return markdownFiles(SECTIONS, siteDir).flatMap((file) => {
    const text = readFileSync(join(siteDir, file), 'utf8');
    const problems = checkPage(file, text);
    if (file.startsWith('guides/')) {
      try {
        guideFrontMatter(file, splitFrontMatter(text).frontMatter, vocabulary);
      } catch (error) {
        if (!(error instanceof GuideFrontMatterError)) throw error;
        problems.push({file, rule: error.field, detail: error.problem});
      }
    }
    return problems;
  });
}

export default function contentRules(context: LoadContext): Plugin {
  return {
    name: 'content-rules',
    getPathsToWatch() {
      return SECTIONS.map((section) => join(context.siteDir, section, '**/*.{md,mdx}'));
    },
    // Synchronous on purpose: it runs before any other plugin's loadContent gets past its first await.
    loadContent() {
      const started = performance.now();
      const problems = siteContentProblems(context.siteDir);
      // Its own time: Docusaurus' perf logger times the hook until every plugin's loadContent has
      // passed its first await, which would count their work as this step's (bench/scale.mjs).
      logger.info`Content rules: every page checked in ${(performance.now() - started).toFixed(1)} ms`;
      if (problems.length === 0) return;
      logger.error(formatProblems(problems));
      const error = new Error(`${problems.length} content problem(s), listed above.`);
      // The list above is the whole story: no stack frames under it.
      error.stack = error.message;
      throw error;
    },
  };
}
