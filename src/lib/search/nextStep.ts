/**
 * What "No results for …" offers next: the part of the site the query's words
 * name (its category, as results are grouped: "canvas filter" -> Canvas filters),
 * or, when they name none, the places to browse. Never a page the query did not
 * find: only where to look.
 */
import {CATEGORY_RULES, type CategoryRule} from './categories';
import {stem} from './language/stem';
import {normalizeTerm, queryTerms} from './text';

export interface SectionStep {
  readonly kind: 'section';
  readonly category: string;
  readonly path: string;
}

export interface BrowseStep {
  readonly kind: 'browse';
}

export type NextStep = SectionStep | BrowseStep;

/** Where to browse when the query names no part of the site. */
export const BROWSE_LINKS: readonly {readonly label: string; readonly path: string}[] = [
  {label: 'the docs', path: '/docs'},
  {label: 'the API reference', path: '/api'},
  {label: 'the guides', path: '/guides'},
];

const wordsOf = (text: string) =>
  new Set(queryTerms(text).map((word) => stem(normalizeTerm(word))));

/**
 * The category most of whose words the query has ("admin api" -> Admin API; "api" alone ->
 * API reference, the broadest of those that tie), or the browse links.
 */
export function nextStepFor(
  query: string,
  rules: readonly CategoryRule[] = CATEGORY_RULES,
): NextStep {
  const asked = wordsOf(query);
  let best: {rule: CategoryRule; found: number; share: number} | null = null;
  for (const rule of rules) {
    const words = [...wordsOf(rule.category)];
    const found = words.filter((word) => asked.has(word)).length;
    if (found === 0) continue;
    const share = found / words.length;
    const better =
      !best ||
      found > best.found ||
      (found === best.found && share > best.share) ||
      (found === best.found &&
        share === best.share &&
        rule.prefix.length < best.rule.prefix.length);
    if (better) best = {rule, found, share};
  }
  if (!best) return {kind: 'browse'};
  return {
    kind: 'section',
    category: best.rule.category,
    path: best.rule.landing ?? best.rule.prefix,
  };
}
