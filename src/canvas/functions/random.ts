import type {CanvasEnvironment, FunctionDefinition} from '../types';
import {asString, valuesOf} from './shared';

/** PHP's mt_getrandmax(): the largest value `random()` returns without arguments. */
export const RANDOM_MAX = 2147483647;

function toInteger(name: string, value: unknown): number {
  const number = typeof value === 'number' ? value : Number(asString(value) ?? Number.NaN);
  if (!Number.isFinite(number))
    throw new Error(`random(): ${name} must be a number, got ${JSON.stringify(value)}.`);
  return Math.trunc(number);
}

/**
 * `random(values, max)` with Twig 3's rules, drawing from the environment's
 * generator (seeded in previews and tests): an integer between 0 and
 * RANDOM_MAX, between 0 and a number, between two numbers, a character of a
 * string, or an item of a sequence or mapping.
 */
export function pickRandom(next: () => number, values?: unknown, max?: unknown): unknown {
  const between = (low: number, high: number) => {
    const [min, top] = low <= high ? [low, high] : [high, low];
    return min + Math.floor(next() * (top - min + 1));
  };
  if (values === undefined || values === null) {
    return max === undefined || max === null
      ? between(0, RANDOM_MAX)
      : between(0, toInteger('max', max));
  }
  if (typeof values === 'number') {
    if (max === undefined || max === null)
      return values < 0 ? between(Math.trunc(values), 0) : between(0, Math.trunc(values));
    return between(Math.trunc(values), toInteger('max', max));
  }
  const text = asString(values);
  if (text !== undefined) {
    const characters = Array.from(text);
    if (characters.length === 0) return '';
    return characters[between(0, characters.length - 1)];
  }
  const items = valuesOf(values);
  if (items === undefined) return values;
  if (items.length === 0)
    throw new Error('random(): cannot pick from an empty sequence or mapping.');
  return items[between(0, items.length - 1)];
}

export const random: FunctionDefinition = {
  name: 'random',
  create: (env: CanvasEnvironment) => (values?: unknown, max?: unknown) =>
    pickRandom(env.random, values, max),
};
