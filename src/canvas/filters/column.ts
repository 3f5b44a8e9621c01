import type {FilterDefinition} from '../types';
import {
  entries,
  expectIterable,
  fromEntries,
  isIterable,
  phpKey,
  toText,
  unwrap,
  values,
  type PhpEntries,
  plainText,
} from './values';

/**
 * `column(name, index = null)`: the values of one field across a list of rows
 * (PHP's array_column). Rows without the field are skipped; with `index`,
 * the result is keyed by that field.
 */
export const column: FilterDefinition = {
  name: 'column',
  create: () => (value, args) => {
    const rows = expectIterable(value, 'column');
    const name = unwrap(args[0]);
    const index = unwrap(args[1]);
    const result: PhpEntries = [];
    let next = 0;
    for (const row of values(rows)) {
      const raw = unwrap(row);
      if (!isIterable(raw)) continue;
      const fields = new Map(entries(raw).map(([key, item]) => [String(key), item]));
      if (name !== null && name !== undefined && !fields.has(plainText(name))) continue;
      const item = name === null || name === undefined ? raw : fields.get(plainText(name));
      let key: string | number = next;
      if (index !== null && index !== undefined && fields.has(plainText(index))) {
        key = phpKey(toText(fields.get(plainText(index)), 'column'));
      }
      if (typeof key === 'number') next = Math.max(next, key + 1);
      result.push([key, item]);
    }
    return fromEntries(result);
  },
};
