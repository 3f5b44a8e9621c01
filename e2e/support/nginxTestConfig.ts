/**
 * The nginx.conf a browser test runs nginx with: one server block on loopback whose root is a build
 * and which includes the build's own generated nginx.conf, as DEPLOYMENT.md says; its
 * pid, log and temporary files in the test's folder.
 */

export interface NginxTestSite {
  /** The test's own folder: pid, error log and temporary files. */
  readonly folder: string;
  readonly port: number;
  /** The build folder served, which holds the generated nginx.conf. */
  readonly root: string;
  /** The path the analytics beacons go to; answered 202 as `npm start` does. */
  readonly analyticsEndpoint: string;
  /**
   * The user nginx's workers run as. Started as root, nginx hands requests to an unprivileged user
   * by default, which cannot enter a private folder (a clone under `/root`, a `mktemp -d` folder);
   * the test names the user who started it, so the build is read wherever it is. Null when nginx
   * runs as an ordinary user, whose workers are that user anyway.
   */
  readonly workerUser: string | null;
}

/** A path as an nginx string: quoted, so a folder with a space in its name stays one argument. */
export function nginxString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

export function nginxTestConfig(site: NginxTestSite): string {
  const inFolder = (name: string) => nginxString(`${site.folder}/${name}`);
  return [
    ...(site.workerUser ? [`user ${site.workerUser};`] : []),
    'worker_processes 1;',
    `pid ${inFolder('nginx.pid')};`,
    `error_log ${inFolder('error.log')};`,
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    // The request limit zone of the build's /mcp location (nginx-http.conf, for the http block).
    `  include ${nginxString(`${site.root}/nginx-http.conf`)};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `  ${name}_temp_path ${inFolder(name)};`,
    ),
    '  server {',
    `    listen 127.0.0.1:${site.port};`,
    `    root ${nginxString(site.root)};`,
    // The analytics endpoint is the host's own (DEPLOYMENT.md: route it to the analytics server); here it
    // takes the page's beacons and answers as `npm start` does.
    `    location = ${site.analyticsEndpoint} { return 202; }`,
    `    include ${nginxString(`${site.root}/nginx.conf`)};`,
    '  }',
    '}',
    '',
  ].join('\n');
}
