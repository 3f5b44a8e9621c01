import type {CanvasEnvironment, FunctionDefinition} from '../types';
import {asString} from './shared';

/** Wall-clock fields of an instant in a time zone. */
interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new Error(`date(): unknown time zone "${timezone}"; use an IANA name such as "Europe/Paris" or "UTC".`);
    }
    formatters.set(timezone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a time zone. */
export function wallClock(time: number, timezone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timezone).formatToParts(new Date(time))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: ((time % 1000) + 1000) % 1000,
  };
}

/** The offset of a time zone from UTC at an instant, in minutes (e.g. 60 for Paris in winter). */
export function offsetMinutes(time: number, timezone: string): number {
  const wall = wallClock(time, timezone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  return Math.round((asUtc - time) / 60000);
}

/** The instant at which a time zone's clock shows the given wall-clock time (month and day may overflow, as in PHP). */
export function fromWallClock(wall: WallClock, timezone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  let time = asUtc - offsetMinutes(asUtc, timezone) * 60000;
  // A second pass settles instants next to a daylight-saving change.
  time = asUtc - offsetMinutes(time, timezone) * 60000;
  return time;
}

function pad(value: number, length = 2): string {
  return String(Math.abs(value)).padStart(length, '0');
}

/** `2026-03-14T09:30:00+00:00`: the instant in the time zone, in ISO 8601 (PHP's `DATE_ATOM`). */
export function formatAtom(time: number, timezone: string): string {
  const wall = wallClock(time, timezone);
  const offset = offsetMinutes(time, timezone);
  const sign = offset < 0 ? '-' : '+';
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * The value `date()` returns: a JavaScript Date (so comparisons, the `date`
 * filter and `date_modify` work on it) that remembers the time zone it is
 * shown in and prints as ISO 8601 in that zone.
 */
export class CanvasDate extends Date {
  readonly timezone: string;

  constructor(time: number, timezone: string) {
    super(time);
    this.timezone = timezone;
  }

  override toString(): string {
    return formatAtom(this.getTime(), this.timezone);
  }
}

const UNITS: Record<string, {readonly ms?: number; readonly days?: number; readonly months?: number}> = {
  sec: {ms: 1000},
  second: {ms: 1000},
  min: {ms: 60000},
  minute: {ms: 60000},
  hour: {ms: 3600000},
  day: {days: 1},
  week: {days: 7},
  fortnight: {days: 14},
  month: {months: 1},
  year: {months: 12},
};

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i;

function parseBase(text: string, now: number, timezone: string): number | undefined {
  const lower = text.toLowerCase();
  const today = wallClock(now, timezone);
  const midnight = (days: number, hour = 0) =>
    fromWallClock({...today, day: today.day + days, hour, minute: 0, second: 0, millisecond: 0}, timezone);
  switch (lower) {
    case '':
    case 'now':
      return now;
    case 'today':
    case 'midnight':
      return midnight(0);
    case 'noon':
      return midnight(0, 12);
    case 'tomorrow':
      return midnight(1);
    case 'yesterday':
      return midnight(-1);
    default:
      break;
  }
  const iso = ISO.exec(text);
  if (!iso) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone] = iso;
  const wall: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    millisecond: Number((fraction ?? '0').slice(0, 3).padEnd(3, '0')),
  };
  if (wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > 31 || wall.hour > 24 || wall.minute > 59 || wall.second > 59) {
    return undefined;
  }
  if (!zone) return fromWallClock(wall, timezone);
  const utc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  if (/^(z|utc|gmt)$/i.test(zone)) return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  return utc - offset * 60000;
}

/**
 * Parses what `date()` accepts: nothing, `now`, a Unix timestamp (number,
 * digits or `@digits`), an ISO 8601 date or date-time, the words `today`,
 * `midnight`, `noon`, `tomorrow`, `yesterday`, each optionally followed by
 * relative offsets such as `+1 day`, `-2 weeks` or `3 months ago`. Dates
 * without an offset are read in `timezone`. Returns milliseconds since the epoch.
 */
export function parseDate(value: unknown, now: Date, timezone: string): number {
  if (value === undefined || value === null) return now.getTime();
  if (value instanceof Date) {
    const time = value.getTime();
    if (Number.isNaN(time)) throw new Error('date(): the date is not valid.');
    return time;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`date(): ${value} is not a Unix timestamp.`);
    return Math.round(value * 1000);
  }
  const raw = asString(value);
  if (raw === undefined) throw new Error(`date(): cannot read ${JSON.stringify(value)} as a date.`);
  const text = raw.trim();
  if (/^@?-?\d+$/.test(text)) return Number(text.replace('@', '')) * 1000;

  // Split off trailing relative offsets: "2026-03-14 +1 day", "today -2 weeks", "+3 hours".
  const relative = /(?:^|\s+)([+-]?\d+)\s*(sec|second|min|minute|hour|day|week|fortnight|month|year)s?(\s+ago)?(?=\s|$)/gi;
  const offsets: Array<{amount: number; unit: string}> = [];
  let base = text;
  let match: RegExpExecArray | null;
  let firstOffset = -1;
  while ((match = relative.exec(text)) !== null) {
    if (firstOffset === -1) firstOffset = match.index;
    const amount = Number(match[1]) * (match[3] ? -1 : 1);
    offsets.push({amount, unit: (match[2] ?? '').toLowerCase()});
  }
  if (firstOffset !== -1) {
    base = text.slice(0, firstOffset).trim();
    // Everything after the first offset must be offsets too.
    const rest = text.slice(firstOffset).replace(relative, '').trim();
    if (rest !== '') throw new Error(`date(): cannot read "${raw}" as a date.`);
  }

  const start = parseBase(base, now.getTime(), timezone);
  if (start === undefined) throw new Error(`date(): cannot read "${raw}" as a date.`);
  let time = start;
  for (const {amount, unit} of offsets) {
    const step = UNITS[unit] ?? {};
    if (step.ms) {
      time += amount * step.ms;
    } else {
      const wall = wallClock(time, timezone);
      if (step.days) wall.day += amount * step.days;
      if (step.months) wall.month += amount * step.months;
      time = fromWallClock(wall, timezone);
    }
  }
  return time;
}

/**
 * `date(value, timezone)`: converts a value to a date. "Now" (no argument,
 * `null` or `'now'`) is the environment's clock, so previews and tests are
 * reproducible; dates without an offset are read in the site's time zone.
 */
export const date: FunctionDefinition = {
  name: 'date',
  create: (env: CanvasEnvironment) => (value?: unknown, timezone?: unknown) => {
    let zone = env.timezone;
    if (timezone !== undefined && timezone !== null && timezone !== false) {
      const name = asString(timezone);
      if (name === undefined || name.trim() === '') throw new Error(`date(): the time zone must be a name such as "Europe/Paris", got ${JSON.stringify(timezone)}.`);
      zone = name.trim();
    } else if (value instanceof CanvasDate && timezone === false) {
      zone = value.timezone;
    }
    formatter(zone); // validates the time zone
    return new CanvasDate(parseDate(value, env.now, env.timezone), zone);
  },
};
