/**
 * Makes a copy of the site a git repository of its own with one commit: the docs show
 * 'Last updated' from git, and the build fails on a page outside any git worktree.
 */
import {spawnSync} from 'node:child_process';

export function commitCopy(dir, name) {
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', name],
  ]) {
    const result = spawnSync(
      'git',
      ['-c', `user.name=${name}`, '-c', 'user.email=site-copy@localhost', ...args],
      {cwd: dir, stdio: 'ignore'},
    );
    if (result.status !== 0) throw new Error(`git ${args[0]} failed in ${dir}`);
  }
}
