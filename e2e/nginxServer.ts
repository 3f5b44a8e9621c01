/**
 * Starts Debian's nginx for a browser test, serving a build through the build's own nginx.conf
 * (support/nginxTestConfig), and stops it. Waits until the server answers; when it cannot read the
 * build, it stops, naming the file and the folder in its way (support/fileAccess) rather than
 * leaving the tests to meet a bare 404.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {userInfo} from 'node:os';
import {join} from 'node:path';
import {unreadableBuildMessage, type Reader} from './support/fileAccess';
import {nginxTestConfig, type NginxTestSite} from './support/nginxTestConfig';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  readonly origin: string;
  stop(): void;
}

/** Started as root, nginx's workers run as this user: the one who started it (nginxTestConfig says why). */
export function workerUserFor(uid = process.getuid?.()): string | null {
  return uid === 0 ? userInfo().username : null;
}

/**
 * Who nginx's workers read the build as: the user the config names, or else this process's user;
 * as root with no user named, nginx's default unprivileged one.
 */
function workerOf(site: NginxTestSite): Reader {
  const me = userInfo();
  if (site.workerUser === me.username || (site.workerUser === null && me.uid !== 0))
    return {uid: me.uid, gid: me.gid};
  return 'another user';
}

function errorLog(folder: string): string {
  const file = join(folder, 'error.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export async function startNginx(site: NginxTestSite): Promise<RunningNginx> {
  const config = join(site.folder, 'nginx.conf');
  writeFileSync(config, nginxTestConfig(site));
  const args = ['-p', site.folder, '-c', config, '-e', join(site.folder, 'error.log')];
  const checked = spawnSync(NGINX, ['-t', ...args], {encoding: 'utf8'});
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.stderr}`);
  const server = spawn(NGINX, [...args, '-g', 'daemon off;'], {stdio: 'inherit'});
  const running = {origin: `http://127.0.0.1:${site.port}`, stop: () => server.kill('SIGQUIT')};
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const status = await fetch(`${running.origin}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return running;
    if (status !== 0) {
      running.stop();
      const stat = (folder: string) => statSync(folder, {throwIfNoEntry: false});
      throw new Error(
        unreadableBuildMessage('nginx', errorLog(site.folder), workerOf(site), stat) ??
          `nginx answered ${status} for / from ${site.root}; its log: ${join(site.folder, 'error.log')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  running.stop();
  throw new Error(
    `nginx did not answer on ${running.origin}; its log: ${join(site.folder, 'error.log')}`,
  );
}
