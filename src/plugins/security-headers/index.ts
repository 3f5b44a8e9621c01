/**
 * Holds the built site to its content security policy: after the build, every
 * inline script of every page must be listed by hash in the policy of
 * static/_headers (copied to build/_headers). A missing hash fails the build
 * and names the hash, so the policy is never silently out of date.
 */
import {readFile, readdir} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {inlineScriptHashes, missingScriptHashes, policyFromHeadersFile} from '../../lib/csp';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : Promise.resolve(entry.name.endsWith('.html') ? [join(dir, entry.name)] : []))),
  );
  return nested.flat();
}

export default function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const headers = await readFile(join(outDir, '_headers'), 'utf8').catch(() => '');
      const policy = policyFromHeadersFile(headers);
      if (!policy) throw new Error('static/_headers: no Content-Security-Policy header for /*');
      const firstSeen = new Map<string, string>();
      for (const file of await htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) {
          if (!firstSeen.has(hash)) firstSeen.set(hash, relative(outDir, file));
        }
      }
      const missing = missingScriptHashes(policy, [...firstSeen.keys()]);
      if (missing.length > 0) {
        throw new Error(
          `static/_headers: the Content-Security-Policy script-src does not allow these inline scripts; add their hashes (and the same policy in README.md):\n${missing
            .map((hash) => `  ${hash}  (first in build/${firstSeen.get(hash)})`)
            .join('\n')}`,
        );
      }
    },
  };
}
