/**
 * The files a host reads beside the pages, from the same sources as `_headers`: `_redirects`
 * (Netlify, Cloudflare Pages) and `nginx.conf` (an include for an nginx `server` block, with
 * `nginx-http.conf` for its `http` block), both
 * with the moved pages of src/data/redirects.ts. The security-headers plugin calls it once the
 * final `_headers` is written, so every host gets the same policy.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {redirects} from '../../data/redirects';
import {site} from '../../data/site';
import {parseHeaders} from './headerRules';
import {nginxConfig, nginxHttpConfig} from './nginxConfig';
import {redirectProblems, redirectRules, redirectsFile} from './redirectRules';

export async function writeHostFiles(
  outDir: string,
  headersText: string,
  pages: ReadonlySet<string>,
): Promise<void> {
  const problems = redirectProblems(redirects, pages);
  if (problems.length > 0)
    throw new Error(`src/data/redirects.ts:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  const rules = redirectRules(redirects);
  await Promise.all([
    writeFile(join(outDir, '_redirects'), redirectsFile(rules)),
    writeFile(
      join(outDir, 'nginx.conf'),
      nginxConfig(parseHeaders(headersText), rules, site.title),
    ),
    writeFile(join(outDir, 'nginx-http.conf'), nginxHttpConfig(site.title)),
  ]);
}
