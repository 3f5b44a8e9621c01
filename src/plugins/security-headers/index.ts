/**
 * Holds the built site to its content security policy: after the build, every
 * inline script of every page must be listed by hash in the policy of
 * static/_headers (copied to build/_headers). A missing hash fails the build
 * and names the hash, so the policy is never silently out of date.
 * `connectSources` (the hosted search provider's hosts, when configured) are
 * added to connect-src in build/_headers. From that final `_headers` it then writes the other
 * hosts' files (`_redirects`, `nginx.conf`: src/plugins/hosting).
 */
import {readFile, readdir, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirects} from '../../data/redirects';
import {writeHostFiles} from '../hosting';
import {inlineScriptHashes, missingScriptHashes, policyFromHeadersFile, withSources} from './csp';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? htmlFiles(join(dir, entry.name))
        : Promise.resolve(entry.name.endsWith('.html') ? [join(dir, entry.name)] : []),
    ),
  );
  return nested.flat();
}

export interface SecurityHeadersOptions {
  readonly connectSources?: readonly string[];
}

function readOptions(options: unknown): Required<SecurityHeadersOptions> {
  const connectSources = (options as SecurityHeadersOptions | undefined)?.connectSources ?? [];
  if (
    !Array.isArray(connectSources) ||
    !connectSources.every((source) => typeof source === 'string')
  ) {
    throw new Error('security-headers: the option "connectSources" must be a list of CSP sources');
  }
  return {connectSources};
}

export default function securityHeaders(_context: LoadContext, options?: unknown): Plugin {
  const {connectSources} = readOptions(options);
  return {
    name: 'security-headers',
    async postBuild({outDir, routesPaths, baseUrl}) {
      const headers = await readFile(join(outDir, '_headers'), 'utf8').catch(() => '');
      const published = policyFromHeadersFile(headers);
      if (!published) throw new Error('static/_headers: no Content-Security-Policy header for /*');
      const policy = withSources(published, 'connect-src', connectSources);
      if (policy !== published)
        await writeFile(join(outDir, '_headers'), headers.replace(published, policy));
      const pages = new Set(routesPaths.map((path) => `/${path.slice(baseUrl.length)}`));
      await writeHostFiles(
        outDir,
        policy === published ? headers : headers.replace(published, policy),
        pages,
      );
      // Moved pages' HTML fallbacks (plugin-client-redirects) are not pages: their script only
      // repeats the meta refresh, and no host serves them in place of the 301.
      const fallbacks = new Set(
        redirects.map(({from}) => join(outDir, from.slice(1), 'index.html')),
      );
      const firstSeen = new Map<string, string>();
      for (const file of (await htmlFiles(outDir)).filter((path) => !fallbacks.has(path))) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) {
          if (!firstSeen.has(hash)) firstSeen.set(hash, relative(outDir, file));
        }
      }
      const missing = missingScriptHashes(policy, [...firstSeen.keys()]);
      if (missing.length > 0) {
        throw new Error(
          'static/_headers: the Content-Security-Policy script-src does not allow these inline ' +
            `scripts; add their hashes (and the same policy in DEPLOYMENT.md):\n${missing
              .map((hash) => `  ${hash}  (first in build/${firstSeen.get(hash)})`)
              .join('\n')}`,
        );
      }
    },
  };
}
