/**
 * The module bundles for the browser as the site's bundler (Rspack) makes a
 * lazily loaded chunk: with no Node built-ins, which the browser does not have
 * and the bundler does not stand in for, and with httpsnippet's four language
 * clients and their helpers only, not its main entry.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, sep} from 'node:path';
import {gzipSync} from 'node:zlib';
import {rspack} from '@docusaurus/faster';

/**
 * What the test reads of Rspack's build result. Typed here rather than imported: `@rspack/core` is
 * not a dependency of the site's own, only of `@docusaurus/faster`, which nests it from Docusaurus 4.
 */
interface BundledModule {
  readonly nameForCondition?: string;
  readonly modules?: readonly BundledModule[];
}
interface Stats {
  toJson(options: {errors?: boolean; warnings?: boolean; modules?: boolean}): {
    errors?: readonly {message: string}[];
    warnings?: readonly {message: string}[];
    modules?: readonly BundledModule[];
  };
}

/** The gzip bytes the explorer's chunk may spend on samples. */
const BUDGET = 8 * 1024;

const ROOT = join(__dirname, '..', '..', '..');

const browsers = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    browserslist: {production: string[]};
  }
).browserslist.production;

/** Every module the bundle may hold: this folder, the model's types, and the clients' code. */
const ALLOWED = [
  /^src\/lib\/apiSamples\/(index|request|prepared|samples)\.ts$/,
  /^node_modules\/httpsnippet\/dist\/helpers\/(code-builder|escape|headers|shell)\.js$/,
  /^node_modules\/httpsnippet\/dist\/targets\/(shell\/curl|javascript\/fetch|python\/requests|php\/guzzle)\/client\.js$/,
  /^node_modules\/httpsnippet\/dist\/targets\/(python|php)\/helpers\.js$/,
  /^node_modules\/(stringify-object|is-regexp|is-obj|get-own-enumerable-property-symbols)\//,
];

function bundle(outDir: string): Promise<Stats> {
  const compiler = rspack({
    context: ROOT,
    mode: 'production',
    target: 'web',
    entry: './src/lib/apiSamples/index.ts',
    output: {path: outDir, filename: 'samples.js', library: {type: 'module'}},
    experiments: {outputModule: true},
    resolve: {extensions: ['.ts', '.js']},
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          // The site's browsers, as its build targets them.
          options: {jsc: {parser: {syntax: 'typescript'}}, env: {targets: browsers}},
          type: 'javascript/auto',
        },
      ],
    },
    devtool: false,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error: Error | null, stats?: Stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('Rspack gave no stats'));
      else resolve(stats);
    }),
  );
}

describe('the browser bundle of the samples', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'api-samples-bundle-'));
  let stats: Stats;

  beforeAll(async () => {
    stats = await bundle(outDir);
  }, 60_000);

  afterAll(() => rmSync(outDir, {recursive: true, force: true}));

  test('builds without errors or warnings (a Node built-in is a "module not found" error)', () => {
    const {errors, warnings} = stats.toJson({errors: true, warnings: true});
    expect([...(errors ?? []), ...(warnings ?? [])].map((problem) => problem.message)).toEqual([]);
  });

  test('holds only the four clients and their helpers', () => {
    const modules = (stats.toJson({modules: true}).modules ?? [])
      .flatMap((module) => [module, ...(module.modules ?? [])])
      .map((module) => module.nameForCondition)
      .filter((name): name is string => typeof name === 'string')
      .map((name) => relative(ROOT, name).split(sep).join('/'));
    expect(modules.length).toBeGreaterThan(5);
    expect(modules.filter((name) => !ALLOWED.some((pattern) => pattern.test(name)))).toEqual([]);
  });

  test(`is within ${BUDGET / 1024} KB gzip`, () => {
    const gzip = gzipSync(readFileSync(join(outDir, 'samples.js')), {level: 9}).length;
    expect(gzip).toBeLessThanOrEqual(BUDGET);
  });
});
