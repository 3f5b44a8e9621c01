import type {CanvasEnvironment, FunctionDefinition} from '../types';
import {toJsDate, toZone, toZonedDate, type ZonedDate} from '../filters/dates';
import {asString} from './shared';

/**
 * `date(value, timezone)`: converts a value to a date object, as Twig 3's
 * `date()` does, for comparing dates or passing them on to the `date` and
 * `date_modify` filters. It reads values with the same rules as the `date`
 * filter (shared in `filters/dates.ts`): no argument, `null` and `'now'` are
 * the environment's clock; a number or a string of digits is a Unix
 * timestamp; other strings are PHP date strings read in the site's time zone.
 * `timezone` converts the date to another zone (`false` keeps its own).
 */
export function toDate(env: CanvasEnvironment, value?: unknown, timezone?: unknown): Date {
  const raw = value instanceof String ? value.valueOf() : value;
  const readable =
    raw === undefined ||
    raw === null ||
    raw instanceof Date ||
    typeof raw === 'number' ||
    typeof raw === 'string';
  if (!readable) {
    throw new Error(
      `date(): expects a date, a timestamp or a date string, got ${JSON.stringify(raw)}.`,
    );
  }
  const moment: ZonedDate = toZonedDate(raw, env.now, env.timezone, 'date');
  if (timezone === false) return toJsDate(moment);
  const zoneName = timezone === undefined || timezone === null ? env.timezone : asString(timezone);
  if (zoneName === undefined || zoneName.trim() === '') {
    throw new Error(
      `date(): the time zone must be a name such as "Europe/Paris", got ${JSON.stringify(timezone)}.`,
    );
  }
  return toJsDate({ms: moment.ms, zone: toZone(zoneName)});
}

export const date: FunctionDefinition = {
  name: 'date',
  create: (env: CanvasEnvironment) => (value?: unknown, timezone?: unknown) =>
    toDate(env, value, timezone),
};
