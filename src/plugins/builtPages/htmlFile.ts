/** Where Docusaurus wrote a page's HTML, for the plugins that read the built pages after the build. */
import {existsSync} from 'node:fs';
import {join} from 'node:path';

/** The HTML file Docusaurus wrote for a route (`/docs/x` -> docs/x.html or docs/x/index.html). */
export function htmlFileFor(outDir: string, permalink: string, baseUrl = '/'): string | null {
  const relative = (
    permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink
  ).replace(/^\/+|\/+$/g, '');
  const candidates = relative
    ? [join(outDir, `${relative}.html`), join(outDir, relative, 'index.html')]
    : [join(outDir, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}
