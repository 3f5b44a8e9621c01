#!/usr/bin/env node
/**
 * Bundles src/lib/apiSamples for the browser as the site's bundler (Rspack) makes a lazily loaded
 * chunk, into the folder given as the argument, and prints what its browserBundle.test.ts reads:
 * {errors, warnings, modules}, module names relative to the project. It runs in its own process
 * because Rspack's compiler keeps a native handle open after it is closed, which Jest's
 * `--detectOpenHandles` reported as left open by the test.
 */
import {readFileSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {rspack} from '@docusaurus/faster';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error('Usage: bundleApiSamples.mjs <output folder>');

const browsers = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).browserslist
  .production;

const compiler = rspack({
  context: root,
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

const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => {
    if (error || !result) reject(error ?? new Error('Rspack gave no stats'));
    else resolve(result);
  }),
);
const {
  errors = [],
  warnings = [],
  modules = [],
} = stats.toJson({
  errors: true,
  warnings: true,
  modules: true,
});
const names = modules
  .flatMap((module) => [module, ...(module.modules ?? [])])
  .map((module) => module.nameForCondition)
  .filter((name) => typeof name === 'string')
  .map((name) => relative(root, name).split(sep).join('/'));
process.stdout.write(
  JSON.stringify({
    errors: errors.map((problem) => problem.message),
    warnings: warnings.map((problem) => problem.message),
    modules: names,
  }),
);
await new Promise((resolve) => compiler.close(resolve));
