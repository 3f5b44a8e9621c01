/**
 * The top-level categories results are grouped under (a record's
 * `hierarchy.lvl0`). The first rule whose prefix matches a page's path wins,
 * so the most specific prefixes come first.
 */

export interface CategoryRule {
  /** A path prefix: matches the path itself and every path below it. */
  readonly prefix: string;
  readonly category: string;
  /** The page that opens the category, when the prefix itself is not one. */
  readonly landing?: string;
}

export const CATEGORY_RULES: readonly CategoryRule[] = [
  {prefix: '/docs/canvas/filters', category: 'Canvas filters'},
  {prefix: '/docs/canvas/functions', category: 'Canvas functions'},
  {prefix: '/docs/canvas/tags', category: 'Canvas tags'},
  {prefix: '/docs/canvas/tests', category: 'Canvas tests'},
  {prefix: '/docs/canvas/variables', category: 'Canvas variables'},
  {prefix: '/docs/canvas', category: 'Canvas'},
  {prefix: '/docs/courier', category: 'Courier', landing: '/docs/courier/getting-started'},
  {
    prefix: '/docs/ai-components',
    category: 'AI components',
    landing: '/docs/ai-components/getting-started',
  },
  {prefix: '/docs', category: 'Getting started'},
  {prefix: '/api/admin', category: 'Admin API'},
  {prefix: '/api/console', category: 'Console API'},
  {prefix: '/api/project', category: 'Project API'},
  {prefix: '/api', category: 'API reference'},
  {prefix: '/guides', category: 'Guides'},
  {prefix: '/changelog', category: 'Changelog'},
];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The category of a page, from its path without the base URL
 * (`/docs/canvas/filters/date` -> 'Canvas filters'); null for a page outside
 * the four sections, which the index leaves out.
 */
export function categoryForPath(
  pathname: string,
  rules: readonly CategoryRule[] = CATEGORY_RULES,
): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return rules.find((rule) => isUnder(path, rule.prefix))?.category ?? null;
}
