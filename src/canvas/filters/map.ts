import type {FilterDefinition} from '../types';
import {expectArrow} from './arrowFunctions';
import {entries, expectIterable, fromEntries, type PhpKey} from './values';

/** `map(v => ...)`: each item replaced by the arrow function's result; the arrow gets (value, key); keys are kept. */
export const map: FilterDefinition = {
  name: 'map',
  create: () => (value, args) => {
    const items = expectIterable(value, 'map');
    const arrow = expectArrow('map', args[0]);
    return fromEntries(
      entries(items).map(([key, item]): [PhpKey, unknown] => [key, arrow(item, key)]),
    );
  },
};
