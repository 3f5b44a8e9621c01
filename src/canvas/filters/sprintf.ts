/**
 * PHP's sprintf, for the `format` filter: %s %d %u %f %F %e %E %g %G %b %o
 * %x %X %c %%, with argument numbers (%2$s), flags (- + 0 space 'c),
 * width and precision.
 */
import {isIterable, numberToString, phpRound, toFloat, toText, unwrap} from './values';

const CONVERSION_SPECIFICATION = /%(?:(\d+)\$)?((?:[-+ 0]|'.)*)(\d+)?(?:\.(\d+))?([a-zA-Z%])?/gsu;

function toInteger(value: unknown): number {
  const number = toFloat(value);
  return Number.isFinite(number) ? Math.trunc(number) : 0;
}

function unsigned(value: number): bigint {
  const big = BigInt(value);
  return big < 0n ? big + (1n << 64n) : big;
}

function fixed(value: number, precision: number): string {
  const rounded = phpRound(value, precision);
  return new Intl.NumberFormat('en-US', {
    useGrouping: false,
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(Math.abs(rounded));
}

function exponential(value: number, precision: number, upper: boolean): string {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential(precision).split('e');
  const text = `${mantissa}e${exponent.startsWith('-') ? exponent : `+${exponent.replace('+', '')}`}`;
  return upper ? text.toUpperCase() : text;
}

function general(value: number, precision: number, upper: boolean): string {
  const digits = precision === 0 ? 1 : precision;
  const abs = Math.abs(value);
  if (abs === 0) return '0';
  const exponent = Math.floor(Math.log10(abs));
  if (exponent < -4 || exponent >= digits) {
    const [mantissa = '0', power = '0'] = abs.toExponential(digits - 1).split('e');
    const trimmed = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
    const text =
      `${trimmed}.0e${power.startsWith('-') ? power : `+${power.replace('+', '')}`}`.replace(
        /\.(\d+)\.0e/,
        '.$1e',
      );
    return upper ? text.toUpperCase() : text;
  }
  return String(Number(abs.toPrecision(digits)));
}

function pad(
  text: string,
  width: number | undefined,
  padding: string,
  left: boolean,
  numeric: boolean,
): string {
  if (width === undefined || Array.from(text).length >= width) return text;
  const fill = padding.repeat(width - Array.from(text).length);
  if (left) return text + fill;
  if (numeric && padding === '0' && /^[+-]/.test(text)) return text[0] + fill + text.slice(1);
  return fill + text;
}

/** Formats like PHP's sprintf; too few arguments or an unknown conversion raise an error. */
export function sprintf(format: string, args: readonly unknown[]): string {
  let next = 0;
  let required = 0;
  const output = format.replace(
    CONVERSION_SPECIFICATION,
    (
      match,
      position: string | undefined,
      flags: string,
      width: string | undefined,
      precision: string | undefined,
      conversion: string | undefined,
    ) => {
      if (conversion === undefined) throw new Error('Missing format specifier at end of string.');
      if (conversion === '%') return '%';
      let left = false;
      let sign = false;
      let padding = ' ';
      for (let i = 0; i < flags.length; i += 1) {
        const flag = flags[i];
        if (flag === '-') left = true;
        else if (flag === '+') sign = true;
        else if (flag === '0') padding = '0';
        else if (flag === ' ') padding = ' ';
        else if (flag === "'") {
          padding = flags[i + 1] ?? ' ';
          i += 1;
        }
      }
      const index = position !== undefined ? Number(position) - 1 : next++;
      if (position !== undefined && Number(position) === 0)
        throw new Error(
          'Argument number specifier must be greater than zero and less than 2147483647.',
        );
      required = Math.max(required, index + 1);
      if (index >= args.length) return match;
      const arg = unwrap(args[index]);
      const size = width === undefined ? undefined : Number(width);
      const places = precision === undefined ? undefined : Number(precision);
      const signed = (number: number, text: string) =>
        number < 0 ? `-${text}` : sign ? `+${text}` : text;
      switch (conversion) {
        case 's': {
          let text = isIterable(arg)
            ? 'Array'
            : typeof arg === 'number'
              ? numberToString(arg)
              : toText(arg, 'format');
          if (places !== undefined) text = Array.from(text).slice(0, places).join('');
          return pad(text, size, padding, left, false);
        }
        case 'd': {
          const number = toInteger(arg);
          return pad(signed(number, String(Math.abs(number))), size, padding, left, true);
        }
        case 'u':
          return pad(unsigned(toInteger(arg)).toString(), size, padding, left, true);
        case 'f':
        case 'F': {
          const number = toFloat(arg);
          return pad(signed(number, fixed(number, places ?? 6)), size, padding, left, true);
        }
        case 'e':
        case 'E': {
          const number = toFloat(arg);
          return pad(
            signed(number, exponential(number, places ?? 6, conversion === 'E')),
            size,
            padding,
            left,
            true,
          );
        }
        case 'g':
        case 'G': {
          const number = toFloat(arg);
          return pad(
            signed(number, general(number, places ?? 6, conversion === 'G')),
            size,
            padding,
            left,
            true,
          );
        }
        case 'b':
          return pad(unsigned(toInteger(arg)).toString(2), size, padding, left, true);
        case 'o':
          return pad(unsigned(toInteger(arg)).toString(8), size, padding, left, true);
        case 'x':
          return pad(unsigned(toInteger(arg)).toString(16), size, padding, left, true);
        case 'X':
          return pad(
            unsigned(toInteger(arg)).toString(16).toUpperCase(),
            size,
            padding,
            left,
            true,
          );
        case 'c':
          return String.fromCharCode(toInteger(arg) & 0xff);
        default:
          throw new Error(`Unknown format specifier "${conversion}".`);
      }
    },
  );
  if (required > args.length)
    throw new Error(`${required + 1} arguments are required, ${args.length + 1} given.`);
  return output;
}
