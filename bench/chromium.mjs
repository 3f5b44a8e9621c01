/**
 * Debian's Chromium and its flags for the benchmarks: the same ones the browser tests use
 * (scripts/chromium.ts), so a flag is changed in one place.
 */
import {chromium} from 'playwright-core';
import {tsLoader} from '../scripts/cli/loadTs.mjs';

/** Loads a TypeScript module of the project (a path relative to bench/). */
export const loadTs = tsLoader(import.meta.url);

/** @type {{chromiumPath: string, chromiumArgs: string[], chromiumLaunchOptions: object}} */
export const {chromiumPath, chromiumArgs, chromiumLaunchOptions} = loadTs('../scripts/chromium.ts');

/**
 * Chromium as the browser tests launch it: only loopback reachable, through a proxy that is not
 * there, so a page's requests cost no round trip through the benchmark and keep the HTTP cache.
 */
export const launchChromium = () => chromium.launch(chromiumLaunchOptions);
