/**
 * The module bundles for the browser as the site's bundler (Rspack) makes a
 * lazily loaded chunk: with no Node built-ins, which the browser does not have
 * and the bundler does not stand in for, and with httpsnippet's four language
 * clients and their helpers only, not its main entry. The bundling runs in its
 * own process (scripts/bundleApiSamples.mjs).
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

/** What scripts/bundleApiSamples.mjs prints: Rspack's problems, and the bundled modules relative to the project. */
interface BundleReport {
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  readonly modules: readonly string[];
}

/** The gzip bytes the explorer's chunk may spend on samples. */
const BUDGET = 8 * 1024;

/** Every module the bundle may hold: this folder, the model's types, and the clients' code. */
const ALLOWED = [
  /^src\/lib\/apiSamples\/(index|request|prepared|samples)\.ts$/,
  /^node_modules\/httpsnippet\/dist\/helpers\/(code-builder|escape|headers|shell)\.js$/,
  /^node_modules\/httpsnippet\/dist\/targets\/(shell\/curl|javascript\/fetch|python\/requests|php\/guzzle)\/client\.js$/,
  /^node_modules\/httpsnippet\/dist\/targets\/(python|php)\/helpers\.js$/,
  /^node_modules\/(stringify-object|is-regexp|is-obj|get-own-enumerable-property-symbols)\//,
];

describe('the browser bundle of the samples', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'api-samples-bundle-'));
  let report: BundleReport;

  beforeAll(() => {
    const output = execFileSync(
      process.execPath,
      [join(__dirname, '..', '..', '..', 'scripts', 'bundleApiSamples.mjs'), outDir],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    report = JSON.parse(output) as BundleReport;
  }, 90_000);

  afterAll(() => rmSync(outDir, {recursive: true, force: true}));

  test('builds without errors or warnings (a Node built-in is a "module not found" error)', () => {
    expect([...report.errors, ...report.warnings]).toEqual([]);
  });

  test('holds only the four clients and their helpers', () => {
    expect(report.modules.length).toBeGreaterThan(5);
    expect(report.modules.filter((name) => !ALLOWED.some((pattern) => pattern.test(name)))).toEqual(
      [],
    );
  });

  test(`is within ${BUDGET / 1024} KB gzip`, () => {
    const gzip = gzipSync(readFileSync(join(outDir, 'samples.js')), {level: 9}).length;
    expect(gzip).toBeLessThanOrEqual(BUDGET);
  });
});
