import type {FilterDefinition} from '../types';
import {entries, isHash, isIterable, toFloat, unwrap} from './values';
import {formatPhpDate, toZonedDate} from './dates';

/** PHP's JSON_* flags that Canvas understands (pass them with `constant('JSON_PRETTY_PRINT')` or as numbers). */
export const JSON_FLAGS = {
  JSON_HEX_TAG: 1,
  JSON_HEX_AMP: 2,
  JSON_HEX_APOS: 4,
  JSON_HEX_QUOT: 8,
  JSON_FORCE_OBJECT: 16,
  JSON_NUMERIC_CHECK: 32,
  JSON_UNESCAPED_SLASHES: 64,
  JSON_PRETTY_PRINT: 128,
  JSON_UNESCAPED_UNICODE: 256,
  JSON_PARTIAL_OUTPUT_ON_ERROR: 512,
  JSON_PRESERVE_ZERO_FRACTION: 1024,
  JSON_UNESCAPED_LINE_TERMINATORS: 2048,
  JSON_THROW_ON_ERROR: 4194304,
} as const;

class JsonError extends Error {}

function hex(code: number, upper = false): string {
  const text = code.toString(16).padStart(4, '0');
  return `\\u${upper ? text.toUpperCase() : text}`;
}

function encodeString(text: string, flags: number): string {
  let out = '"';
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i] as string;
    const code = text.charCodeAt(i);
    if (character === '"') out += flags & JSON_FLAGS.JSON_HEX_QUOT ? '\\u0022' : '\\"';
    else if (character === '\\') out += '\\\\';
    else if (character === '/') out += flags & JSON_FLAGS.JSON_UNESCAPED_SLASHES ? '/' : '\\/';
    else if (character === '\b') out += '\\b';
    else if (character === '\f') out += '\\f';
    else if (character === '\n') out += '\\n';
    else if (character === '\r') out += '\\r';
    else if (character === '\t') out += '\\t';
    else if (code < 0x20) out += hex(code);
    else if (character === '<' && flags & JSON_FLAGS.JSON_HEX_TAG) out += '\\u003C';
    else if (character === '>' && flags & JSON_FLAGS.JSON_HEX_TAG) out += '\\u003E';
    else if (character === '&' && flags & JSON_FLAGS.JSON_HEX_AMP) out += '\\u0026';
    else if (character === "'" && flags & JSON_FLAGS.JSON_HEX_APOS) out += '\\u0027';
    else if (code > 0x7f) {
      const terminator = code === 0x2028 || code === 0x2029;
      if (
        flags & JSON_FLAGS.JSON_UNESCAPED_UNICODE &&
        !(terminator && !(flags & JSON_FLAGS.JSON_UNESCAPED_LINE_TERMINATORS))
      )
        out += character;
      else out += hex(code);
    } else out += character;
  }
  return `${out}"`;
}

function encodeNumber(value: number): string {
  if (!Number.isFinite(value)) throw new JsonError('Inf and NaN cannot be JSON encoded');
  return JSON.stringify(value);
}

function encode(value: unknown, flags: number, depth: number): string {
  const raw = unwrap(value);
  if (raw === null || raw === undefined) return 'null';
  if (raw === true) return 'true';
  if (raw === false) return 'false';
  if (typeof raw === 'number') return encodeNumber(raw);
  if (typeof raw === 'string') {
    if (
      flags & JSON_FLAGS.JSON_NUMERIC_CHECK &&
      /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(raw)
    )
      return encodeNumber(toFloat(raw));
    return encodeString(raw, flags);
  }
  if (raw instanceof Date) {
    const moment = toZonedDate(raw, new Date(0), 'UTC');
    const zone =
      'name' in moment.zone ? moment.zone.name : formatPhpDate('P', moment.ms, moment.zone);
    return encode(
      {
        date: formatPhpDate('Y-m-d H:i:s.u', moment.ms, moment.zone),
        timezone_type: 'name' in moment.zone ? 3 : 1,
        timezone: zone,
      },
      flags,
      depth,
    );
  }
  if (depth > 512) throw new JsonError('Maximum stack depth exceeded');
  const pretty = Boolean(flags & JSON_FLAGS.JSON_PRETTY_PRINT);
  const indent = pretty ? '    '.repeat(depth + 1) : '';
  const closing = pretty ? '    '.repeat(depth) : '';
  const newline = pretty ? '\n' : '';
  if (isIterable(raw) || typeof raw === 'function') {
    const pairs = typeof raw === 'function' ? [] : entries(raw);
    const isList =
      !(flags & JSON_FLAGS.JSON_FORCE_OBJECT) &&
      typeof raw !== 'function' &&
      (Array.isArray(raw) || pairs.every(([key], index) => key === index));
    if (pairs.length === 0)
      return isList || (!(flags & JSON_FLAGS.JSON_FORCE_OBJECT) && isHash(raw)) ? '[]' : '{}';
    const items = pairs.map(([key, item]) => {
      const encoded = encode(item, flags, depth + 1);
      return isList
        ? `${indent}${encoded}`
        : `${indent}${encodeString(String(key), flags)}:${pretty ? ' ' : ''}${encoded}`;
    });
    const [open, close] = isList ? ['[', ']'] : ['{', '}'];
    return `${open}${newline}${items.join(`,${newline}`)}${newline}${closing}${close}`;
  }
  return '{}';
}

/** PHP's json_encode: slashes and non-ASCII characters escaped unless the flags say otherwise; an empty hash is []. */
export function phpJsonEncode(value: unknown, flags = 0): string | false {
  try {
    return encode(value, flags, 0);
  } catch (error) {
    if (error instanceof JsonError) {
      if (flags & JSON_FLAGS.JSON_THROW_ON_ERROR) throw new Error(error.message);
      return false;
    }
    throw error;
  }
}

/** `json_encode(flags = 0)`: the value as JSON, the way PHP writes it. */
export const json_encode: FilterDefinition = {
  name: 'json_encode',
  create: () => (value, args) => {
    const flags = args[0] === null || args[0] === undefined ? 0 : Math.trunc(toFloat(args[0]));
    const result = phpJsonEncode(value, flags);
    return result === false ? '' : result;
  },
};
