import type {FilterDefinition} from '../types';
import {entries, isIterable, toText, unwrap} from './values';

/** `first`: the first item of a list or hash, or the first character of a string; '' when there is none. */
export const first: FilterDefinition = {
  name: 'first',
  create: () => (value) => {
    const raw = unwrap(value);
    if (isIterable(raw)) return entries(raw)[0]?.[1] ?? '';
    return Array.from(toText(raw, 'first'))[0] ?? '';
  },
};
