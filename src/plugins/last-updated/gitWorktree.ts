/**
 * Whether the site is built from a git worktree. 'Last updated' dates come from git; a source
 * archive or a container build context usually has no `.git`, and Docusaurus then stops the build
 * ("outside any Git worktree"). Outside a worktree the dates are left out (a file's date there is
 * the time it was copied, not when it was written), with one warning.
 */
import {spawnSync} from 'node:child_process';

export type VcsChoice = true | 'disabled';

/** True when `git` runs and `dir` is inside a worktree; false without git or outside one. */
export function isInsideGitWorktree(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return result.status === 0 && result.stdout.trim() === 'true';
}

export const NO_GIT_WARNING =
  '[WARNING] Not a git worktree: pages are built without "Last updated" dates (they come from git history).';

const WARNED = Symbol.for('tessera.gitWorktree.warned');

/**
 * The config's `future.experimental_vcs`: git dates inside a worktree, none outside it.
 * Warns once per process, however often the config is loaded: a build loads it twice, each time
 * evaluating this module anew, so the folders already warned about live on `globalThis`.
 */
export function vcsForSite(
  dir: string,
  insideWorktree: (dir: string) => boolean = isInsideGitWorktree,
  warn: (message: string) => void = console.warn,
): VcsChoice {
  if (insideWorktree(dir)) return true;
  const warned = ((globalThis as {[WARNED]?: Set<string>})[WARNED] ??= new Set<string>());
  if (!warned.has(dir)) {
    warned.add(dir);
    warn(NO_GIT_WARNING);
  }
  return 'disabled';
}
