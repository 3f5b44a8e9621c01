/**
 * Dates the way Twig 3 (PHP's DateTime) handles them, with the clock and time
 * zone injected: "now" is `env.now`, and a date without its own zone is read
 * and shown in `env.timezone`. Used by the `date` and `date_modify` filters
 * (and available to the `date()` function).
 */
import {MONTHS} from '../../data/calendar';

/** A time zone: an IANA name ("UTC", "Europe/Paris") or a fixed offset from UTC in minutes. */
export type Zone = {readonly name: string} | {readonly offset: number};

/** A moment plus the zone it was written in, as a PHP DateTime carries. */
export interface ZonedDate {
  readonly ms: number;
  readonly zone: Zone;
}

interface Fields {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(name: string): Intl.DateTimeFormat {
  let cached = formatters.get(name);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat('en-US', {
        timeZone: name,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        timeZoneName: 'short',
      });
    } catch {
      throw new Error(`Unknown or bad timezone (${name}).`);
    }
    formatters.set(name, cached);
  }
  return cached;
}

/** Reads a time zone argument: an IANA name, or an offset such as "+02:00". Throws on an unknown zone. */
export function toZone(value: unknown): Zone {
  const text = String(value instanceof String ? value.valueOf() : value).trim();
  const offset = /^(?:utc|gmt)?([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(text);
  if (offset)
    return {
      offset: (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3] ?? 0)),
    };
  if (/^(z|utc)$/i.test(text)) return {name: 'UTC'};
  return {name: formatter(text).resolvedOptions().timeZone};
}

/** Minutes the zone is ahead of UTC at the instant. */
export function offsetAt(zone: Zone, ms: number): number {
  if ('offset' in zone) return zone.offset;
  const parts = formatter(zone.name).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  return Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / 60000);
}

function fieldsAt(ms: number, zone: Zone): Fields {
  const local = new Date(ms + offsetAt(zone, ms) * 60000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
  };
}

function utcOf(fields: Fields): number {
  const date = new Date(0);
  date.setUTCFullYear(fields.year, fields.month - 1, fields.day);
  date.setUTCHours(fields.hour, fields.minute, fields.second, fields.millisecond);
  return date.getTime();
}

/** The instant at which the zone's wall clock shows the fields (fields may overflow, e.g. day 32). */
function instantOf(fields: Fields, zone: Zone): number {
  const wall = utcOf(fields);
  let ms = wall - offsetAt(zone, wall) * 60000;
  ms = wall - offsetAt(zone, ms) * 60000;
  return ms;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const MONTH_PATTERN =
  'january|february|march|april|may|june|july|august|september|october|november|december|sept|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec';
const WEEKDAY_PATTERN =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|thurs|mon|tue|wed|thu|fri|sat|sun';
const UNIT_PATTERN =
  'msecs?|milliseconds?|secs?|seconds?|mins?|minutes?|hours?|days?|weeks?|fortnights?|months?|years?';

function monthNumber(name: string): number {
  return (
    MONTHS.findIndex((month) => month.toLowerCase().startsWith(name.toLowerCase().slice(0, 3))) + 1
  );
}

function weekdayNumber(name: string): number {
  return WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(name.toLowerCase().slice(0, 3)));
}

interface Relative {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

function addUnit(relative: Relative, unit: string, amount: number): void {
  const name = unit.toLowerCase();
  if (name.startsWith('ms') || name.startsWith('milli')) relative.millisecond += amount;
  else if (name.startsWith('sec')) relative.second += amount;
  else if (name.startsWith('min')) relative.minute += amount;
  else if (name.startsWith('hour')) relative.hour += amount;
  else if (name.startsWith('day')) relative.day += amount;
  else if (name.startsWith('fortnight')) relative.day += 14 * amount;
  else if (name.startsWith('week')) relative.day += 7 * amount;
  else if (name.startsWith('month')) relative.month += amount;
  else if (name.startsWith('year')) relative.year += amount;
}

function twelveHour(hour: number, meridiem: string | undefined): number {
  if (!meridiem) return hour;
  if (hour < 1 || hour > 12) throw new Error('bad hour');
  const pm = meridiem.toLowerCase().startsWith('p');
  return (hour % 12) + (pm ? 12 : 0);
}

/**
 * Applies a PHP date/time string ("2026-03-14", "March 14, 2026 10:00",
 * "+1 day", "next monday", "first day of next month", "tomorrow noon", "@1773480600")
 * to a base moment, as `new DateTime(text)` or `DateTime::modify(text)` does.
 * Throws on text it cannot read.
 */
export function applyDateString(text: string, base: ZonedDate): ZonedDate {
  const failure = () => new Error(`Failed to parse time string (${text}).`);
  let rest = text.trim();
  let zone = base.zone;
  let timestamp: number | undefined;
  let date: {year: number; month: number; day: number} | undefined;
  let time: {hour: number; minute: number; second: number; millisecond: number} | undefined;
  let resetTime = false;
  let firstLast: 'first' | 'last' | undefined;
  let weekday: {day: number; behaviour: -1 | 0 | 1} | undefined;
  const relative: Relative = {
    year: 0,
    month: 0,
    day: 0,
    hour: 0,
    minute: 0,
    second: 0,
    millisecond: 0,
  };

  const take = (pattern: RegExp): RegExpExecArray | null => {
    const match = pattern.exec(rest);
    if (match) rest = rest.slice(match[0].length);
    return match;
  };
  const setTime = (hour: number, minute: number, second: number, millisecond = 0) => {
    if (hour > 23 || minute > 59 || second > 60) throw failure();
    time = {hour, minute, second, millisecond};
  };
  const setDate = (year: number, month: number, day: number) => {
    if (month < 1 || month > 12 || day < 0 || day > 31) throw failure();
    date = {year, month, day};
  };
  const takeZone = () => {
    const offset = take(/^\s*(z\b|(?:utc|gmt)(?![a-z])|[+-]\d{2}(?::?\d{2})?)/i);
    if (offset) zone = toZone(offset[1]);
  };

  while ((rest = rest.replace(/^[\s,]+/, '')) !== '') {
    let match: RegExpExecArray | null;
    try {
      if ((match = take(/^@(-?\d+(?:\.\d+)?)/))) {
        timestamp = Number(match[1]) * 1000;
        zone = {offset: 0};
      } else if (take(/^now\b/i)) {
        // The base moment itself.
      } else if (take(/^(today|midnight)\b/i)) {
        resetTime = true;
      } else if (take(/^noon\b/i)) {
        setTime(12, 0, 0);
      } else if (take(/^tomorrow\b/i)) {
        relative.day += 1;
        resetTime = true;
      } else if (take(/^yesterday\b/i)) {
        relative.day -= 1;
        resetTime = true;
      } else if (
        (match = take(
          /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:t|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?/i,
        ))
      ) {
        setDate(Number(match[1]), Number(match[2]), Number(match[3]));
        if (match[4] !== undefined)
          setTime(
            Number(match[4]),
            Number(match[5]),
            Number(match[6] ?? 0),
            Number(`0.${match[7] ?? '0'}`) * 1000,
          );
        takeZone();
      } else if ((match = take(/^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/))) {
        setDate(Number(match[3]), Number(match[1]), Number(match[2]));
      } else if ((match = take(/^(\d{1,2})[.-](\d{1,2})[.-](\d{4})\b/))) {
        setDate(Number(match[3]), Number(match[2]), Number(match[1]));
      } else if (
        (match = take(
          new RegExp(
            `^(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s*(\\d{4})\\b)?`,
            'i',
          ),
        ))
      ) {
        setDate(
          match[3] ? Number(match[3]) : fieldsAt(base.ms, zone).year,
          monthNumber(match[1] as string),
          Number(match[2]),
        );
      } else if (
        (match = take(
          new RegExp(
            `^(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH_PATTERN})\\.?\\b(?:,?\\s*(\\d{4})\\b)?`,
            'i',
          ),
        ))
      ) {
        setDate(
          match[3] ? Number(match[3]) : fieldsAt(base.ms, zone).year,
          monthNumber(match[2] as string),
          Number(match[1]),
        );
      } else if ((match = take(new RegExp(`^(${MONTH_PATTERN})\\.?\\s+(\\d{4})\\b`, 'i')))) {
        setDate(Number(match[2]), monthNumber(match[1] as string), 1);
      } else if ((match = take(/^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?(?![\w])/i))) {
        setTime(twelveHour(Number(match[1]), match[4]), Number(match[2]), Number(match[3] ?? 0));
        takeZone();
      } else if ((match = take(/^(\d{1,2})\s*([ap]\.?m\.?)(?![\w])/i))) {
        setTime(twelveHour(Number(match[1]), match[2]), 0, 0);
      } else if ((match = take(/^(first|last)\s+day\s+of\b/i))) {
        firstLast = (match[1] as string).toLowerCase() as 'first' | 'last';
      } else if (
        (match = take(new RegExp(`^([+-]?)\\s*(\\d+)\\s*(${UNIT_PATTERN})\\b(\\s+ago\\b)?`, 'i')))
      ) {
        const amount = Number(match[2]) * (match[1] === '-' ? -1 : 1) * (match[4] ? -1 : 1);
        addUnit(relative, match[3] as string, amount);
      } else if (
        (match = take(new RegExp(`^(next|last|previous|this)\\s+(${UNIT_PATTERN})\\b`, 'i')))
      ) {
        const word = (match[1] as string).toLowerCase();
        addUnit(relative, match[2] as string, word === 'next' ? 1 : word === 'this' ? 0 : -1);
      } else if (
        (match = take(
          new RegExp(`^(?:(next|last|previous|this)\\s+)?(${WEEKDAY_PATTERN})\\b`, 'i'),
        ))
      ) {
        const word = (match[1] ?? 'this').toLowerCase();
        weekday = {
          day: weekdayNumber(match[2] as string),
          behaviour: word === 'next' ? 1 : word === 'this' ? 0 : -1,
        };
        resetTime = true;
      } else if ((match = take(new RegExp(`^(${MONTH_PATTERN})\\b`, 'i')))) {
        date = {
          year: fieldsAt(base.ms, zone).year,
          month: monthNumber(match[1] as string),
          day: fieldsAt(base.ms, zone).day,
        };
        resetTime = time === undefined;
      } else if ((match = take(/^([a-z]+\/[a-z_]+(?:\/[a-z_]+)?|utc|gmt|z)\b/i))) {
        zone = toZone(match[1]);
      } else {
        throw failure();
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Unknown or bad timezone'))
        throw error;
      throw failure();
    }
  }

  const start = timestamp ?? base.ms;
  const fields = fieldsAt(start, zone);
  if (date) {
    fields.year = date.year;
    fields.month = date.month;
    fields.day = date.day;
    if (!time) resetTime = true;
  }
  if (time) Object.assign(fields, time);
  else if (resetTime) Object.assign(fields, {hour: 0, minute: 0, second: 0, millisecond: 0});

  if (relative.year !== 0 || relative.month !== 0) {
    const months = fields.year * 12 + (fields.month - 1) + relative.year * 12 + relative.month;
    fields.year = Math.floor(months / 12);
    fields.month = (months % 12) + 1;
    if (firstLast === undefined && fields.day > daysInMonth(fields.year, fields.month)) {
      // PHP lets the day overflow into the next month ("Jan 31 +1 month" is "Mar 3").
      const overflow = fields.day - daysInMonth(fields.year, fields.month);
      fields.day = daysInMonth(fields.year, fields.month);
      relative.day += overflow;
    }
  }
  if (firstLast === 'first') fields.day = 1;
  if (firstLast === 'last') fields.day = daysInMonth(fields.year, fields.month);
  fields.day += relative.day;
  if (weekday) {
    const current = new Date(utcOf(fields)).getUTCDay();
    const ahead = (weekday.day - current + 7) % 7;
    if (weekday.behaviour === 0) fields.day += ahead;
    else if (weekday.behaviour === 1) fields.day += ahead === 0 ? 7 : ahead;
    else fields.day -= (current - weekday.day + 7) % 7 || 7;
  }
  fields.hour += relative.hour;
  fields.minute += relative.minute;
  fields.second += relative.second;
  fields.millisecond += relative.millisecond;
  return {ms: instantOf(fields, zone), zone};
}

/** A hidden property on a Date returned by `date_modify`, keeping the zone it was modified in. */
const ZONE = Symbol.for('canvas.dateZone');

/** A JavaScript Date that remembers its zone (what `date_modify` returns). */
export function toJsDate(value: ZonedDate): Date {
  const date = new Date(value.ms);
  Object.defineProperty(date, ZONE, {value: value.zone, enumerable: false});
  // As in Twig, a date object has no text of its own: printing it is an error.
  Object.defineProperty(date, 'toString', {
    enumerable: false,
    value: () => {
      throw new Error(
        'A date cannot be printed as it is: format it with the "date" filter, e.g. |date("Y-m-d").',
      );
    },
  });
  return date;
}

/**
 * Reads a date value as Twig's date converter does: null, '' and "now" are
 * `now`; an integer or a string of digits is a Unix timestamp (seconds); a
 * Date is that moment; any other string is read by `applyDateString`.
 */
export function toZonedDate(
  value: unknown,
  now: Date,
  timezone: string,
  filter = 'date',
): ZonedDate {
  const raw = value instanceof String ? value.valueOf() : value;
  const zone = toZone(timezone);
  const base: ZonedDate = {ms: now.getTime(), zone};
  if (raw === null || raw === undefined || raw === '' || raw === false) return base;
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) throw new Error(`The "${filter}" filter got an invalid date.`);
    return {
      ms: raw.getTime(),
      zone: (raw as unknown as Record<symbol, Zone | undefined>)[ZONE] ?? zone,
    };
  }
  if (raw === true) return {ms: 1000, zone: {offset: 0}};
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw))
      throw new Error(`The "${filter}" filter cannot read the number ${raw} as a date.`);
    return {ms: Math.trunc(raw) * 1000, zone: {offset: 0}};
  }
  if (typeof raw === 'string') {
    if (/^-?\d+$/.test(raw.trim())) return {ms: Number(raw.trim()) * 1000, zone: {offset: 0}};
    return applyDateString(raw, base);
  }
  const kind =
    Array.isArray(raw) || (typeof raw === 'object' && raw !== null) ? 'array' : typeof raw;
  throw new Error(
    `The "${filter}" filter expects a date, a timestamp or a date string, got "${kind}".`,
  );
}

function pad(value: number, width = 2): string {
  const text = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${text}` : text;
}

function offsetText(minutes: number, colon: boolean): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${colon ? ':' : ''}${pad(abs % 60)}`;
}

function zoneAbbreviation(zone: Zone, ms: number, offset: number): string {
  if ('offset' in zone) return offsetText(offset, true);
  if (zone.name === 'UTC' || zone.name === 'GMT') return zone.name;
  for (const locale of ['en-US', 'en-GB', 'en-AU', 'en-IN']) {
    const name = new Intl.DateTimeFormat(locale, {timeZone: zone.name, timeZoneName: 'short'})
      .formatToParts(new Date(ms))
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name !== undefined && /^[A-Z]{2,5}$/.test(name)) return name;
  }
  const hours = Math.trunc(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `${offset < 0 ? '-' : '+'}${pad(hours)}${minutes ? pad(minutes) : ''}`;
}

function isoWeek(year: number, month: number, day: number): {week: number; year: number} {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const firstDay = Date.UTC(weekYear, 0, 1);
  return {week: Math.ceil(((date.getTime() - firstDay) / 86400000 + 1) / 7), year: weekYear};
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

/** Formats a moment with a PHP date() format ("F j, Y", "Y-m-d H:i", "c", ...), in the given zone. */
export function formatPhpDate(format: string, ms: number, zone: Zone): string {
  const offset = offsetAt(zone, ms);
  const f = fieldsAt(ms, zone);
  const weekday = new Date(Date.UTC(f.year, f.month - 1, f.day)).getUTCDay();
  const hour12 = f.hour % 12 || 12;
  const leap = (f.year % 4 === 0 && f.year % 100 !== 0) || f.year % 400 === 0;
  const dayOfYear = Math.round(
    (Date.UTC(f.year, f.month - 1, f.day) - Date.UTC(f.year, 0, 1)) / 86400000,
  );
  const iso = isoWeek(f.year, f.month, f.day);
  const january = offsetAt(zone, Date.UTC(f.year, 0, 1));
  const july = offsetAt(zone, Date.UTC(f.year, 6, 1));
  const out: string[] = [];
  for (let i = 0; i < format.length; i += 1) {
    const character = format[i] as string;
    switch (character) {
      case 'd':
        out.push(pad(f.day));
        break;
      case 'D':
        out.push((WEEKDAYS[weekday] as string).slice(0, 3));
        break;
      case 'j':
        out.push(String(f.day));
        break;
      case 'l':
        out.push(WEEKDAYS[weekday] as string);
        break;
      case 'N':
        out.push(String(weekday || 7));
        break;
      case 'S':
        out.push(ordinalSuffix(f.day));
        break;
      case 'w':
        out.push(String(weekday));
        break;
      case 'z':
        out.push(String(dayOfYear));
        break;
      case 'W':
        out.push(pad(iso.week));
        break;
      case 'F':
        out.push(MONTHS[f.month - 1] as string);
        break;
      case 'm':
        out.push(pad(f.month));
        break;
      case 'M':
        out.push((MONTHS[f.month - 1] as string).slice(0, 3));
        break;
      case 'n':
        out.push(String(f.month));
        break;
      case 't':
        out.push(String(daysInMonth(f.year, f.month)));
        break;
      case 'L':
        out.push(leap ? '1' : '0');
        break;
      case 'o':
        out.push(String(iso.year));
        break;
      case 'Y':
        out.push(pad(f.year, 4));
        break;
      case 'y':
        out.push(pad(f.year % 100));
        break;
      case 'a':
        out.push(f.hour < 12 ? 'am' : 'pm');
        break;
      case 'A':
        out.push(f.hour < 12 ? 'AM' : 'PM');
        break;
      case 'B': {
        const seconds = (((Math.floor(ms / 1000) + 3600) % 86400) + 86400) % 86400;
        out.push(pad(Math.floor(seconds / 86.4) % 1000, 3));
        break;
      }
      case 'g':
        out.push(String(hour12));
        break;
      case 'G':
        out.push(String(f.hour));
        break;
      case 'h':
        out.push(pad(hour12));
        break;
      case 'H':
        out.push(pad(f.hour));
        break;
      case 'i':
        out.push(pad(f.minute));
        break;
      case 's':
        out.push(pad(f.second));
        break;
      case 'u':
        out.push(pad(f.millisecond * 1000, 6));
        break;
      case 'v':
        out.push(pad(f.millisecond, 3));
        break;
      case 'e':
        out.push('offset' in zone ? offsetText(offset, true) : zone.name);
        break;
      case 'I':
        out.push(offset !== Math.min(january, july) && january !== july ? '1' : '0');
        break;
      case 'O':
        out.push(offsetText(offset, false));
        break;
      case 'P':
        out.push(offsetText(offset, true));
        break;
      case 'p':
        out.push(offset === 0 ? 'Z' : offsetText(offset, true));
        break;
      case 'T':
        out.push(zoneAbbreviation(zone, ms, offset));
        break;
      case 'Z':
        out.push(String(offset * 60));
        break;
      case 'c':
        out.push(formatPhpDate('Y-m-d\\TH:i:sP', ms, zone));
        break;
      case 'r':
        out.push(formatPhpDate('D, d M Y H:i:s O', ms, zone));
        break;
      case 'U':
        out.push(String(Math.floor(ms / 1000)));
        break;
      case '\\':
        i += 1;
        if (i < format.length) out.push(format[i] as string);
        break;
      default:
        out.push(character);
    }
  }
  return out.join('');
}
