import type {FilterDefinition} from '../types';
import {entries, isIterable, toText, unwrap} from './values';

/** PHP's rawurlencode (RFC 3986): everything except letters, digits and -_.~ is percent-encoded. */
export function rawUrlEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${(character.codePointAt(0) as number).toString(16).toUpperCase()}`,
  );
}

/** PHP's http_build_query with PHP_QUERY_RFC3986: nested keys as a[b], null skipped, booleans as 1 and 0. */
export function buildQuery(value: unknown, prefix?: string): string[] {
  const parts: string[] = [];
  for (const [key, item] of entries(value)) {
    const name = prefix === undefined ? String(key) : `${prefix}[${String(key)}]`;
    const raw = unwrap(item);
    if (raw === null || raw === undefined) continue;
    if (isIterable(raw)) parts.push(...buildQuery(raw, name));
    else
      parts.push(
        `${rawUrlEncode(name)}=${rawUrlEncode(raw === false ? '0' : toText(raw, 'url_encode'))}`,
      );
  }
  return parts;
}

/** `url_encode`: a string percent-encoded for a URL, or a hash as a query string (key=value&...). */
export const url_encode: FilterDefinition = {
  name: 'url_encode',
  create: () => (value) => {
    const raw = unwrap(value);
    if (isIterable(raw)) return buildQuery(raw).join('&');
    return rawUrlEncode(toText(raw, 'url_encode'));
  },
};
