import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {isInsideGitWorktree, NO_GIT_WARNING, vcsForSite} from './gitWorktree';

type GitWorktreeModule = {vcsForSite: typeof vcsForSite};

describe('isInsideGitWorktree', () => {
  it('is true in the repository and false in a folder outside any worktree', () => {
    expect(isInsideGitWorktree(__dirname)).toBe(true);
    const outside = mkdtempSync(join(tmpdir(), 'tessera-no-git-'));
    try {
      expect(isInsideGitWorktree(outside)).toBe(false);
    } finally {
      rmSync(outside, {recursive: true, force: true});
    }
  });

  it('is false for a folder that does not exist (git cannot run there)', () => {
    expect(isInsideGitWorktree(join(tmpdir(), 'tessera-missing-folder-for-git'))).toBe(false);
  });
});

describe('vcsForSite', () => {
  it('keeps git dates inside a worktree, without a warning', () => {
    const warn = jest.fn();
    expect(vcsForSite('/site-in-git', () => true, warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('disables them outside one and warns once, however often the config loads', () => {
    const warn = jest.fn();
    expect(vcsForSite('/site-without-git', () => false, warn)).toBe('disabled');
    expect(vcsForSite('/site-without-git', () => false, warn)).toBe('disabled');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(NO_GIT_WARNING);
  });

  it('warns once even when the config, and this module, are loaded again', () => {
    const warn = jest.fn();
    for (let load = 0; load < 2; load += 1) {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<GitWorktreeModule>('./gitWorktree');
        fresh.vcsForSite('/site-loaded-twice', () => false, warn);
      });
    }
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
