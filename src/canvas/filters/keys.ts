import type {FilterDefinition} from '../types';
import {entries, isIterable, unwrap} from './values';

/** `keys`: the keys of a list (0, 1, ...) or hash, in order; anything else has none. */
export const keys: FilterDefinition = {
  name: 'keys',
  create: () => (value) => {
    const raw = unwrap(value);
    return isIterable(raw) ? entries(raw).map(([key]) => key) : [];
  },
};
