/**
 * PHP-style value handling shared by the Canvas filters, so that they behave
 * like Twig 3 (which runs on PHP) rather than like plain JavaScript.
 *
 * A PHP array is either a JavaScript array (a list: keys 0..n-1 in order) or
 * a plain object (a hash). Twig.js object literals carry their key order in an
 * own `_keys` property, which is honoured here and never treated as a key.
 */

export type PhpKey = string | number;
export type PhpEntries = Array<[PhpKey, unknown]>;

/** A value Twig.js has marked as safe HTML (a String object with `twigMarkup`). */
export function isMarkup(value: unknown): value is string & {twigMarkup: unknown} {
  return (
    value instanceof String &&
    'twigMarkup' in value &&
    Boolean((value as {twigMarkup?: unknown}).twigMarkup)
  );
}

/** The primitive behind a String object (Twig.js markup), or the value itself. */
export function unwrap(value: unknown): unknown {
  return value instanceof String ? value.valueOf() : value;
}

/** A hash (PHP associative array): a plain object, not an array, date, string object or function. */
export function isHash(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (
    value instanceof Date ||
    value instanceof String ||
    value instanceof Number ||
    value instanceof Boolean
  )
    return false;
  return true;
}

/** Whether Twig would iterate the value: a list or a hash. */
export function isIterable(value: unknown): value is unknown[] | Record<string, unknown> {
  return Array.isArray(value) || isHash(value);
}

/** A key as PHP stores it: integer-like strings become numbers. */
export function phpKey(key: PhpKey): PhpKey {
  if (typeof key === 'number') return key;
  return /^(0|-?[1-9]\d{0,15})$/.test(key) && Number.isSafeInteger(Number(key)) ? Number(key) : key;
}

/** The keys of a hash in order, honouring Twig.js's `_keys`. */
export function hashKeys(value: Record<string, unknown>): string[] {
  const ordered = (value as {_keys?: unknown})._keys;
  if (Array.isArray(ordered))
    return ordered.map(String).filter((key) => key !== '_keys' && key in value);
  return Object.keys(value).filter((key) => key !== '_keys');
}

/** The [key, value] pairs of a list or hash; anything else has none. */
export function entries(value: unknown): PhpEntries {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  if (isHash(value)) return hashKeys(value).map((key) => [phpKey(key), value[key]]);
  return [];
}

/** The values of a list or hash, in order. */
export function values(value: unknown): unknown[] {
  return entries(value).map(([, item]) => item);
}

/**
 * Builds a PHP array from pairs: a list when the keys are 0..n-1 in order,
 * otherwise a hash whose order is kept in a hidden `_keys` (read by Twig.js loops).
 */
export function fromEntries(pairs: PhpEntries): unknown[] | Record<string, unknown> {
  if (pairs.every(([key], index) => key === index)) return pairs.map(([, item]) => item);
  const hash: Record<string, unknown> = {};
  const keys: string[] = [];
  for (const [key, item] of pairs) {
    const name = String(key);
    if (!(name in hash)) keys.push(name);
    hash[name] = item;
  }
  Object.defineProperty(hash, '_keys', {
    value: keys,
    enumerable: false,
    writable: true,
    configurable: true,
  });
  return hash;
}

/** Renumbers integer keys from 0 and keeps string keys, as PHP's array_merge and array_values-like functions do. */
export function renumber(pairs: PhpEntries): PhpEntries {
  let next = 0;
  const result: PhpEntries = [];
  const seen = new Map<PhpKey, number>();
  for (const [key, item] of pairs) {
    if (typeof key === 'number') {
      result.push([next, item]);
      next += 1;
    } else if (seen.has(key)) {
      result[seen.get(key) as number] = [key, item];
    } else {
      seen.set(key, result.length);
      result.push([key, item]);
    }
  }
  return result;
}

/** A type name for error messages, in Twig's words (get_debug_type). */
export function typeName(value: unknown): string {
  const raw = unwrap(value);
  if (raw === null || raw === undefined) return 'null';
  if (typeof raw === 'boolean') return 'bool';
  if (typeof raw === 'number') return Number.isInteger(raw) ? 'int' : 'float';
  if (typeof raw === 'string') return 'string';
  if (raw instanceof Date) return 'DateTime';
  if (typeof raw === 'function') return 'Closure';
  return 'array';
}

/** How PHP prints a number: integers plainly, floats with 14 significant digits. */
export function numberToString(value: number): string {
  if (Number.isNaN(value)) return 'NAN';
  if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF';
  if (Object.is(value, -0)) return '-0';
  const rounded = Number(value.toPrecision(14));
  const abs = Math.abs(rounded);
  if (abs !== 0 && (abs >= 1e15 || abs < 1e-4)) {
    const [mantissa = '', exponent = '0'] = rounded.toExponential().split('e');
    const withFraction = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
    return `${withFraction}E${/^[+-]/.test(exponent) ? exponent : `+${exponent}`}`;
  }
  return String(rounded);
}

/**
 * A value as text, the way PHP converts it for a string filter: null and
 * false give '', true gives '1'. Lists and hashes cannot become text: the
 * filter named in the message raises an error.
 */
export function toText(value: unknown, filter: string): string {
  const raw = unwrap(value);
  if (raw === null || raw === undefined || raw === false) return '';
  if (raw === true) return '1';
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number') return numberToString(raw);
  if (typeof raw === 'bigint') return raw.toString();
  throw new Error(`The "${filter}" filter expects a string, got "${typeName(raw)}".`);
}

/**
 * A value as JavaScript's `String()` writes it. For the values that reach it (strings, numbers,
 * booleans, and Twig.js output, which is a string or a String object marked safe) that is the text
 * a template prints; Twig.js itself converts the same way.
 */
export function plainText(value: unknown): string {
  return String(value);
}

/** PHP's is_numeric for strings and numbers. */
export function isNumeric(value: unknown): boolean {
  const raw = unwrap(value);
  if (typeof raw === 'number') return Number.isFinite(raw);
  if (typeof raw !== 'string') return false;
  return /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/.test(raw);
}

/** The leading number of a string ("12abc" gives 12), or undefined. */
function leadingNumber(text: string): number | undefined {
  const match = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(text);
  return match ? Number(match[0].trim()) : undefined;
}

/** PHP's (float) cast: null and false are 0, true is 1, strings give their leading number or 0. */
export function toFloat(value: unknown): number {
  const raw = unwrap(value);
  if (raw === null || raw === undefined || raw === false) return 0;
  if (raw === true) return 1;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') return leadingNumber(raw) ?? 0;
  if (Array.isArray(raw)) return raw.length === 0 ? 0 : 1;
  if (isHash(raw)) return hashKeys(raw).length === 0 ? 0 : 1;
  if (raw instanceof Date) return 1;
  return 0;
}

/**
 * A number argument of a math filter, as PHP 8 accepts it: numbers, numeric
 * strings, leading-numeric strings, booleans and null (as 0); other strings,
 * lists and hashes raise an error naming the filter.
 */
export function toNumber(value: unknown, filter: string): number {
  const raw = unwrap(value);
  if (raw === null || raw === undefined || typeof raw === 'boolean' || typeof raw === 'number')
    return toFloat(raw);
  if (typeof raw === 'string') {
    const number = leadingNumber(raw);
    if (number !== undefined) return number;
  }
  throw new Error(
    `The "${filter}" filter expects a number, got "${typeName(raw)}"${typeof raw === 'string' ? ` ("${raw}")` : ''}.`,
  );
}

/** PHP's round(): half away from zero, after removing binary noise ("1.005" rounds to 1.01). */
export function phpRound(value: number, precision = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** Math.trunc(precision);
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  const result = value < 0 ? -rounded : rounded;
  return result === 0 ? 0 : Number(result.toPrecision(15));
}

/** Whether Twig's `empty` test holds: null, undefined, '', false, or an empty list or hash. 0 and '0' are not empty. */
export function isEmpty(value: unknown): boolean {
  const raw = unwrap(value);
  if (raw === null || raw === undefined || raw === '' || raw === false) return true;
  if (Array.isArray(raw)) return raw.length === 0;
  if (isHash(raw)) return hashKeys(raw).length === 0;
  return false;
}

/** PHP's truthiness: false for null, false, 0, '', '0' and empty lists or hashes. */
export function isTruthy(value: unknown): boolean {
  const raw = unwrap(value);
  if (raw === 0 || raw === '0') return false;
  return !isEmpty(raw) && !Number.isNaN(raw);
}

/** PHP's comparison (the `<=>` operator in PHP 8): -1, 0 or 1. */
export function phpCompare(left: unknown, right: unknown): number {
  const a = unwrap(left);
  const b = unwrap(right);
  const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
  const isNull = (v: unknown) => v === null || v === undefined;
  if (isNull(a) && typeof b === 'string') return phpCompare('', b);
  if (typeof a === 'string' && isNull(b)) return phpCompare(a, '');
  if (isNull(a) || isNull(b) || typeof a === 'boolean' || typeof b === 'boolean') {
    return sign(Number(isTruthy(a)) - Number(isTruthy(b)));
  }
  if (typeof a === 'number' && typeof b === 'number') return sign(a - b);
  if (typeof a === 'number' && typeof b === 'string')
    return isNumeric(b) ? sign(a - Number(b.trim())) : phpCompare(numberToString(a), b);
  if (typeof a === 'string' && typeof b === 'number') return -phpCompare(b, a);
  if (typeof a === 'string' && typeof b === 'string') {
    if (isNumeric(a) && isNumeric(b)) return sign(Number(a.trim()) - Number(b.trim()));
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (a instanceof Date && b instanceof Date) return sign(a.getTime() - b.getTime());
  if (isIterable(a) && isIterable(b)) {
    const left = entries(a);
    const right = entries(b);
    if (left.length !== right.length) return sign(left.length - right.length);
    const rightMap = new Map(right);
    for (const [key, item] of left) {
      if (!rightMap.has(key)) return 1;
      const result = phpCompare(item, rightMap.get(key));
      if (result !== 0) return result;
    }
    return 0;
  }
  if (isIterable(a)) return 1;
  if (isIterable(b)) return -1;
  return 0;
}

/** Reads an options hash argument: undefined and null give {}, anything else but a hash raises an error. */
export function optionsHash(value: unknown, filter: string): Record<string, unknown> {
  const raw = unwrap(value);
  if (raw === undefined || raw === null) return {};
  if (!isHash(raw))
    throw new Error(
      `The "${filter}" filter expects its options as a mapping such as { w: 400 }, got "${typeName(raw)}".`,
    );
  return raw;
}

/** Requires a list or hash, with Twig's error otherwise. */
export function expectIterable(
  value: unknown,
  filter: string,
): unknown[] | Record<string, unknown> {
  const raw = unwrap(value);
  if (!isIterable(raw))
    throw new Error(
      `The "${filter}" filter expects a sequence or a mapping, got "${typeName(raw)}".`,
    );
  return raw;
}

/** Splits text into user-perceived characters (code points, as PHP's mb_* functions count). */
export function characters(text: string): string[] {
  return Array.from(text);
}
