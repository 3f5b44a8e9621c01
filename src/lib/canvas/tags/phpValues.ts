/**
 * Two places where Twig.js treated values the JavaScript way and Twig 3
 * treats them the PHP way:
 *
 * - truth: an empty mapping (`{}`, the JSON form of an empty PHP array) is
 *   false in `if`, `and`, `or`, `not` and `?:`, like an empty sequence;
 * - printing: `{{ true }}` prints `1` and `{{ false }}` prints nothing.
 */
import type {TwigCore} from './internals';

/** Twig 3's truth test for the values a Canvas template can hold. */
export function isTruthy(value: unknown, fallback: (value: unknown) => boolean): boolean {
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.keys(value).some((key) => key !== '_keys');
  }
  return fallback(value);
}

/** The text Twig 3 prints for a boolean; other values are left to the escaper. */
export function printable(value: unknown): unknown {
  if (value === true) return '1';
  if (value === false) return '';
  return value;
}

export function registerPhpValues(Twig: TwigCore): void {
  const boolval = Twig.lib.boolval;
  Twig.lib.boolval = (value: unknown) => isTruthy(value, boolval);
  const output = Twig.output;
  Twig.output = function (values: unknown[]) {
    return output.call(this, values.map(printable));
  };
}
