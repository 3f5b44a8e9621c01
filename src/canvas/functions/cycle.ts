import type {FunctionDefinition} from '../types';
import {asString, valuesOf} from './shared';

/**
 * `cycle(values, position)`: the item of a sequence (or the value of a
 * mapping) at position modulo its length, as in Twig 3. A value that is not a
 * sequence or mapping is returned as is; an empty one raises an error.
 */
export function cycleValue(values: unknown, position: unknown): unknown {
  const items = valuesOf(values);
  if (items === undefined) return values;
  if (items.length === 0)
    throw new Error('cycle(): the values are empty; cycle needs at least one value.');
  const index =
    typeof position === 'number' ? Math.trunc(position) : Number(asString(position) ?? Number.NaN);
  if (!Number.isInteger(index))
    throw new Error(
      `cycle(): the position must be a whole number, such as loop.index0, got ${JSON.stringify(position ?? null)}.`,
    );
  // Like PHP's %, a negative position gives a negative index, which is no item.
  return items[index % items.length];
}

export const cycle: FunctionDefinition = {
  name: 'cycle',
  create: () => (values, position) => cycleValue(values, position),
};
