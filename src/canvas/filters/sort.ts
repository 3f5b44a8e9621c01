import type {FilterDefinition} from '../types';
import {expectArrow} from './arrowFunctions';
import {entries, fromEntries, isIterable, phpCompare, toFloat, typeName, unwrap} from './values';

/**
 * `sort` and `sort((a, b) => ...)`: sorts a list or hash by value, keeping
 * keys (PHP's asort / uasort). Without an arrow, values compare as PHP does:
 * numbers numerically, strings in byte order (uppercase before lowercase).
 */
export const sort: FilterDefinition = {
  name: 'sort',
  create: () => (value, args) => {
    const raw = unwrap(value);
    if (!isIterable(raw)) {
      throw new Error(
        `The sort filter only works with sequences or mappings, got "${typeName(raw)}".`,
      );
    }
    const compare =
      args[0] === null || args[0] === undefined
        ? phpCompare
        : (() => {
            const arrow = expectArrow('sort', args[0]);
            return (a: unknown, b: unknown) => toFloat(arrow(a, b));
          })();
    const sorted = [...entries(raw)].sort(([, a], [, b]) => compare(a, b));
    return fromEntries(sorted);
  },
};
