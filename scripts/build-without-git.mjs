#!/usr/bin/env node
/**
 * Builds a copy of the site that is not in a git worktree, as a source archive or a container
 * build context is: the build must succeed, print the one warning that dates are left out,
 * and build docs pages without "Last updated".
 *
 * 1. copies the tracked and new files (not ignored ones; not the browser tests, screenshots and
 *    benchmarks, which the build does not read) to a temporary folder and links node_modules;
 * 2. runs `docusaurus build` there and checks its output and one docs page.
 *
 *   node scripts/build-without-git.mjs [--keep]
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {copyWorkingTree} from './copyWorkingTree.mjs';

const NOT_READ_BY_THE_BUILD = /^(e2e|bench)\//;
const WARNING = 'Not a git worktree';
const PAGE = 'docs/courier/commands.html';

const source = process.cwd();
const target = mkdtempSync(join(tmpdir(), 'tessera-no-git-'));

function fail(message) {
  console.error(`✖ Build without git: ${message}\n  (the copy is kept in ${target})`);
  process.exit(1);
}

try {
  copyWorkingTree(source, target, {skip: NOT_READ_BY_THE_BUILD});
} catch (error) {
  fail(error.message);
}
if (spawnSync('git', ['rev-parse'], {cwd: target, stdio: 'ignore'}).status === 0)
  fail(`${target} is inside a git worktree; run the check with TMPDIR outside any repository.`);

const started = Date.now();
const build = spawnSync(join(source, 'node_modules', '.bin', 'docusaurus'), ['build'], {
  cwd: target,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const output = `${build.stdout}\n${build.stderr}`;
if (build.status !== 0) {
  console.error(output);
  fail(`the build failed (exit code ${build.status ?? build.signal}).`);
}
const warnings = output.split('\n').filter((line) => line.includes(WARNING));
if (warnings.length !== 1)
  fail(`expected the warning "${WARNING}" once, printed ${warnings.length} times.`);
const page = readFileSync(join(target, 'build', PAGE), 'utf8');
if (page.includes('Last updated')) fail(`build/${PAGE} shows "Last updated" without git.`);

console.log(
  `✔ Built without git in ${((Date.now() - started) / 1000).toFixed(1)}s: one warning ` +
    `("${warnings[0]?.trim()}"), and pages without "Last updated".`,
);
if (process.argv.includes('--keep')) console.log(target);
else rmSync(target, {recursive: true, force: true});
