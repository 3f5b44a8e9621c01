/**
 * The stylesheets of the built site: the ones a page's HTML links (which the browser waits for
 * before its first paint), the chunks the source loads on demand (src/plugins/on-demand-styles), and
 * the rules of a minified stylesheet, to tell whether one file's rules are in another.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ON_DEMAND_CHUNK_PREFIX} from '../../src/plugins/on-demand-styles/onDemandChunks';

/** The stylesheet addresses a page's HTML links, in order (the minifier may drop the quotes). */
export function linkedStylesheets(html: string): string[] {
  return Array.from(html.matchAll(/<link\b[^>]*>/g), ([tag]) => tag)
    .filter((tag) => /\brel=["']?stylesheet\b/.test(tag))
    .map((tag) => /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag))
    .flatMap((match) => (match ? [match[1] ?? match[2] ?? match[3] ?? ''] : []));
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

/** The on-demand chunks the source names at its `import()`s. */
export function onDemandChunkNames(sourceDir: string): string[] {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const [, name] of readFileSync(path, 'utf8').matchAll(MAGIC_NAME))
          if (name) names.add(name);
    }
  };
  walk(sourceDir);
  return [...names].sort();
}

/** The chunk a built asset belongs to: `on-demand-search.6e7a38b3.css` → `on-demand-search`. */
export const chunkOfAsset = (file: string): string => file.replace(/\.[0-9a-f]+\.(css|js)$/, '');
