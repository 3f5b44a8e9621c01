import type {FilterDefinition} from '../types';
import {entries, isIterable, toText, unwrap} from './values';

/** `length`: the number of items of a list or hash, or of characters of a string or number; null is 0. */
export const length: FilterDefinition = {
  name: 'length',
  create: () => (value) => {
    const raw = unwrap(value);
    if (raw === null || raw === undefined) return 0;
    if (isIterable(raw)) return entries(raw).length;
    if (raw instanceof Date || typeof raw === 'function') return 1;
    return Array.from(toText(raw, 'length')).length;
  },
};
