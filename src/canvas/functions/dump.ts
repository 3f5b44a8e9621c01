import type {FunctionDefinition} from '../types';
import {isRecord, keysOf, markup, type TwigState} from './shared';

/** JSON of a template value: Twig.js bookkeeping (`_keys`) and functions left out, cycles cut. */
export function dumpJson(value: unknown): string {
  const seen = new WeakSet<object>();
  const plain = (item: unknown): unknown => {
    if (item === undefined || typeof item === 'function') return null;
    if (item instanceof String) return item.valueOf();
    if (item instanceof Date) return Number.isNaN(item.getTime()) ? null : item.toISOString();
    if (typeof item !== 'object' || item === null) return item;
    if (seen.has(item)) return '[circular]';
    seen.add(item);
    const result = Array.isArray(item)
      ? item.map(plain)
      : isRecord(item)
        ? Object.fromEntries(
            keysOf(item)
              .filter((key) => typeof item[key] !== 'function')
              .map((key) => [key, plain(item[key])]),
          )
        : null;
    seen.delete(item);
    return result;
  };
  return JSON.stringify(plain(value), null, 2) ?? 'null';
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `dump(...values)`: in previews (`request.is_preview`), one
 * `<pre class="canvas-dump">` of JSON per value, or of all variables when
 * called without arguments; on published pages, nothing.
 */
export const dump: FunctionDefinition = {
  name: 'dump',
  create: () =>
    function (this: TwigState | undefined, ...values: unknown[]) {
      const context = this?.context ?? {};
      const request = context.request;
      if (!isRecord(request) || request.is_preview !== true) return '';
      const shown = values.length === 0 ? [context] : values;
      return markup(
        shown
          .map((value) => `<pre class="canvas-dump">${escapeText(dumpJson(value))}</pre>`)
          .join(''),
      );
    },
};
