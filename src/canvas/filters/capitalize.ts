import type {FilterDefinition} from '../types';
import {toText} from './values';

/** `capitalize`: the first character uppercase and all the others lowercase; null gives ''. */
export const capitalize: FilterDefinition = {
  name: 'capitalize',
  create: () => (value) => {
    const [head = '', ...rest] = Array.from(toText(value, 'capitalize'));
    return head.toUpperCase() + rest.join('').toLowerCase();
  },
};
