/**
 * What Twig's `min` and `max` share: the values they choose from and the choice. They compare as PHP's
 * min() and max() do, with the one PHP comparison of the Canvas engine (filters/values phpCompare).
 */
import {phpCompare} from '../filters/values';
import {valuesOf} from './shared';

/** The values `min`/`max` choose from: one sequence or mapping, or the arguments themselves. */
export function candidates(fn: string, args: readonly unknown[]): unknown[] {
  const first = args[0];
  const values = args.length === 1 ? valuesOf(first) : [...args];
  if (values === undefined) {
    throw new Error(
      `${fn}(): pass a sequence, a mapping or at least two values, got ${JSON.stringify(first ?? null)}.`,
    );
  }
  if (values.length === 0)
    throw new Error(`${fn}(): the sequence is empty; ${fn} needs at least one value.`);
  return values;
}

/** The extreme value; among equal values the first one wins, as in PHP. */
export function extreme(fn: string, args: readonly unknown[], direction: 1 | -1): unknown {
  const values = candidates(fn, args);
  let best = values[0];
  for (const value of values.slice(1)) {
    if (phpCompare(value, best) * direction > 0) best = value;
  }
  return best;
}
