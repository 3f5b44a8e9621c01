import type {FilterDefinition} from '../types';
import {applyDateString, toJsDate, toZonedDate} from './dates';
import {toText} from './values';

/**
 * `date_modify(modifier)`: a new date moved by a PHP modifier string such as
 * "+1 day", "next monday" or "first day of next month". The result is a date
 * object for the `date` filter to format.
 */
export const date_modify: FilterDefinition = {
  name: 'date_modify',
  create: (env) => (value, args) => {
    const moment = toZonedDate(value, env.now, env.timezone, 'date_modify');
    const modifier = toText(args[0], 'date_modify');
    if (modifier.trim() === '')
      throw new Error('The "date_modify" filter expects a modifier such as "+1 day".');
    return toJsDate(applyDateString(modifier, moment));
  },
};
