import type {FilterDefinition} from '../types';
import {entries, isIterable, toText, unwrap} from './values';

/** `last`: the last item of a list or hash, or the last character of a string; '' when there is none. */
export const last: FilterDefinition = {
  name: 'last',
  create: () => (value) => {
    const raw = unwrap(value);
    if (isIterable(raw)) return entries(raw).at(-1)?.[1] ?? '';
    return Array.from(toText(raw, 'last')).at(-1) ?? '';
  },
};
