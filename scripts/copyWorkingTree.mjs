/**
 * Copies the site's working tree (tracked and new files, not ignored ones) to another folder and
 * links node_modules there, so a script can build a variant of the site without touching it.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, symlinkSync} from 'node:fs';
import {dirname, join} from 'node:path';

/**
 * Copies every file of `source`'s working tree into `target`, except paths matching `skip`; files
 * deleted in the working tree but still tracked are left out. Returns how many files it copied.
 */
export function copyWorkingTree(source, target, {skip} = {}) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: source,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${source}: ${listed.stderr}`);
  let copied = 0;
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    // node_modules is linked below; a linked one (a worktree's) shows up as an untracked file.
    if (file === 'node_modules' || skip?.test(file) || !existsSync(join(source, file))) continue;
    mkdirSync(dirname(join(target, file)), {recursive: true});
    cpSync(join(source, file), join(target, file));
    copied += 1;
  }
  symlinkSync(join(source, 'node_modules'), join(target, 'node_modules'), 'dir');
  return copied;
}
