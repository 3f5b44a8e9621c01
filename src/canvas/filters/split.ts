import type {FilterDefinition} from '../types';
import {toNumber, toText} from './values';

/**
 * `split(delimiter, limit = null)`: PHP's explode. A positive limit caps the
 * number of parts (the last holds the rest), a negative one drops parts from
 * the end; an empty delimiter splits into characters, or chunks of `limit`.
 */
export const split: FilterDefinition = {
  name: 'split',
  create: () => (value, args) => {
    const text = toText(value, 'split');
    const delimiter = toText(args[0], 'split');
    const limit =
      args[1] === null || args[1] === undefined
        ? undefined
        : Math.trunc(toNumber(args[1], 'split'));
    if (delimiter === '') {
      const characters = Array.from(text);
      if (characters.length === 0) return [''];
      const size = limit === undefined || limit <= 1 ? 1 : limit;
      const chunks: string[] = [];
      for (let i = 0; i < characters.length; i += size)
        chunks.push(characters.slice(i, i + size).join(''));
      return chunks;
    }
    const parts = text.split(delimiter);
    if (limit === undefined) return parts;
    if (limit > 0 || limit === 0) {
      const max = Math.max(limit, 1);
      return parts.length <= max
        ? parts
        : [...parts.slice(0, max - 1), parts.slice(max - 1).join(delimiter)];
    }
    return parts.slice(0, Math.max(0, parts.length + limit));
  },
};
