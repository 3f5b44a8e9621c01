import type {FilterDefinition} from '../types';
import {isIterable, toText, unwrap, values} from './values';

/** An item as text for joining: as PHP's implode converts it (nested lists become "Array"). */
export function joinText(value: unknown): string {
  return isIterable(unwrap(value)) ? 'Array' : toText(value, 'join');
}

/**
 * `join(glue = '', and = null)`: the items as one string, separated by `glue`;
 * `and`, when given, goes between the last two items instead.
 */
export const join: FilterDefinition = {
  name: 'join',
  create: () => (value, args) => {
    const raw = unwrap(value);
    const items = isIterable(raw) ? values(raw) : raw === null || raw === undefined ? [] : [raw];
    const parts = items.map(joinText);
    const glue = args[0] === null || args[0] === undefined ? '' : toText(args[0], 'join');
    const and = args[1] === null || args[1] === undefined ? undefined : toText(args[1], 'join');
    if (parts.length === 0) return '';
    if (and === undefined || and === glue || parts.length === 1) return parts.join(glue);
    return `${parts.slice(0, -1).join(glue)}${and}${parts.at(-1) as string}`;
  },
};
