import {plainText} from '../filters/values';
import {asString, valuesOf} from './shared';

const NUMERIC = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  const text = asString(value);
  if (text !== undefined) return text;
  if (value instanceof Date) return value.getTime();
  return value;
}

/**
 * Compares two values the way PHP 8 does for `min` and `max`: numbers and
 * numeric strings as numbers, other strings byte by byte, a number and a
 * non-numeric string as strings, booleans and null as booleans, and
 * sequences after everything else (shorter first).
 */
export function phpCompare(left: unknown, right: unknown): number {
  const a = normalise(left);
  const b = normalise(right);
  const sign = (x: number) => (x < 0 ? -1 : x > 0 ? 1 : 0);
  const aList = Array.isArray(a) || (typeof a === 'object' && a !== null);
  const bList = Array.isArray(b) || (typeof b === 'object' && b !== null);
  if (aList || bList) {
    if (aList && bList) return sign((valuesOf(a)?.length ?? 0) - (valuesOf(b)?.length ?? 0));
    return aList ? 1 : -1;
  }
  if (typeof a === 'boolean' || typeof b === 'boolean' || a === null || b === null) {
    if (a === null && typeof b === 'string') return b === '' ? 0 : -1;
    if (b === null && typeof a === 'string') return a === '' ? 0 : 1;
    return sign(Number(Boolean(a)) - Number(Boolean(b)));
  }
  const aNumeric = typeof a === 'number' || (typeof a === 'string' && NUMERIC.test(a));
  const bNumeric = typeof b === 'number' || (typeof b === 'string' && NUMERIC.test(b));
  if (aNumeric && bNumeric) return sign(Number(a) - Number(b));
  const x = plainText(a);
  const y = plainText(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

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
