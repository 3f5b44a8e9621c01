/**
 * Node 24 from the npm registry's `node` package, without a global install: the exact version
 * below is installed once into node_modules/.cache/ and its binary run directly. (`npx -p node@…`
 * gives the same runtime but spends minutes reading the project's dependency tree on every call.)
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';

/** The Node 24 the site is tested on; the one place it is pinned. */
export const NODE_24_VERSION = '24.21.0';

const prefix = resolve('node_modules', '.cache', `node-${NODE_24_VERSION}`);

/** The path of the Node 24 binary, installing it from the registry the first time. */
export function node24Binary() {
  const binary = join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(binary)) {
    console.log(`Installing node@${NODE_24_VERSION} from the npm registry into ${prefix}`);
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `node@${NODE_24_VERSION}`,
      ],
      {stdio: 'inherit'},
    );
    if (install.status !== 0 || !existsSync(binary))
      throw new Error(`Could not install node@${NODE_24_VERSION} from the npm registry.`);
  }
  return binary;
}

/** An environment whose `node` (and what npm scripts or servers start with it) is Node 24. */
export function node24Env(env = process.env) {
  const bin = dirname(node24Binary());
  return {...env, PATH: `${bin}:${env.PATH ?? ''}`};
}
