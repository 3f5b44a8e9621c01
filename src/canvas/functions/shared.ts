/**
 * Helpers shared by the Canvas functions: safe HTML output, escaping,
 * reading Twig.js values (hashes carry a `_keys` list) and the render state
 * that Twig.js passes to every function as `this`.
 */
import {escapeHtml} from '../escapeHtml';

/** The part of a Twig.js block that functions use. */
export interface TwigBlock {
  render(state: TwigState, context: Record<string, unknown>): unknown;
}

/** The part of a compiled Twig.js template that functions use. */
export interface TwigTemplate {
  blocks: {defined: Record<string, TwigBlock | undefined>};
  parentTemplate: unknown;
  importFile(name: string): TwigTemplate;
  getBlock(name: string, checkOnlyInheritedBlocks?: boolean): TwigBlock | undefined;
  render(context: Record<string, unknown>, params?: {isInclude?: boolean}): unknown;
}

/** The Twig.js parse state, bound to `this` when a function is called from a template. */
export interface TwigState {
  context: Record<string, unknown>;
  template: TwigTemplate;
  nestingStack?: Array<{type: string; blockName?: string}>;
  getBlock(name: string, checkOnlyInheritedBlocks?: boolean): TwigBlock | undefined;
}

/** Output that autoescaping leaves alone: Twig.js treats a String object with `twigMarkup` set as safe (see `Twig.Markup`). */
export type SafeHtml = string & {readonly twigMarkup: true};

export function markup(html: string): SafeHtml {
  // A String object, not a primitive: only an object can carry the `twigMarkup` flag.
  return Object.assign(new String(html), {twigMarkup: true as const}) as unknown as SafeHtml;
}

/** An attribute list: `[name, value]` pairs; `true` renders a boolean attribute, `undefined`/`false`/`null` leaves it out. */
export type Attributes = ReadonlyArray<
  readonly [string, string | number | boolean | null | undefined]
>;

export function renderAttributes(attributes: Attributes): string {
  return attributes
    .map(([name, value]) => {
      if (value === undefined || value === null || value === false) return '';
      if (value === true) return ` ${name}`;
      return ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof String)
  );
}

/** A string, or a Twig.js markup String object, as a primitive string; anything else as undefined. */
export function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value instanceof String) return value.valueOf();
  return undefined;
}

/** The keys of a mapping in template order: Twig.js hash literals list them in `_keys`. */
export function keysOf(value: Record<string, unknown>): string[] {
  const ordered = value._keys;
  if (Array.isArray(ordered)) return ordered.map(String).filter((key) => key in value);
  return Object.keys(value).filter((key) => key !== '_keys');
}

/** The items of a sequence or the values of a mapping, or undefined when the value is neither. */
export function valuesOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value as unknown[];
  if (isRecord(value)) return keysOf(value).map((key) => value[key]);
  return undefined;
}

/** A plain copy of a mapping without Twig.js bookkeeping keys. */
export function plainRecord(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(keysOf(value).map((key) => [key, value[key]]));
}

/**
 * Reads the options hash of a function: `{}` when omitted, an error naming the
 * function when it is not a hash or has a key the function does not know.
 */
export function readOptions(
  fn: string,
  value: unknown,
  allowed: readonly string[],
  call = `${fn}()`,
): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (!isRecord(value))
    throw new Error(`${call}: the options must be a hash such as { ${allowed[0] ?? 'key'}: ... }.`);
  const options = plainRecord(value);
  for (const key of Object.keys(options)) {
    if (!allowed.includes(key)) {
      throw new Error(`${call}: unknown option "${key}"; the options are ${allowed.join(', ')}.`);
    }
  }
  return options;
}

/** Checks an option against a list of allowed values; returns the fallback when the option is not set. */
export function oneOf<T extends string>(
  fn: string,
  name: string,
  value: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === null) return fallback;
  const text = asString(value);
  if (text === undefined || !(allowed as readonly string[]).includes(text)) {
    throw new Error(
      `${fn}(): ${name} must be ${allowed.map((item) => `"${item}"`).join(' or ')}, got ${JSON.stringify(value)}.`,
    );
  }
  return text as T;
}

/** Checks a boolean option; returns the fallback when it is not set. */
export function flag(fn: string, name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean')
    throw new Error(`${fn}(): ${name} must be true or false, got ${JSON.stringify(value)}.`);
  return value;
}

/** Checks an optional text option (strings and numbers). */
export function text(fn: string, name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const string = asString(value);
  if (string !== undefined) return string;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`${fn}(): ${name} must be text, got ${JSON.stringify(value)}.`);
}

/** Reads a dotted path such as `author.name` from a value. */
export function readPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(part)) current = current[Number(part)];
    else if (isRecord(current)) current = current[part];
    else return undefined;
  }
  return current;
}
