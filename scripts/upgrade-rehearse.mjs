#!/usr/bin/env node
/**
 * An upgrade rehearsal: a copy of the site in a temporary folder (its files, not its
 * node_modules), every @docusaurus/* package set to the given version (default: the newest 4.0.0
 * canary published for all of them) and the patches written for it (patches-docusaurus-4/, in place
 * of the @docusaurus ones in patches/), installed and checked on Node 24 (scripts/node24.mjs): the
 * type check, the unit tests, the build and a browser smoke of that build. Prints each break sorted
 * by the site's reliances (scripts/upgradeBreaks.ts, UPGRADING.md) with the file to look at, and
 * ends with the line "N break(s)". The site itself is untouched.
 *
 *   npm run upgrade:rehearse [version] [-- --keep] [-- --port 3600]
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {commitCopy} from './copyAsRepository.mjs';
import {node24Env} from './node24.mjs';
import {tsLoader} from './cli/loadTs.mjs';
import {flag, option} from './cli/options.mjs';

const {
  buildBreaks,
  formatBreaks,
  installBreaks,
  newestCommonCanary,
  smokeBreaks,
  stepBreaks,
  typeCheckBreaks,
  unitTestBreaks,
} = tsLoader(import.meta.url)('./upgradeBreaks.ts');

const root = process.cwd();
const keep = flag('keep');
const port = option('port', '3600');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const docusaurusPackages = ['dependencies', 'devDependencies'].flatMap((field) =>
  Object.keys(pkg[field] ?? {}).filter((name) => name.startsWith('@docusaurus/')),
);

function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    ...options,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return {ok: result.status === 0, output, seconds: (Date.now() - started) / 1000};
}

function targetVersion() {
  const given = process.argv
    .slice(2)
    .find((arg, index, all) => !arg.startsWith('--') && all[index - 1] !== '--port');
  if (given) return given;
  const versions = Object.fromEntries(
    docusaurusPackages.map((name) => [
      name,
      JSON.parse(run('npm', ['view', name, 'versions', '--json']).output),
    ]),
  );
  const canary = newestCommonCanary(versions);
  if (!canary) throw new Error('No 4.0.0 canary is published for every @docusaurus/* package.');
  return canary;
}

const version = targetVersion();
const dir = mkdtempSync(join(tmpdir(), 'tessera-upgrade-'));
console.log(`Rehearsing Docusaurus ${version} on Node 24 in ${dir}`);

// The site's files: everything but dependencies and build output.
const skipped = new Set(['node_modules', 'build', '.docusaurus', 'test-results', '.git', '.cache']);
cpSync(root, dir, {
  recursive: true,
  filter: (source) =>
    !relative(root, source)
      .split(/[\\/]/)
      .some((part) => skipped.has(part)),
});
for (const field of ['dependencies', 'devDependencies'])
  for (const name of Object.keys(pkg[field] ?? {}))
    if (name.startsWith('@docusaurus/')) pkg[field][name] = version;
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
// The next major's patches replace the @docusaurus ones; the others (httpsnippet) stay.
const patches = join(dir, 'patches');
for (const file of readdirSync(patches))
  if (file.startsWith('@docusaurus+')) rmSync(join(patches, file));
cpSync(join(root, 'patches-docusaurus-4'), patches, {recursive: true});
rmSync(join(dir, 'patches-docusaurus-4'), {recursive: true, force: true});
// The docs read their last update from git, so the copy is a repository of its own.
commitCopy(dir, 'upgrade-rehearsal');

const env = node24Env();
const inCopy = {cwd: dir, env};
const breaks = [];
const times = [];
const step = (name, result) => {
  times.push([name, result.seconds]);
  console.log(`${name}: ${result.ok ? 'passed' : 'failed'} (${result.seconds.toFixed(0)} s)`);
  return result;
};

// Install as a maintainer would; a refused peer range is a break, then --legacy-peer-deps goes on.
const installArgs = ['install', '--no-audit', '--no-fund'];
let install = step('install', run('npm', installArgs, inCopy));
breaks.push(...installBreaks(install.output));
if (!install.ok && /ERESOLVE/.test(install.output)) {
  installArgs.push('--legacy-peer-deps');
  install = step('install --legacy-peer-deps', run('npm', installArgs, inCopy));
  breaks.push(...installBreaks(install.output).filter((found) => found.reliance === 'patch'));
}
// A patch that no longer applies is a break; the rest is checked without it.
if (!install.ok && /Failed to apply patch/.test(install.output)) {
  rmSync(join(dir, 'patches'), {recursive: true, force: true});
  install = step('install without patches', run('npm', installArgs, inCopy));
}
if (!install.ok) {
  console.error(install.output.slice(-4000));
  breaks.push({
    step: 'install',
    reliance: 'unclassified',
    file: 'package.json',
    message: 'npm install failed',
  });
} else {
  // `node` is Node 24 here: its bin folder leads the PATH.
  const node = 'node';
  const tsc = step(
    'type check',
    run(node, ['node_modules/typescript/bin/tsc', '--noEmit'], inCopy),
  );
  breaks.push(...stepBreaks('type check', tsc.ok, typeCheckBreaks(tsc.output), tsc.output));
  const jest = step(
    'unit tests',
    run('npm', ['run', '--silent', 'test:unit', '--', '--silent'], inCopy),
  );
  breaks.push(...stepBreaks('unit tests', jest.ok, unitTestBreaks(jest.output), jest.output));
  const build = step(
    'build',
    run(node, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], inCopy),
  );
  if (!build.ok) breaks.push(...buildBreaks(build.output));
  else {
    run(node, ['scripts/ensure-chromium.mjs'], inCopy);
    const smoke = step(
      'browser smoke',
      run(
        node,
        [
          'node_modules/@playwright/test/cli.js',
          'test',
          '--config',
          'playwright.runtime-smoke.config.ts',
        ],
        {cwd: dir, env: {...env, E2E_PORT: port, SMOKE_BUILD_DIR: 'build'}},
      ),
    );
    breaks.push(...stepBreaks('browser smoke', smoke.ok, smokeBreaks(smoke.output), smoke.output));
  }
}

console.log(`\n${formatBreaks(version, breaks)}\n`);
console.log(times.map(([name, seconds]) => `${name}: ${seconds.toFixed(0)} s`).join(', '));
if (keep) console.log(`The copy is kept in ${dir}`);
else rmSync(dir, {recursive: true, force: true});
console.log(`${breaks.length} break(s)`);
process.exit(breaks.length === 0 ? 0 : 1);
