import type {FunctionDefinition} from '../types';
import {asString} from './shared';

/** The most items a range may have; larger ranges are almost always a mistake in a template. */
export const RANGE_LIMIT = 10000;

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = asString(value)?.trim();
  if (text === undefined || text === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text))
    return undefined;
  return Number(text);
}

/**
 * `range(low, high, step)`: the numbers from low to high inclusive (counting
 * down when low > high), or the letters between two characters. The step's
 * sign is ignored: the direction comes from low and high.
 */
export function makeRange(low: unknown, high: unknown, step: unknown = 1): Array<number | string> {
  const stepNumber = step === undefined || step === null ? 1 : numeric(step);
  if (stepNumber === undefined)
    throw new Error(`range(): step must be a number, got ${JSON.stringify(step)}.`);
  if (stepNumber === 0) throw new Error('range(): step cannot be 0.');
  const size = Math.abs(stepNumber);

  const lowNumber = numeric(low);
  const highNumber = numeric(high);
  const lowText = asString(low);
  const highText = asString(high);
  let start: number;
  let end: number;
  let characters = false;
  if (lowNumber !== undefined && highNumber !== undefined) {
    [start, end] = [lowNumber, highNumber];
  } else if (lowNumber === undefined && highNumber === undefined && lowText && highText) {
    characters = true;
    start = lowText.codePointAt(0) ?? 0;
    end = highText.codePointAt(0) ?? 0;
    if (!Number.isInteger(size))
      throw new Error('range(): a range of characters needs a whole-number step.');
  } else {
    throw new Error(
      `range(): low and high must both be numbers or both be characters, got ${JSON.stringify(low ?? null)} and ${JSON.stringify(high ?? null)}.`,
    );
  }

  const count = Math.floor(Math.abs(end - start) / size + 1e-9) + 1;
  if (count > RANGE_LIMIT)
    throw new Error(`range(): the range would have ${count} items; the limit is ${RANGE_LIMIT}.`);
  const direction = end >= start ? 1 : -1;
  const result: Array<number | string> = [];
  for (let index = 0; index < count; index += 1) {
    const value = start + direction * index * size;
    if (characters) result.push(String.fromCodePoint(value));
    else result.push(Number.isInteger(value) ? value : Number.parseFloat(value.toPrecision(15)));
  }
  return result;
}

export const range: FunctionDefinition = {
  name: 'range',
  create: () => (low, high, step) => makeRange(low, high, step),
};
