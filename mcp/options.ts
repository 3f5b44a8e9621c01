/**
 * The server's command line: where the site is read from and which transport it speaks.
 *
 *   npm run mcp                                   stdio, the local build (build/)
 *   npm run mcp -- --build <folder>               stdio, another build folder
 *   npm run mcp -- --site https://developers.tessera.dev   a deployed site's files
 *   npm run mcp -- --http 127.0.0.1:3300          Streamable HTTP at http://127.0.0.1:3300/mcp
 *   npm run mcp -- --http 127.0.0.1:3300 --behind-proxy developers.tessera.dev
 *                                                 the same, served by a proxy (nginx, `npm start`) at that host
 */

export interface ServerOptions {
  readonly source:
    | {readonly kind: 'build'; readonly folder?: string}
    | {readonly kind: 'site'; readonly url: string};
  readonly transport:
    | {readonly kind: 'stdio'}
    | {
        readonly kind: 'http';
        readonly host: string;
        readonly port: number;
        /** The Host names a proxy in front serves the endpoint at (--behind-proxy); none when reached directly. */
        readonly proxiedHosts: readonly string[];
      };
}

export type ParsedOptions =
  | {readonly ok: true; readonly options: ServerOptions}
  | {readonly ok: false; readonly problem: string};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The command line's shape, after the command that starts the server (`npm run mcp --`, `npx -y @tessera/docs-mcp`). */
export function usage(command = 'npm run mcp --'): string {
  return `Usage: ${command} [--build <folder> | --site <base URL>] [--http <host:port> [--behind-proxy <host>[,<host>…]]]`;
}

/** A Host header value: a name or an address, with a port or not; no scheme, path or spaces. */
const HOST_VALUE = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

export function parseOptions(args: readonly string[], command?: string): ParsedOptions {
  const USAGE = usage(command);
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index] ?? '';
    const value = args[index + 1];
    if (!['--build', '--site', '--http', '--behind-proxy'].includes(name))
      return {ok: false, problem: `Unknown option "${name}". ${USAGE}`};
    if (value === undefined || value.startsWith('--'))
      return {ok: false, problem: `${name} needs a value. ${USAGE}`};
    values.set(name, value);
  }
  const build = values.get('--build');
  const site = values.get('--site');
  if (build !== undefined && site !== undefined)
    return {ok: false, problem: `Give --build or --site, not both. ${USAGE}`};
  if (site !== undefined) {
    let url: URL;
    try {
      url = new URL(site);
    } catch {
      return {
        ok: false,
        problem: `--site needs a URL such as https://developers.tessera.dev, not "${site}".`,
      };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return {ok: false, problem: '--site needs an http(s) URL.'};
  }
  const http = values.get('--http');
  let transport: ServerOptions['transport'] = {kind: 'stdio'};
  if (http !== undefined) {
    const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(http);
    const port = Number(match?.[2]);
    if (!match || !(port >= 0 && port < 65536))
      return {ok: false, problem: `--http needs host:port, such as 127.0.0.1:3300, not "${http}".`};
    const host = match[1] ?? '';
    if (!LOOPBACK.has(host))
      return {
        ok: false,
        problem: `--http serves on this machine only: use 127.0.0.1, localhost or [::1], not "${host}".`,
      };
    const proxied = values.get('--behind-proxy');
    const proxiedHosts = proxied === undefined ? [] : proxied.split(',').map((name) => name.trim());
    const wrong = proxiedHosts.find((name) => !HOST_VALUE.test(name));
    if (wrong !== undefined)
      return {
        ok: false,
        problem: `--behind-proxy needs the host names the proxy serves, such as developers.tessera.dev or 127.0.0.1:8080, not "${wrong}".`,
      };
    transport = {kind: 'http', host: host.replace(/^\[|\]$/g, ''), port, proxiedHosts};
  } else if (values.has('--behind-proxy')) {
    return {ok: false, problem: `--behind-proxy goes with --http. ${USAGE}`};
  }
  return {
    ok: true,
    options: {
      source:
        site !== undefined
          ? {kind: 'site', url: site}
          : build === undefined
            ? {kind: 'build'}
            : {kind: 'build', folder: build},
      transport,
    },
  };
}
