/**
 * The stock Docusaurus classic template, the bar the benchmarks measure against: created from the
 * registry in a temporary folder and installed once, kept between runs (`--fresh` starts over).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {option} from '../scripts/cli/options.mjs';

export const STOCK_VERSION = '3.10.2';

/** The template's folder: `--stock-dir`, or one under the system's temporary folder. */
export const stockDir = option(
  'stock-dir',
  join(tmpdir(), `tessera-bench-stock-${STOCK_VERSION}`, 'stock'),
);

function run(command, args, cwd) {
  console.log(`$ ${command} ${args.join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Creates and installs the template unless it is there; `build` also builds it once. */
export function ensureStockSite({build = false} = {}) {
  if (process.argv.includes('--fresh')) rmSync(stockDir, {recursive: true, force: true});
  if (build && existsSync(join(stockDir, 'build', 'index.html'))) return stockDir;
  const parent = join(stockDir, '..');
  mkdirSync(parent, {recursive: true});
  if (!existsSync(join(stockDir, 'package.json'))) {
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${STOCK_VERSION}`,
        'stock',
        'classic',
        '--typescript',
        '--skip-install',
      ],
      parent,
    );
  }
  if (!existsSync(join(stockDir, 'node_modules', '@docusaurus', 'core')))
    run('npm', ['install', '--no-audit', '--no-fund'], stockDir);
  if (build) run('npx', ['docusaurus', 'build'], stockDir);
  return stockDir;
}
