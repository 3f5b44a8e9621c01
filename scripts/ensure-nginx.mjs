#!/usr/bin/env node
/**
 * Makes sure Debian's nginx is installed for the test that serves the build with the nginx.conf
 * the build writes (e2e/nginx.spec.ts). As root it installs the `nginx` package with apt-get;
 * otherwise it stops and says what to install. The test starts nginx itself, on loopback.
 */
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function ensureNginx() {
  if (existsSync(NGINX_PATH)) return 0;
  if (process.env.NGINX_PATH) {
    console.error(`NGINX_PATH is set to ${NGINX_PATH}, which does not exist.`);
    return 1;
  }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      'The nginx test needs nginx at /usr/sbin/nginx and this user cannot install it.\n' +
        'Install it with:  sudo apt-get install -y nginx\n' +
        '(or point NGINX_PATH at another nginx binary), then run the tests again.',
    );
    return 1;
  }
  console.log('nginx is missing: installing Debian\'s "nginx" package...');
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
  if (run(['install', '-y', '--no-install-recommends', 'nginx']).status === 0) return 0;
  run(['update']);
  if (
    run(['install', '-y', '--no-install-recommends', 'nginx']).status !== 0 ||
    !existsSync(NGINX_PATH)
  ) {
    console.error(
      'Could not install nginx with apt-get. Install the "nginx" package and run the tests again.',
    );
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureNginx());
