#!/usr/bin/env node
/**
 * Runs every test, in order, and stops at the first failing step:
 * type check, lint, format check, unit and component tests, production build, browser tests
 * (with nginx serving the build as well as the site's own server), a build outside git;
 * then the same checks on a versioned copy of the site (scripts/versioned-site.mjs,
 * in a temporary folder): the content rules and Canvas examples of every
 * version, its build (with the search index in term shards), and the browser
 * tests that concern docs pages and search.
 * It ends with each step's time and the ten slowest browser tests (scripts/timeReport.mjs).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {printTimeReport} from './timeReport.mjs';
import {runOnNode24} from './node24.mjs';

// Every step below runs on Node 24: brought from the npm registry when the machine's node is older.
runOnNode24();

// The build runs with a fake provider admin key in its environment; the browser tests fail if it ships.
const canary = JSON.parse(readFileSync(new URL('./secret-canary.json', import.meta.url), 'utf8'));

// A fresh clone has no dependencies yet: install them exactly as locked.
if (!existsSync('node_modules/.package-lock.json')) {
  console.log('\n=== Dependencies: npm ci\n');
  if (spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {stdio: 'inherit'}).status !== 0)
    process.exit(1);
}

// Each Playwright run writes its tests' times here, for the report at the end.
const timingsDir = mkdtempSync(join(tmpdir(), 'tessera-timings-'));
const timingFiles = [
  {label: '', file: join(timingsDir, 'site.json')},
  {label: 'versioned copy', file: join(timingsDir, 'versioned.json')},
];

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.']],
  ['Format check', 'npx', ['prettier', '--check', '.']],
  // Before the unit tests: mock/signatureSamples.test.ts runs the webhook samples in PHP, Python and openssl.
  ['Sample runtimes', 'node', ['scripts/ensure-sample-runtimes.mjs']],
  // Through test:unit: Jest in its ES-module mode, for dependencies published as ES modules only.
  ['Unit and component tests', 'npm', ['run', '--silent', 'test:unit']],
  [
    'Production build',
    'npx',
    ['docusaurus', 'build'],
    {ALGOLIA_ADMIN_API_KEY: canary.ALGOLIA_ADMIN_API_KEY},
  ],
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  // One section's PDF (Courier: 6 pages, a few seconds) for e2e/pdf.spec.ts, read with poppler;
  // the whole site's take minutes and are measured by `npm run pdf` itself. It builds the site
  // again (as the production build, the same environment) so that Courier's pages offer the PDF.
  ['poppler', 'node', ['scripts/ensure-poppler.mjs']],
  [
    'PDF of one section',
    'node',
    ['scripts/pdf.mjs', '--only', 'courier'],
    {ALGOLIA_ADMIN_API_KEY: canary.ALGOLIA_ADMIN_API_KEY},
  ],
  // Installed here rather than inside a test: a test's hook has a minute, an apt-get may need more.
  ['nginx', 'node', ['scripts/ensure-nginx.mjs']],
  ['Browser tests', 'npx', ['playwright', 'test'], {TEST_TIMINGS_FILE: timingFiles[0].file}],
  // A source archive or a container context has no .git: the site must still build there.
  ['Build without git', 'node', ['scripts/build-without-git.mjs']],
];

// The versioned copy: only what differs from the committed site is checked again there.
const versionedDir = mkdtempSync(join(tmpdir(), 'tessera-versioned-'));
const inCopy = {cwd: versionedDir};
const versionedSteps = [
  ['Versioned copy', 'node', ['scripts/versioned-site.mjs', '--dir', versionedDir]],
  [
    'Versioned copy: content rules and examples of every version',
    'npx',
    ['jest', 'src/plugins/content-rules', 'src/canvas/documentedExamples.test.ts'],
    {},
    inCopy,
  ],
  // Built with its index in term shards, as a large site's is: its search tests run on them.
  [
    'Versioned copy: production build',
    'npx',
    ['docusaurus', 'build'],
    {ALGOLIA_ADMIN_API_KEY: canary.ALGOLIA_ADMIN_API_KEY, SEARCH_SHARD_ABOVE_HEAD_KB: '0'},
    inCopy,
  ],
  [
    'Versioned copy: browser tests of docs pages',
    'npx',
    [
      'playwright',
      'test',
      'e2e/versions.spec.ts',
      'e2e/site-quality.spec.ts',
      'e2e/search.spec.ts',
      'e2e/docs.spec.ts',
      'e2e/furniture.spec.ts',
      'e2e/accessibility.spec.ts',
      'e2e/llms-versions.spec.ts',
    ],
    {TEST_TIMINGS_FILE: timingFiles[1].file},
    inCopy,
  ],
];
steps.push(...versionedSteps);
let versionedStarted = 0;
const stepTimes = [];

for (const [name, command, args, env = {}, options = {}] of steps) {
  if (name === versionedSteps[0][0]) versionedStarted = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: {...process.env, ...env},
    ...options,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  stepTimes.push({name, milliseconds: Date.now() - started});
  if (result.status !== 0) {
    printTimeReport(stepTimes, timingFiles);
    console.error(
      `\n✖ ${name} failed after ${seconds}s (exit code ${result.status ?? result.signal}).`,
    );
    if (versionedStarted > 0)
      console.error(`The versioned copy is kept in ${versionedDir} for a look.`);
    process.exit(result.status ?? 1);
  }
  // The last step's own summary ends the output.
  if (name !== steps.at(-1)?.[0]) console.log(`\n✔ ${name} passed in ${seconds}s`);
}

rmSync(versionedDir, {recursive: true, force: true});
console.log(
  `\n✔ The versioned copy added ${((Date.now() - versionedStarted) / 1000).toFixed(1)}s to the run.`,
);
printTimeReport(stepTimes, timingFiles);
rmSync(timingsDir, {recursive: true, force: true});
