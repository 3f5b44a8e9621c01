/**
 * The hosted-mode build that search-hosted.spec.ts runs against: the site built with ALGOLIA_* set to
 * a test application, into a temporary folder. A full run starts it with the run (../globalSetup.ts),
 * so it is made while the other tests use the CPU, not at the end with one worker waiting for it
 * (measured on 2 cores: 36 s at the end of a 529 s run, one worker idle); a run that may not include
 * the spec leaves it to the spec.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

export const HOSTED_APP_ID = 'TESTAPP1';
export const HOSTED_INDEX_NAME = 'tessera-test';

/** Where a build made beforehand is, and the file its exit code is written to once it ends. */
export const HOSTED_BUILD_DIR_VARIABLE = 'SEARCH_HOSTED_BUILD_DIR';
export const HOSTED_BUILD_STATUS_VARIABLE = 'SEARCH_HOSTED_BUILD_STATUS';

const FAILED = 'The hosted-mode build failed.';

/** A new temporary folder for a hosted build. */
export const newHostedBuildDir = (): string =>
  join(mkdtempSync(join(tmpdir(), 'tessera-search-')), 'build');

function buildEnv(outDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Its generated files go beside its output, not over the site's own .docusaurus, which other
    // tests read while this build runs (support/pageWeight.ts). Without the bundler's persistent
    // cache: that cache keeps where the site's build found its generated files.
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: join(outDir, '..', 'generated'),
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    ALGOLIA_APP_ID: HOSTED_APP_ID,
    ALGOLIA_SEARCH_API_KEY: 'public-search-only-key',
    ALGOLIA_INDEX_NAME: HOSTED_INDEX_NAME,
  };
}

const BUILD_ARGS = (outDir: string) => ['docusaurus', 'build', '--out-dir', outDir];

/** Builds into `outDir` now, unless a build is already there. */
export function buildHostedSite(outDir: string): void {
  if (existsSync(join(outDir, 'index.html'))) return;
  const built = spawnSync('npx', BUILD_ARGS(outDir), {
    env: buildEnv(outDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(FAILED);
}

export interface StartedBuild {
  readonly outDir: string;
  /** Gets the exit code once the build ends. */
  readonly statusFile: string;
  /** Ends the build if it still runs. */
  stop(): void;
}

/** Starts a build into a new temporary folder and returns at once. */
export function startHostedBuild(): StartedBuild {
  const outDir = newHostedBuildDir();
  const statusFile = join(outDir, '..', 'status');
  const build = spawn('npx', BUILD_ARGS(outDir), {
    env: buildEnv(outDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  build.on('exit', (code) => writeFileSync(statusFile, String(code ?? 1)));
  build.on('error', () => writeFileSync(statusFile, '1'));
  return {
    outDir,
    statusFile,
    stop: () => {
      if (build.exitCode === null) build.kill();
    },
  };
}

/** Resolves once the started build has ended well; throws if it failed. */
export async function hostedBuildEnded(statusFile: string): Promise<void> {
  while (!existsSync(statusFile)) await new Promise((resolve) => setTimeout(resolve, 250));
  if (readFileSync(statusFile, 'utf8').trim() !== '0') throw new Error(FAILED);
}

/** Options of `playwright test` that take a value (the next argument when not given with "="). */
const VALUED = new Set([
  '-c',
  '--config',
  '-g',
  '--grep',
  '--grep-invert',
  '-j',
  '--workers',
  '--project',
  '--reporter',
  '--timeout',
  '--global-timeout',
  '--retries',
  '--repeat-each',
  '--shard',
  '--output',
  '--max-failures',
  '--tsconfig',
  '--trace',
]);
/** Options that choose tests by something other than their file. */
const CHOOSING = new Set([
  '-g',
  '--grep',
  '--grep-invert',
  '--last-failed',
  '--only-changed',
  '--project',
]);

/**
 * Whether `playwright test` with these arguments (those after "test") runs search-hosted.spec.ts:
 * a run naming no file, or naming it, and choosing no tests any other way. A run it cannot tell
 * about answers no, and the spec builds for itself.
 */
export function runIncludesHostedSpec(args: readonly string[]): boolean {
  const files: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const name = arg.split('=')[0] ?? '';
    if (CHOOSING.has(name)) return false;
    if (arg.startsWith('-')) {
      if (VALUED.has(name) && !arg.includes('=')) index += 1;
      continue;
    }
    files.push(arg);
  }
  return files.length === 0 || files.some((file) => 'e2e/search-hosted.spec.ts'.includes(file));
}
