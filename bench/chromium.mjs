/**
 * Debian's Chromium and its flags for the benchmarks: the same ones the browser tests use
 * (e2e/chromium.ts), so a flag is changed in one place.
 */
import {createRequire} from 'node:module';
import {chromium} from 'playwright-core';

/** Loads a TypeScript module of the project (a path relative to bench/). */
export const loadTs = createRequire(import.meta.url)('jiti')(import.meta.url);

/** @type {{chromiumPath: string, chromiumArgs: string[]}} */
export const {chromiumPath, chromiumArgs} = loadTs('../e2e/chromium.ts');

export const launchChromium = () =>
  chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
