#!/usr/bin/env node
/**
 * Makes sure the runtimes of the webhook signature samples are installed: PHP's command line and
 * openssl (Node.js runs the tests; Python 3 comes with Debian). mock/signatureSamples.test.ts runs
 * each sample in them. As root it installs Debian's packages; otherwise it says what to install.
 */
import {ensureDebianProgram} from './debianPackage.mjs';
import {isMain} from './isMain.mjs';

export const SAMPLE_RUNTIMES = [
  {name: 'PHP', path: process.env.PHP_PATH ?? '/usr/bin/php', envVar: 'PHP_PATH', pkg: 'php-cli'},
  {name: 'openssl', path: '/usr/bin/openssl', pkg: 'openssl'},
  {name: 'Python 3', path: '/usr/bin/python3', pkg: 'python3'},
];

if (isMain(import.meta.url)) {
  const failed = SAMPLE_RUNTIMES.map((runtime) =>
    ensureDebianProgram({...runtime, purpose: 'The webhook signature samples test'}),
  ).some((code) => code !== 0);
  process.exit(failed ? 1 : 0);
}
