import type {FilterDefinition} from '../types';
import {expectArrow} from './arrowFunctions';
import {entries, expectIterable, fromEntries, isTruthy} from './values';

/** `filter(v => ...)`: the items for which the arrow function is truthy; the arrow gets (value, key); keys are kept. */
export const filter: FilterDefinition = {
  name: 'filter',
  create: () => (value, args) => {
    const items = expectIterable(value, 'filter');
    const arrow = expectArrow('filter', args[0]);
    return fromEntries(entries(items).filter(([key, item]) => isTruthy(arrow(item, key))));
  },
};
