import type {FilterDefinition} from '../types';
import {phpRound, toFloat, toNumber, toText} from './values';

/**
 * `round(precision = 0, method = 'common')`: rounds to `precision` decimals;
 * `common` rounds half away from zero, `ceil` up and `floor` down.
 */
export const round: FilterDefinition = {
  name: 'round',
  create: () => (value, args) => {
    const number = toFloat(value);
    const precision = Math.trunc(
      args[0] === null || args[0] === undefined ? 0 : toNumber(args[0], 'round'),
    );
    const method = args[1] === null || args[1] === undefined ? 'common' : toText(args[1], 'round');
    if (method === 'common') return phpRound(number, precision) + 0;
    if (method !== 'ceil' && method !== 'floor') {
      throw new Error('The round filter only supports the "common", "ceil", and "floor" methods.');
    }
    const factor = 10 ** precision;
    const scaled = Number((number * factor).toPrecision(15));
    return Number((Math[method](scaled) / factor).toPrecision(15)) + 0;
  },
};
