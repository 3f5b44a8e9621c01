/**
 * Makes sure a program a test needs is installed from Debian's packages. As root it installs the
 * package with apt-get (updating the lists once if the first try fails); otherwise it stops and
 * says what to install. It never downloads anything else.
 */
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

/**
 * @param {{name: string, path: string, envVar?: string, pkg: string, purpose: string}} program
 *   name: what to call it; path: where the test looks for it; envVar: the variable that points
 *   elsewhere; pkg: the Debian package; purpose: which tests need it.
 * @returns {0 | 1} the exit code
 */
export function ensureDebianProgram({name, path, envVar, pkg, purpose}) {
  if (existsSync(path)) return 0;
  if (envVar && process.env[envVar]) {
    console.error(`${envVar} is set to ${path}, which does not exist.`);
    return 1;
  }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      `${purpose} need${purpose.endsWith('s') ? '' : 's'} ${name} at ${path} and this user cannot install it.\n` +
        `Install it with:  sudo apt-get install -y ${pkg}\n` +
        (envVar ? `(or point ${envVar} at another ${name} binary), ` : '') +
        'then run the tests again.',
    );
    return 1;
  }
  console.log(`${name} is missing: installing Debian's "${pkg}" package...`);
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
  if (run(['install', '-y', '--no-install-recommends', pkg]).status === 0 && existsSync(path))
    return 0;
  run(['update']);
  if (run(['install', '-y', '--no-install-recommends', pkg]).status !== 0 || !existsSync(path)) {
    console.error(
      `Could not install ${name} with apt-get. Install the "${pkg}" package and run the tests again.`,
    );
    return 1;
  }
  return 0;
}
