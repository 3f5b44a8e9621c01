import type {FilterDefinition} from '../types';
import {
  entries,
  expectIterable,
  fromEntries,
  isTruthy,
  renumber,
  toNumber,
  type PhpEntries,
  type PhpKey,
} from './values';

function nextIndex(pairs: PhpEntries): number {
  const integers = pairs
    .map(([key]) => key)
    .filter((key): key is number => typeof key === 'number');
  return integers.length === 0 ? 0 : Math.max(...integers) + 1;
}

/**
 * `batch(size, fill = null, preserve_keys = true)`: splits a list or hash into
 * chunks of `size` items; `fill` pads the last chunk to full size.
 */
export const batch: FilterDefinition = {
  name: 'batch',
  create: () => (value, args) => {
    const items = expectIterable(value, 'batch');
    const size = Math.ceil(toNumber(args[0], 'batch'));
    if (!(size >= 1))
      throw new Error(`The "batch" filter expects a size of at least 1, got ${String(args[0])}.`);
    const fill = args[1];
    const preserveKeys = args.length < 3 ? true : isTruthy(args[2]);
    const pairs = entries(items);
    const chunks: PhpEntries[] = [];
    for (let i = 0; i < pairs.length; i += size) {
      const chunk = pairs.slice(i, i + size);
      chunks.push(
        preserveKeys
          ? chunk
          : renumber(chunk.map(([, item], index): [PhpKey, unknown] => [index, item])),
      );
    }
    const last = chunks[chunks.length - 1];
    if (fill !== null && fill !== undefined && last) {
      while (last.length < size) last.push([nextIndex(last), fill]);
    }
    return chunks.map((chunk) => fromEntries(chunk));
  },
};
