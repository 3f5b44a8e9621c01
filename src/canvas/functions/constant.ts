import type {FunctionDefinition} from '../types';
import {asString} from './shared';

/**
 * The constants Canvas defines. Canvas has no PHP classes, so it offers the
 * PHP date-format constants (for the `date` filter), `PHP_EOL`, and a few
 * platform values under the `Tessera::` prefix.
 */
export const canvasConstants: Readonly<Record<string, string>> = {
  DATE_ATOM: 'Y-m-d\\TH:i:sP',
  DATE_COOKIE: 'l, d-M-Y H:i:s T',
  DATE_ISO8601: 'Y-m-d\\TH:i:sO',
  DATE_RFC822: 'D, d M y H:i:s O',
  DATE_RFC850: 'l, d-M-y H:i:s T',
  DATE_RFC1036: 'D, d M y H:i:s O',
  DATE_RFC1123: 'D, d M Y H:i:s O',
  DATE_RFC7231: 'D, d M Y H:i:s \\G\\M\\T',
  DATE_RFC2822: 'D, d M Y H:i:s O',
  DATE_RFC3339: 'Y-m-d\\TH:i:sP',
  DATE_RFC3339_EXTENDED: 'Y-m-d\\TH:i:s.vP',
  DATE_RSS: 'D, d M Y H:i:s O',
  DATE_W3C: 'Y-m-d\\TH:i:sP',
  PHP_EOL: '\n',
  'Tessera::MEDIA_HOST': 'media.tessera.app',
  'Tessera::ASSETS_PATH': '/assets/',
  'Tessera::FORMS_PATH': '/_forms/',
};

/** `constant(name)`: the value of a Canvas constant; an unknown name raises an error. */
export function constantValue(name: unknown, object?: unknown): string {
  if (object !== undefined) {
    throw new Error(
      "constant(): Canvas values have no class constants; call constant() with the constant's name only.",
    );
  }
  const key = asString(name)?.trim() ?? '';
  const value = canvasConstants[key];
  if (value === undefined || !Object.prototype.hasOwnProperty.call(canvasConstants, key)) {
    throw new Error(`constant(): the constant "${key}" is not defined.`);
  }
  return value;
}

export const constant: FunctionDefinition = {
  name: 'constant',
  create: () => (name, object) => constantValue(name, object),
};
