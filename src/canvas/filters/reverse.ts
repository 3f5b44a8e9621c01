import type {FilterDefinition} from '../types';
import {entries, fromEntries, isIterable, isTruthy, renumber, toText, unwrap} from './values';

/**
 * `reverse(preserve_keys = false)`: a list or hash in reverse order (string
 * keys are always kept, integer keys only with preserve_keys), or a string's
 * characters reversed.
 */
export const reverse: FilterDefinition = {
  name: 'reverse',
  create: () => (value, args) => {
    const raw = unwrap(value);
    if (isIterable(raw)) {
      const reversed = entries(raw).reverse();
      return fromEntries(isTruthy(args[0]) ? reversed : renumber(reversed));
    }
    return Array.from(toText(raw, 'reverse')).reverse().join('');
  },
};
