/**
 * How the build reports content problems: grouped by file, one line per problem with the rule
 * (or frontmatter field) and what to do, so the list reads on its own at the top of the output.
 */
import type {ContentProblem} from './contentRules';

export function formatProblems(problems: readonly ContentProblem[]): string {
  const byFile = new Map<string, ContentProblem[]>();
  for (const problem of problems) {
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  }
  const count = `${problems.length} content problem${problems.length === 1 ? '' : 's'}`;
  const lines = [`${count} (the rules are in CONTRIBUTING.md). Fix each, then build again:`];
  for (const [file, found] of byFile) {
    lines.push('', `  ${file}`);
    for (const {rule, detail} of found) lines.push(`    ${rule}: ${detail}`);
  }
  return lines.join('\n');
}
