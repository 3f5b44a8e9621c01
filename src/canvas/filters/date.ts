import type {FilterDefinition} from '../types';
import {formatPhpDate, toZone, toZonedDate} from './dates';
import {toText, unwrap} from './values';

/** The format Twig uses when `date` gets none. */
export const DEFAULT_DATE_FORMAT = 'F j, Y H:i';

/**
 * `date(format = 'F j, Y H:i', timezone = null)`: formats a date, a Unix
 * timestamp or a date string with a PHP date() format. "now" and null are
 * the environment's clock; the result is shown in the environment's time zone
 * unless `timezone` names another (or is false: keep the date's own zone).
 */
export const date: FilterDefinition = {
  name: 'date',
  create: (env) => (value, args) => {
    const moment = toZonedDate(value, env.now, env.timezone, 'date');
    const format =
      args[0] === null || args[0] === undefined ? DEFAULT_DATE_FORMAT : toText(args[0], 'date');
    const timezone = unwrap(args[1]);
    const zone =
      timezone === false
        ? moment.zone
        : toZone(timezone === null || timezone === undefined ? env.timezone : timezone);
    return formatPhpDate(format, moment.ms, zone);
  },
};
