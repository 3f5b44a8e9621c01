#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is installed for the browser tests. As root it
 * installs the `chromium` package with apt-get; otherwise it stops and says
 * what to install. It never downloads a browser from the internet.
 */
import {ensureDebianProgram} from './debianPackage.mjs';

process.exit(
  ensureDebianProgram({
    name: 'Chromium',
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    envVar: 'CHROMIUM_PATH',
    pkg: 'chromium',
    purpose: 'The browser tests',
  }),
);
