/**
 * The named constants of Canvas, read by the `constant` test
 * (`value is constant('DATE_ATOM')`) and the `constant()` function. They are
 * the PHP constants Twig templates commonly use: the date formats of the
 * `date` filter, the line break, and two mathematical constants.
 */
export const CANVAS_CONSTANTS: Readonly<Record<string, string | number>> = {
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
  M_PI: Math.PI,
  M_E: Math.E,
};

/** The value of a named constant; an unknown name is an error, as in Twig. */
export function constantValue(name: unknown): string | number {
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(CANVAS_CONSTANTS, name)) {
    throw new Error(`Constant "${String(name)}" is not defined.`);
  }
  return CANVAS_CONSTANTS[name] as string | number;
}
