/**
 * The redirects a host answers: each row of the table for the page and for its Markdown twin,
 * checked so a mistake fails the build with the row and the fix.
 */
import type {Redirect} from '../../data/redirects';
import {twinPath} from '../../lib/twinPath';

export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: 301;
}

/** Problems with the table, one line each (empty when it is sound). */
export function redirectProblems(rows: readonly Redirect[], pages: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const {from, to} of rows) {
    const row = `{from: '${from}', to: '${to}'}`;
    if (!/^\/[^\s?#]*[^/\s?#]$/.test(from))
      problems.push(`${row}: "from" must be a site path such as /docs/old-name.`);
    if (seen.has(from)) problems.push(`${row}: ${from} is redirected twice; keep one row.`);
    seen.add(from);
    if (pages.has(from))
      problems.push(`${row}: ${from} is still a page; move the page's file or drop the row.`);
    if (!pages.has(to))
      problems.push(`${row}: ${to} is not a page of the site; point "to" at the page's path now.`);
  }
  return problems;
}

/** Every rule a host applies: the page's and its twin's, in table order. */
export function redirectRules(rows: readonly Redirect[]): RedirectRule[] {
  return rows.flatMap(({from, to}) => [
    {from, to, status: 301 as const},
    {from: twinPath(from), to: twinPath(to), status: 301 as const},
  ]);
}

/** `_redirects` for Netlify and Cloudflare Pages: `from to 301`, one rule a line. */
export function redirectsFile(rules: readonly RedirectRule[]): string {
  return [
    '# Pages that moved (src/data/redirects.ts), written by the build: old path, new path, status.',
    ...rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`),
    '',
  ].join('\n');
}
