#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is installed for the browser tests. As root it
 * installs the `chromium` package with apt-get; otherwise it stops and says
 * what to install. It never downloads a browser from the internet.
 */
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${path}, which does not exist.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'The browser tests need Chromium at /usr/bin/chromium and this user cannot install it.\n' +
      'Install it with:  sudo apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at another Chromium binary), then run the tests again.',
  );
  process.exit(1);
}

console.log('Chromium is missing: installing Debian\'s "chromium" package...');
const run = (args) =>
  spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
  });
if (run(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0) {
  run(['update']);
  if (
    run(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0 ||
    !existsSync(path)
  ) {
    console.error(
      'Could not install Chromium with apt-get. Install the "chromium" package and run the tests again.',
    );
    process.exit(1);
  }
}
