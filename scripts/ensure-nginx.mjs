#!/usr/bin/env node
/**
 * Makes sure Debian's nginx is installed for the test that serves the build with the nginx.conf
 * the build writes (e2e/nginx.spec.ts). As root it installs the `nginx` package with apt-get;
 * otherwise it stops and says what to install. The test starts nginx itself, on loopback.
 */
import {ensureDebianProgram} from './debianPackage.mjs';
import {isMain} from './isMain.mjs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

if (isMain(import.meta.url))
  process.exit(
    ensureDebianProgram({
      name: 'nginx',
      path: NGINX_PATH,
      envVar: 'NGINX_PATH',
      pkg: 'nginx',
      purpose: 'The nginx test',
    }),
  );
