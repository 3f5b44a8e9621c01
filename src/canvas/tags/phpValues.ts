/**
 * Places where Twig.js treated values the JavaScript way and Twig 3 treats
 * them the PHP way:
 *
 * - truth: an empty mapping (`{}`, the JSON form of an empty PHP array) is
 *   false in `if`, `and`, `or`, `not` and `?:`, like an empty sequence;
 * - printing: `{{ true }}` prints `1` and `{{ false }}` prints nothing;
 * - missing keys read with brackets (`items[3]`, `post['subtitle']`) are
 *   missing, as with a dot, so `is defined` is false for them (Twig.js gave
 *   `null`, which counts as defined).
 */
import type {Context, ParseState, TwigCore} from './internals';

/** Twig 3's truth test for the values a Canvas template can hold. */
export function isTruthy(value: unknown, fallback: (value: unknown) => boolean): boolean {
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
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

  const brackets = Twig.expression.handler[Twig.expression.type.key.brackets];
  if (!brackets) throw new Error('Twig.js no longer defines bracket access.');
  const readWithParams = brackets.parse;
  brackets.parse = function (
    this: ParseState,
    token,
    stack,
    context: Context,
    nextToken?: unknown,
  ) {
    // A call through brackets (`object['method'](arguments)`) keeps Twig.js' own handling.
    if (token.params)
      return (readWithParams as (...args: unknown[]) => unknown).call(
        this,
        token,
        stack,
        context,
        nextToken,
      );
    return Twig.expression.parseAsync.call(this, token.stack, context).then((key) => {
      const object = stack.pop();
      const found = object !== null && typeof object === 'object' && (key as string) in object;
      const value = found ? (object as Record<string, unknown>)[key as string] : undefined;
      return Twig.expression.resolveAsync
        .call(this, value, object, undefined, nextToken)
        .then((result) => {
          stack.push(result);
        });
    });
  };
}
