import type {FilterDefinition} from '../types';
import {expectArrow} from './arrowFunctions';
import {entries, expectIterable} from './values';

/** `reduce((carry, v) => ..., initial = null)`: folds a list or hash into one value; the arrow gets (carry, value, key). */
export const reduce: FilterDefinition = {
  name: 'reduce',
  create: () => (value, args) => {
    const items = expectIterable(value, 'reduce');
    const arrow = expectArrow('reduce', args[0]);
    const initial = args.length > 1 && args[1] !== undefined ? args[1] : null;
    return entries(items).reduce<unknown>((carry, [key, item]) => arrow(carry, item, key), initial);
  },
};
