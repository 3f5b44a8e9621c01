import type {FunctionDefinition} from '../types';
import {sampleCollections} from './sampleCollections';
import {asString, isRecord, keysOf, readOptions, readPath, type TwigState} from './shared';

const OPTIONS = ['filter', 'sort', 'limit'] as const;

function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'object' || typeof b === 'object') return false;
  return String(a) === String(b);
}

/** An entry matches a filter value when the field equals it, or contains it when the field is a list; a list of filter values matches any of them. */
function matches(field: unknown, wanted: unknown): boolean {
  const candidates = Array.isArray(wanted) ? wanted : [wanted];
  const values = Array.isArray(field) ? field : [field];
  return candidates.some((candidate) => values.some((value) => sameValue(value, candidate)));
}

function compare(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * `cms(collection, {filter, sort, limit})`: the entries of a CMS collection.
 * `collections` is what the project holds: the sample site's collections,
 * overridden per collection by a `collections` variable (Data in examples).
 */
export function queryCollection(
  collections: Readonly<Record<string, unknown>>,
  collection: unknown,
  rawOptions?: unknown,
): Array<Record<string, unknown>> {
  const name = asString(collection);
  if (name === undefined || name.trim() === '') {
    throw new Error(`cms(): the collection must be a key such as 'posts', got ${JSON.stringify(collection ?? null)}.`);
  }
  const entries = collections[name];
  if (!Array.isArray(entries)) {
    const known = Object.keys(collections).sort().join(', ');
    throw new Error(`cms(): there is no collection "${name}". The project has: ${known}.`);
  }
  const options = readOptions('cms', rawOptions, OPTIONS);
  let result = entries.filter(isRecord);

  if (options.filter !== undefined && options.filter !== null) {
    if (!isRecord(options.filter)) throw new Error('cms(): filter must be a hash of field names and values, such as { tags: \'news\' }.');
    const filter = options.filter;
    const fields = keysOf(filter);
    result = result.filter((entry) => fields.every((field) => matches(readPath(entry, field), filter[field])));
  }

  if (options.sort !== undefined && options.sort !== null) {
    const sort = asString(options.sort)?.trim();
    if (!sort || sort === '-') throw new Error(`cms(): sort must be a field name such as 'title' or '-published_at', got ${JSON.stringify(options.sort)}.`);
    const descending = sort.startsWith('-');
    const field = descending ? sort.slice(1) : sort;
    result = result
      .map((entry, index) => ({entry, index}))
      .sort((a, b) => {
        const aValue = readPath(a.entry, field);
        const bValue = readPath(b.entry, field);
        const aMissing = aValue === null || aValue === undefined;
        const bMissing = bValue === null || bValue === undefined;
        // Entries without the field go last in both directions.
        if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
        const order = compare(aValue, bValue);
        return (descending ? -order : order) || a.index - b.index;
      })
      .map(({entry}) => entry);
  }

  if (options.limit !== undefined && options.limit !== null) {
    const limit = options.limit;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
      throw new Error(`cms(): limit must be a whole number of 1 or more, got ${JSON.stringify(limit)}.`);
    }
    result = result.slice(0, limit);
  }
  return result;
}

export const cms: FunctionDefinition = {
  name: 'cms',
  create: () =>
    function (this: TwigState | undefined, collection: unknown, options?: unknown) {
      const override = this?.context?.collections;
      const collections = isRecord(override) ? {...sampleCollections, ...override} : sampleCollections;
      return queryCollection(collections, collection, options);
    },
};
