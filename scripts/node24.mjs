/**
 * The site runs on Node 24 LTS. `npm start`, `npm test` and `.ci/run` call this first: on a machine
 * whose `node` is older than the floor in package.json's `engines`, it brings the Node 24 pinned
 * below from the npm registry's `node` package (no global install, no root) into `.cache/` and puts
 * its folder first on the PATH, so npm, npx and every server a test starts run on it. Written for
 * any Node that can start it (no dependencies: it runs before `npm ci`).
 *
 *   node scripts/node24.mjs --bin-dir   prints the folder whose `node` to run, installing it if needed
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {isMain} from './isMain.mjs';

/** The Node 24 brought when the machine's is older; the one place it is pinned. */
export const NODE_24_VERSION = '24.21.0';

/** The lowest Node the site runs on: package.json's `engines.node` (">=24.14.0"). */
export function nodeFloor(packageJson = readFileSync('package.json', 'utf8')) {
  const range = JSON.parse(packageJson).engines?.node ?? '';
  const floor = /^>=\s*(\d+\.\d+\.\d+)$/.exec(range.trim())?.[1];
  if (!floor) throw new Error(`package.json: engines.node should read ">=x.y.z", not "${range}".`);
  return floor;
}

/** Whether version `a` ("v20.20.2" or "24.14.0") is at least `b`. */
export function isAtLeast(a, b) {
  const parts = (version) => version.replace(/^v/, '').split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1)
    if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) > (y[index] ?? 0);
  return true;
}

/** What to do when Node 24 cannot be brought: the first thing the reader sees. */
export function installAdvice(current, floor) {
  return [
    `Tessera Developers needs Node.js ${floor} or later; this machine has ${current}, and Node ${NODE_24_VERSION}`,
    'could not be installed from the npm registry. Install Node.js 24 LTS (https://nodejs.org/en/download,',
    'or "nvm install 24": .nvmrc says 24), then run the command again.',
  ].join('\n');
}

/** Where the pinned Node 24 is kept; `TESSERA_NODE_CACHE` moves it (tests use an empty folder). */
function prefix(env = process.env) {
  return resolve(env.TESSERA_NODE_CACHE ?? join('.cache', `node-${NODE_24_VERSION}`));
}

/**
 * The pinned Node 24's binary, installing it from the registry the first time; when that fails,
 * null and npm's last words.
 */
export function node24Binary(env = process.env) {
  const binary = join(prefix(env), 'node_modules', 'node', 'bin', 'node');
  if (existsSync(binary)) return {binary, error: ''};
  const installed = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix(env),
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node@${NODE_24_VERSION}`,
    ],
    {stdio: ['ignore', 'ignore', 'pipe'], env, encoding: 'utf8'},
  );
  if (installed.status === 0 && existsSync(binary)) return {binary, error: ''};
  const said = (installed.stderr ?? '').trim().split('\n');
  return {binary: null, error: said.find((line) => /ERR!/.test(line)) ?? said[0] ?? ''};
}

/**
 * The folder whose `node` the site runs on: this Node's own when it is recent enough, else the
 * pinned Node 24's (brought once, said in one line). Null, after printing what to install, when it
 * cannot be brought.
 */
export function nodeBinDir(env = process.env, current = process.version) {
  const floor = nodeFloor();
  if (isAtLeast(current, floor)) return dirname(process.execPath);
  const cached = existsSync(join(prefix(env), 'node_modules', 'node', 'bin', 'node'));
  console.error(
    `Node ${current} is older than ${floor}: running on Node ${NODE_24_VERSION}` +
      (cached
        ? ` (${prefix(env)}).`
        : `, installing it from the npm registry into ${prefix(env)}.`),
  );
  const {binary, error} = node24Binary(env);
  if (binary) return dirname(binary);
  console.error(`${error ? `npm: ${error}\n` : ''}${installAdvice(current, floor)}`);
  return null;
}

/** An environment whose `node` (and what npm, npx or a test starts with it) is recent enough. */
export function node24Env(env = process.env) {
  const bin = nodeBinDir(env);
  if (!bin) process.exit(1);
  return {...env, PATH: `${bin}:${env.PATH ?? ''}`};
}

/**
 * Runs this script again on a recent enough Node when the current one is older, and exits with its
 * status; returns when the current Node is recent enough.
 */
export function runOnNode24() {
  const bin = nodeBinDir();
  if (!bin) process.exit(1);
  if (bin === dirname(process.execPath)) return;
  const env = {...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`};
  const run = spawnSync(join(bin, 'node'), process.argv.slice(1), {stdio: 'inherit', env});
  process.exit(run.status ?? 1);
}

if (isMain(import.meta.url)) {
  if (process.argv.includes('--bin-dir')) {
    const bin = nodeBinDir();
    if (!bin) process.exit(1);
    console.log(bin);
  }
}
