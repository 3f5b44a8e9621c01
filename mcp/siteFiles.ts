/**
 * Where the server reads the site: the build folder on this machine (no network), or a deployed
 * site's files over HTTP(S). Either way a file is named by its path on the site (`/search/index.json`),
 * and a file that is not there reads as undefined.
 */
import {readFile} from 'node:fs/promises';
import {relative, resolve, sep} from 'node:path';

export interface SiteFiles {
  /** What the files are read from, for messages ("build/", "https://…/"). */
  readonly source: string;
  read(path: string): Promise<string | undefined>;
}

/** The files of a build folder; a path that would leave the folder reads as missing. */
export function buildFolderFiles(folder: string): SiteFiles {
  const root = resolve(folder);
  return {
    source: root,
    async read(path) {
      const file = resolve(root, `.${path.startsWith('/') ? path : `/${path}`}`);
      const inside = relative(root, file);
      if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..') return undefined;
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },
  };
}

/** The files of a deployed site under its base URL; 404 reads as missing, other failures throw. */
export function deployedSiteFiles(
  baseUrl: string,
  fetchFile: typeof fetch = fetch,
  timeoutMs = 15_000,
): SiteFiles {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return {
    source: base.href,
    async read(path) {
      const url = new URL(path.replace(/^\/+/, ''), base);
      if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
      const response = await fetchFile(url, {signal: AbortSignal.timeout(timeoutMs)});
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}.`);
      return response.text();
    },
  };
}
