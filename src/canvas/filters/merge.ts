import type {FilterDefinition} from '../types';
import {entries, fromEntries, isIterable, renumber, typeName, unwrap} from './values';

/**
 * `merge(other, ...)`: PHP's array_merge. Lists are appended; hash keys are
 * overwritten by later values; integer keys are renumbered from 0.
 */
export const merge: FilterDefinition = {
  name: 'merge',
  create: () => (value, args) => {
    const arrays = [value, ...args].map(unwrap);
    arrays.forEach((array, index) => {
      if (!isIterable(array)) {
        throw new Error(
          `The "merge" filter only works with sequences or mappings, got "${typeName(array)}" for argument ${index + 1}.`,
        );
      }
    });
    return fromEntries(renumber(arrays.flatMap((array) => entries(array))));
  },
};
