import type {FilterDefinition} from '../types';
import {phpRound, toFloat, toNumber, toText} from './values';

/** PHP's number_format: rounds half away from zero, groups thousands, never prints "-0". */
export function numberFormat(
  number: number,
  decimals: number,
  point: string,
  separator: string,
): string {
  if (!Number.isFinite(number)) return Number.isNaN(number) ? 'nan' : number > 0 ? 'inf' : '-inf';
  const places = Math.max(0, decimals);
  const rounded = phpRound(number, decimals);
  const fixed = new Intl.NumberFormat('en-US', {
    useGrouping: false,
    minimumFractionDigits: Math.min(places, 100),
    maximumFractionDigits: Math.min(places, 100),
  }).format(Math.abs(rounded));
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole
    .replace(/\B(?=(\d{3})+(?!\d))/g, () => '\u0000')
    .split('\u0000')
    .join(separator);
  const negative = rounded < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? point + fraction : ''}`;
}

/**
 * `number_format(decimals = 0, decimal_point = '.', thousands_separator = ',')`:
 * a number with grouped thousands and a fixed number of decimals.
 */
export const number_format: FilterDefinition = {
  name: 'number_format',
  create: () => (value, args) => {
    const decimals =
      args[0] === null || args[0] === undefined
        ? 0
        : Math.trunc(toNumber(args[0], 'number_format'));
    const point =
      args[1] === null || args[1] === undefined ? '.' : toText(args[1], 'number_format');
    const separator =
      args[2] === null || args[2] === undefined ? ',' : toText(args[2], 'number_format');
    return numberFormat(toFloat(value), decimals, point, separator);
  },
};
