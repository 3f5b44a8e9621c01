/**
 * The accessibility bar: axe-core with the WCAG 2.1 A and AA rules, and no
 * violation of serious or critical impact. Shared by the browser sweep and
 * the checker's own unit test.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The rules whose answer depends on colour. The site's themes differ in colour alone
 * (html[data-theme] swaps colour variables), so the second theme of a page runs only these, unless
 * its elements are shown or sized differently there (`renderedShape` in ../axe.ts).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

export interface AxeResultViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly nodes: readonly {readonly target: readonly unknown[]}[];
}

export interface Violation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

export function blockingViolations(violations: readonly AxeResultViolation[]): Violation[] {
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
}

/** What a sweep checks on a page: the whole document, or only its own content (`<main>`). */
export type SweepScope = 'page' | 'main';

/** Pages with the same frame (header, sidebar, footer): the same section and, in the API reference, the same sidebar. */
export function frameOf(path: string): string {
  const [section = '', sub = ''] = path.split('/').filter(Boolean);
  return section === 'api' ? `api/${sub}` : section;
}

/**
 * The scope of each route of a sweep: the first page of each frame is checked in
 * full, every other page's own content alone. Decided from the route list itself,
 * so each page can be its own test, in any worker and any order.
 */
export function sweepScopes(routes: readonly string[]): Map<string, SweepScope> {
  const framesSeen = new Set<string>();
  return new Map(
    routes.map((path) => {
      const frame = frameOf(path);
      const scope: SweepScope = framesSeen.has(frame) ? 'main' : 'page';
      framesSeen.add(frame);
      return [path, scope];
    }),
  );
}
