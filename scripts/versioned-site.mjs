#!/usr/bin/env node
/**
 * Makes a versioned copy of the site in a temporary folder, as a maintainer
 * would version it, so the tests can build and check a portal with several
 * docs versions while the committed site keeps one:
 *
 * 1. copies the working tree (tracked and new files, not ignored ones) and links node_modules;
 * 2. runs `docusaurus docs:version 2025`, then `docusaurus docs:version 2026`:
 *    2026 is the latest (served at /docs), 2025 an older one (/docs/2025), and
 *    the current docs become the unreleased next version (/docs/next);
 * 3. removes one page from the current docs after the cut, so the copy also has
 *    a page that exists only in a snapshot (the version menu then falls back to
 *    the next version's introduction, and "Edit this page" to the snapshot).
 *
 *   node scripts/versioned-site.mjs [--dir /tmp/folder]
 * Prints the folder on its last line.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {versionedFixture} from './versionedFixture.mjs';
import {commitCopy} from './copyAsRepository.mjs';
import {copyWorkingTree} from './copyWorkingTree.mjs';
import {option} from './cli/options.mjs';

const source = process.cwd();
const target = option('dir')
  ? resolve(option('dir'))
  : mkdtempSync(join(tmpdir(), 'tessera-versioned-'));
rmSync(target, {recursive: true, force: true});
mkdirSync(target, {recursive: true});

copyWorkingTree(source, target);

const docusaurus = join(source, 'node_modules', '.bin', 'docusaurus');
for (const version of versionedFixture.versions) {
  const result = spawnSync(docusaurus, ['docs:version', version], {cwd: target, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
rmSync(join(target, 'docs', `${versionedFixture.onlyInLatestSnapshot}.md`));

commitCopy(target, 'Versioned copy');

console.log(target);
