/**
 * Compares two OpenAPI documents of one API with api-smart-diff, which classifies each
 * difference (breaking, non-breaking, deprecated, annotation). It reads OpenAPI 3.0's shape, so
 * the comparison first gives each webhook delivery a path of its own; and it resolves every
 * `$ref`, so only the paths whose resolved content differs are handed to it (a whole document
 * takes it a second, a pruned one a tenth of that).
 */
import {apiCompare} from 'api-smart-diff';

export type DiffType = 'breaking' | 'non-breaking' | 'annotation' | 'unclassified' | 'deprecated';

export interface Difference {
  readonly action: 'add' | 'remove' | 'replace' | 'rename';
  readonly type: DiffType;
  readonly path: readonly (string | number)[];
  readonly description: string;
}

type Json = Record<string, unknown>;

/** The path a webhook delivery gets for the comparison: "/(webhook)/form.submitted". */
export const WEBHOOK_PATH_PREFIX = '/(webhook)/';

/** Keys that carry no contract: samples and links back to the site. */
const SAMPLE_KEYS = new Set(['example', 'examples', 'externalDocs']);

function withoutKeys(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item, keys));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !keys.has(key))
        .map(([key, item]) => [key, withoutKeys(item, keys)]),
    );
  return value;
}

/** The document as the comparison reads it: no samples, and webhooks as paths. */
export function comparable(document: unknown): Json {
  const doc = withoutKeys(document, SAMPLE_KEYS) as Json;
  const webhooks = (doc.webhooks ?? {}) as Record<string, unknown>;
  const {webhooks: _webhooks, ...rest} = doc;
  return {
    ...rest,
    paths: {
      ...((doc.paths ?? {}) as Json),
      ...Object.fromEntries(
        Object.entries(webhooks).map(([name, item]) => [`${WEBHOOK_PATH_PREFIX}${name}`, item]),
      ),
    },
  };
}

/** A path item with every `$ref` into the document's components written out, as a string to compare. */
function resolvedText(item: unknown, document: Json): string {
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const resolve = (value: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((entry) => resolve(entry, seen));
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as Json).$ref;
    if (typeof ref === 'string') {
      const [, , kind = '', name = ''] = ref.split('/');
      if (seen.includes(ref)) return {$ref: ref};
      return resolve(components[kind]?.[name], [...seen, ref]);
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, resolve(entry, seen)]),
    );
  };
  return JSON.stringify(resolve(item, []));
}

/** Both documents with only the paths that differ once resolved (and every component). */
export function pruned(before: Json, after: Json): [Json, Json] {
  const beforePaths = (before.paths ?? {}) as Json;
  const afterPaths = (after.paths ?? {}) as Json;
  const differing = new Set(
    [...new Set([...Object.keys(beforePaths), ...Object.keys(afterPaths)])].filter(
      (path) =>
        !(path in beforePaths) ||
        !(path in afterPaths) ||
        resolvedText(beforePaths[path], before) !== resolvedText(afterPaths[path], after),
    ),
  );
  const keep = (paths: Json): Json =>
    Object.fromEntries(Object.entries(paths).filter(([path]) => differing.has(path)));
  return [
    {...before, paths: keep(beforePaths)},
    {...after, paths: keep(afterPaths)},
  ];
}

/** What changed from one document to the other, as api-smart-diff classifies it. */
export function compareDocuments(before: unknown, after: unknown): Difference[] {
  const [a, b] = pruned(comparable(before), comparable(after));
  return apiCompare(a, b).diffs.map((diff) => ({
    action: diff.action,
    type: diff.type,
    path: diff.path,
    description: diff.description ?? `${diff.action} ${diff.path.join('.')}`,
  }));
}
