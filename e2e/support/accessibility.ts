/**
 * The accessibility bar: axe-core with the WCAG 2.1 A and AA rules, and no
 * violation of serious or critical impact. Shared by the browser sweep and
 * the checker's own unit test.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const BLOCKING = new Set(['serious', 'critical']);

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
