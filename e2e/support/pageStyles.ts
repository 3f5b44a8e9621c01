/**
 * The stylesheets of the built site: the ones a page's HTML links (which the browser waits for
 * before its first paint), the chunks the source loads on demand (src/plugins/on-demand-styles), and
 * the rules of a minified stylesheet, to tell whether one file's rules are in another.
 */
import {readFileSync} from 'node:fs';
import {Parser} from 'htmlparser2';
import {sourceFiles} from '../../scripts/importGraph';
import {ON_DEMAND_CHUNK_PREFIX} from '../../src/plugins/on-demand-styles/onDemandChunks';

/** The stylesheet addresses a page's HTML links, in order. */
export function linkedStylesheets(html: string): string[] {
  return linkedHrefs(html, 'stylesheet');
}

/** The hrefs of a page's `<link>` elements with `rel`, in document order. */
export function linkedHrefs(html: string, rel: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
        if (name === 'link' && rels.includes(rel) && attributes.href) hrefs.push(attributes.href);
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return hrefs;
}

/** The innermost `selector{declarations}` rules of a stylesheet, as written. */
export function cssRules(css: string): string[] {
  return Array.from(
    css.matchAll(/([^{};]+)\{([^{}]*)\}/g),
    ([, selector, body]) => `${(selector ?? '').trim()}{${body ?? ''}}`,
  ).filter((rule) => !rule.startsWith('@'));
}

const MAGIC_NAME = new RegExp(
  `webpackChunkName:\\s*["'](${ON_DEMAND_CHUNK_PREFIX}[\\w-]+)["']`,
  'g',
);

/** The on-demand chunks the source under `sourceDir` names at its `import()`s. */
export function onDemandChunkNames(sourceDir: string): string[] {
  const names = sourceFiles(sourceDir)
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      Array.from(readFileSync(file, 'utf8').matchAll(MAGIC_NAME), ([, name]) => name),
    );
  return [...new Set(names)].filter((name): name is string => Boolean(name)).sort();
}

/** The chunk a built asset belongs to: `assets/css/on-demand-search.6e7a38b3.css` → `on-demand-search`. */
export const chunkOfAsset = (file: string): string =>
  file.replace(/^.*\//, '').replace(/\.[0-9a-f]+\.(css|js)$/, '');
