import type {TestDefinition} from '../types';
import {constantValue} from '../functions/constant';
import {identical} from './sameAs';

/**
 * Twig.js calls a test as `test(value, params)`, where `params` is the list of
 * the arguments written in parentheses (`undefined` when there are none).
 */
function argumentsOf(rest: readonly unknown[]): unknown[] {
  const params = rest[0];
  return Array.isArray(params) ? params : [];
}

/** PHP's `%` works on integers: operands are truncated toward zero first. */
function integer(value: unknown, test: string): number {
  const number = typeof value === 'boolean' ? Number(value) : Number(value ?? 0);
  if (Number.isNaN(number))
    throw new Error(`The "${test}" test needs a number, got "${String(value)}".`);
  return Math.trunc(number);
}

function isPlainMapping(value: unknown): value is Record<string, unknown> {
  return (
    value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
  );
}

/** Twig 3's `empty`: "", null, false, an empty sequence or mapping; never 0 or "0". */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof String) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (isPlainMapping(value)) return !Object.keys(value).some((key) => key !== '_keys');
  return false;
}

/** Twig 3's `iterable`: sequences and mappings (PHP arrays) and other collections, not strings. */
export function isIterable(value: unknown): boolean {
  return (
    Array.isArray(value) || isPlainMapping(value) || value instanceof Map || value instanceof Set
  );
}

/** The platform's tests, and Twig built-ins whose Canvas behaviour differs from Twig.js. */
export const tests: readonly TestDefinition[] = [
  {
    name: 'constant',
    create:
      () =>
      (value, ...rest) => {
        const [name] = argumentsOf(rest);
        return identical(value, constantValue(name));
      },
  },
  {
    name: 'divisible by',
    create:
      () =>
      (value, ...rest) => {
        const divisor = integer(argumentsOf(rest)[0], 'divisible by');
        if (divisor === 0) throw new Error('The "divisible by" test cannot divide by zero.');
        return integer(value, 'divisible by') % divisor === 0;
      },
  },
  {name: 'empty', create: () => (value) => isEmpty(value)},
  {name: 'even', create: () => (value) => integer(value, 'even') % 2 === 0},
  {name: 'iterable', create: () => (value) => isIterable(value)},
  {name: 'odd', create: () => (value) => integer(value, 'odd') % 2 !== 0},
  // A missing variable or key is null in Twig; Twig.js only matched a stored null.
  {name: 'null', create: () => (value) => value === null || value === undefined},
  {name: 'none', create: () => (value) => value === null || value === undefined},
  {
    name: 'same as',
    create:
      () =>
      (value, ...rest) =>
        identical(value, argumentsOf(rest)[0]),
  },
];
