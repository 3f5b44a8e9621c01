#!/usr/bin/env node
/**
 * `npm run mcp:pack`: builds the `npx` package (@tessera/docs-mcp) from mcp/ and packs it, never
 * publishing. rspack (the bundler Docusaurus builds the site with) bundles the server, the site's
 * search engine and Canvas engine into dist/cli.cjs, and the Canvas worker into
 * dist/canvasWorker.cjs, with the MCP SDK and zod at the versions the site installs and tests. So the
 * package has no dependencies: npx fetches one tarball, from the registry or its cache, and starts.
 * The licences of the bundled packages go in dist/THIRD-PARTY-LICENSES.txt.
 *
 *   node mcp/package/pack.mjs [--out <folder>]    the tarball goes to .cache/docs-mcp/ by default
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {isMain} from '../../scripts/isMain.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const require = createRequire(import.meta.url);

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Bundles the two entries into `dist`; resolves with the files bundled, rejects with rspack's errors. */
async function bundle(dist) {
  const {rspack} = require('@rspack/core');
  const compiler = rspack({
    mode: 'production',
    target: 'node24',
    context: root,
    entry: {cli: join(here, 'cli.ts'), canvasWorker: join(here, 'canvasWorker.ts')},
    output: {
      path: dist,
      filename: '[name].cjs',
      library: {type: 'commonjs2'},
      asyncChunks: false,
      clean: true,
    },
    // The server finds its worker beside it (mcp/canvasRunner.ts): the real __dirname, not '/'.
    node: {__dirname: false, __filename: false},
    resolve: {extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'], alias: {'@site': root}},
    externalsPresets: {node: true},
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}},
          type: 'javascript/auto',
        },
      ],
    },
    // Readable stack traces for a reader's bug report; the size is small either way.
    optimization: {minimize: false},
    devtool: false,
    plugins: [
      new rspack.BannerPlugin({
        banner: '#!/usr/bin/env node',
        raw: true,
        entryOnly: true,
        test: /cli\.cjs$/,
      }),
    ],
  });
  return new Promise((done, failed) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return failed(error);
      if (!stats || stats.hasErrors())
        return failed(new Error(stats?.toString({all: false, errors: true}) ?? 'rspack failed'));
      const {modules = []} = stats.toJson({
        all: false,
        modules: true,
        nestedModules: true,
        orphanModules: true,
      });
      const flat = modules.flatMap((module) => [module, ...(module.modules ?? [])]);
      return done(flat.map((module) => module.nameForCondition ?? '').filter(Boolean));
    }),
  );
}

/** The installed package (name, version, folder) a bundled file belongs to, if it is one. */
function packageOf(file) {
  const at = file.lastIndexOf(`node_modules/`);
  if (at < 0) return undefined;
  const rest = file.slice(at + 'node_modules/'.length).split('/');
  const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  const folder = `${file.slice(0, at)}node_modules/${name}`;
  return {name, folder};
}

/** Each bundled package's name, version, licence and licence text, for the notice the licences ask for. */
function thirdPartyLicences(files) {
  const packages = new Map();
  for (const file of files) {
    const found = packageOf(file.replaceAll('\\', '/'));
    if (found && !packages.has(found.folder)) packages.set(found.folder, found.name);
  }
  return [...packages]
    .map(([folder, name]) => {
      const {version, license} = readJson(join(folder, 'package.json'));
      const text = readdirSync(folder).find((entry) => /^(licen[cs]e|copying)/i.test(entry));
      return `${name}@${version} (${license ?? 'see its package'})\n\n${
        text
          ? readFileSync(join(folder, text), 'utf8').trim()
          : `No licence file; its package.json says ${license}.`
      }`;
    })
    .sort()
    .join(`\n\n${'-'.repeat(72)}\n\n`);
}

/** Builds the package in `<out>/package` and packs it into `out`; returns the tarball's path. */
export async function packDocsMcp(out = join(root, '.cache', 'docs-mcp')) {
  const staging = join(out, 'package');
  rmSync(staging, {recursive: true, force: true});
  mkdirSync(staging, {recursive: true});
  const bundled = await bundle(join(staging, 'dist'));
  writeFileSync(
    join(staging, 'dist', 'THIRD-PARTY-LICENSES.txt'),
    `${thirdPartyLicences(bundled)}\n`,
  );
  cpSync(join(here, 'package.template.json'), join(staging, 'package.json'));
  cpSync(join(here, 'README.md'), join(staging, 'README.md'));
  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', out], {
    cwd: staging,
    encoding: 'utf8',
  });
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [{filename}] = JSON.parse(packed.stdout);
  return join(out, filename);
}

if (isMain(import.meta.url)) {
  const index = process.argv.indexOf('--out');
  const out = index > -1 && process.argv[index + 1] ? resolve(process.argv[index + 1]) : undefined;
  const tarball = await packDocsMcp(out);
  console.log(`Packed ${tarball}`);
}
