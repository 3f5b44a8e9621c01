import type {FilterDefinition} from '../types';
import {entries, isIterable, toText, typeName, unwrap} from './values';

/** Text for a replacement value: as PHP's strtr converts it (lists become "Array"). */
function replacementText(value: unknown): string {
  return isIterable(unwrap(value)) ? 'Array' : toText(value, 'replace');
}

/**
 * `replace({search: replacement, ...})`: PHP's strtr. At each position the
 * longest matching search string wins, and replaced text is never searched again.
 */
export const replace: FilterDefinition = {
  name: 'replace',
  create: () => (value, args) => {
    const text = toText(value, 'replace');
    const from = unwrap(args[0]);
    if (!isIterable(from))
      throw new Error(
        `The "replace" filter expects a sequence or a mapping, got "${typeName(from)}".`,
      );
    const pairs = new Map<string, string>();
    for (const [key, replacement] of entries(from)) {
      if (String(key) !== '') pairs.set(String(key), replacementText(replacement));
    }
    if (pairs.size === 0 || text === '') return text;
    const searches = [...pairs.keys()].sort((a, b) => b.length - a.length);
    const pattern = new RegExp(
      searches.map((search) => search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
      'g',
    );
    return text.replace(pattern, (match) => pairs.get(match) ?? match);
  },
};
