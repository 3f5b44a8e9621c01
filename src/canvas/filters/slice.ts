import type {FilterDefinition} from '../types';
import {
  entries,
  fromEntries,
  isIterable,
  isTruthy,
  renumber,
  toNumber,
  toText,
  unwrap,
} from './values';

/** The [from, to) range that PHP's array_slice / mb_substr select from `count` items. */
export function sliceRange(
  count: number,
  start: number,
  length: number | undefined,
): [number, number] {
  const from = start < 0 ? Math.max(0, count + start) : Math.min(start, count);
  let to = length === undefined ? count : length < 0 ? count + length : from + length;
  to = Math.min(Math.max(to, from), count);
  return [from, to];
}

/**
 * `slice(start, length = null, preserve_keys = false)`: part of a list, hash
 * or string. A negative start counts from the end; a negative length stops
 * that many items before the end.
 */
export const slice: FilterDefinition = {
  name: 'slice',
  create: () => (value, args) => {
    const raw = unwrap(value);
    const start = Math.trunc(toNumber(args[0] ?? 0, 'slice'));
    const length =
      args[1] === null || args[1] === undefined
        ? undefined
        : Math.trunc(toNumber(args[1], 'slice'));
    if (isIterable(raw)) {
      const pairs = entries(raw);
      const [from, to] = sliceRange(pairs.length, start, length);
      const part = pairs.slice(from, to);
      return fromEntries(isTruthy(args[2]) ? part : renumber(part));
    }
    const characters = Array.from(toText(raw, 'slice'));
    const [from, to] = sliceRange(characters.length, start, length);
    return characters.slice(from, to).join('');
  },
};
