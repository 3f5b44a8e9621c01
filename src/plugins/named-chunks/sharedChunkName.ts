/**
 * The name of a chunk the bundler splits off because several chunks share its libraries.
 *
 * Left unnamed, such a chunk is known by its modules' paths ("vendors-node_modules_docusaurus_
 * theme-classic_lib_theme_DocItem_…-2a6734"), up to 100 characters that every page's startup
 * runtime and entry carry, a dozen times over. Named by a short hash of the chunks that share it,
 * it is split exactly as before: the bundler groups modules by that set of chunks either way.
 * Libraries that only one chunk loads are given that chunk's name, which the bundler reads as "keep
 * them in it" (it moves modules into a chunk that already has the name).
 */
import {createHash} from 'node:crypto';

/** What the bundler tells of a chunk that shares the modules: only its name is read. */
export interface SharingChunk {
  readonly name?: string | null;
}

/** The bundler's own cache group for libraries; its chunks keep its word for them. */
const LIBRARIES_GROUP = 'defaultVendors';

/**
 * `vendors-` and eight hex digits, or undefined (the bundler's own name) when a sharing chunk has no
 * name to tell the set apart by: a dependency's `import()`, whose chunk the site cannot name.
 */
export function sharedChunkName(
  chunks: readonly SharingChunk[],
  cacheGroup: string,
): string | undefined {
  const names: string[] = [];
  for (const {name} of chunks) {
    if (!name) return undefined;
    names.push(name);
  }
  // Libraries only one chunk loads stay in it: a file of their own would be a second request and
  // a second gzip stream for code that never loads without that chunk.
  if (cacheGroup === LIBRARIES_GROUP && names.length === 1) return names[0];
  const prefix = cacheGroup === LIBRARIES_GROUP ? 'vendors' : cacheGroup;
  // The hash Docusaurus names its route chunks with: the first eight hex digits of an MD5.
  const hash = createHash('md5').update(names.sort().join('~')).digest('hex').slice(0, 8);
  return `${prefix}-${hash}`;
}
