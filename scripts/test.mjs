#!/usr/bin/env node
/**
 * Runs every test, in order, and stops at the first failing step:
 * type check, lint, format check, unit and component tests, production build, browser tests.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';

// The build runs with a fake provider admin key in its environment; the browser tests fail if it ships.
const canary = JSON.parse(readFileSync(new URL('./secret-canary.json', import.meta.url), 'utf8'));

// A fresh clone has no dependencies yet: install them exactly as locked.
if (!existsSync('node_modules/.package-lock.json')) {
  console.log('\n=== Dependencies: npm ci\n');
  if (spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {stdio: 'inherit'}).status !== 0)
    process.exit(1);
}

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.']],
  ['Format check', 'npx', ['prettier', '--check', '.']],
  ['Unit and component tests', 'npx', ['jest']],
  [
    'Production build',
    'npx',
    ['docusaurus', 'build'],
    {ALGOLIA_ADMIN_API_KEY: canary.ALGOLIA_ADMIN_API_KEY},
  ],
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['Browser tests', 'npx', ['playwright', 'test']],
];

for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(
      `\n✖ ${name} failed after ${seconds}s (exit code ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
  // The last step's own summary ends the output.
  if (name !== steps.at(-1)?.[0]) console.log(`\n✔ ${name} passed in ${seconds}s`);
}
