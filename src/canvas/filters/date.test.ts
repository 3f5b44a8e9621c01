import {date} from './date';
import {applyFilter, render} from './testing';

describe('date', () => {
  it('formats with the default Twig format', () => {
    expect(applyFilter(date, '2026-03-14T09:30:00Z')).toBe('March 14, 2026 09:30');
  });

  it('uses the environment clock for now, null and empty strings', () => {
    expect(applyFilter(date, 'now', 'Y-m-d H:i')).toBe('2026-03-14 09:30');
    expect(applyFilter(date, null, 'Y-m-d')).toBe('2026-03-14');
    expect(applyFilter(date, undefined, 'Y-m-d')).toBe('2026-03-14');
    expect(applyFilter(date, '', 'Y')).toBe('2026');
    expect(render('{{ "now"|date("U") }}')).toBe('1773480600');
  });

  it('reads timestamps, digit strings, dates and relative strings', () => {
    expect(applyFilter(date, 0, 'Y-m-d')).toBe('1970-01-01');
    expect(applyFilter(date, '1773480600', 'c')).toBe('2026-03-14T09:30:00+00:00');
    expect(applyFilter(date, new Date('2026-01-02T03:04:05Z'), 'Y-m-d H:i:s')).toBe(
      '2026-01-02 03:04:05',
    );
    expect(applyFilter(date, '+1 week', 'D j M')).toBe('Sat 21 Mar');
    expect(applyFilter(date, 'March 1, 2026', 'l')).toBe('Sunday');
  });

  it('supports the PHP format characters and escapes', () => {
    expect(
      applyFilter(
        date,
        '2026-03-02 15:04:05',
        'D, d M Y g:i a | jS \\o\\f F | N w z W t L | G h A',
      ),
    ).toBe('Mon, 02 Mar 2026 3:04 pm | 2nd of March | 1 1 60 10 31 0 | 15 03 PM');
  });

  it("converts to another time zone, or keeps the date's own with false", () => {
    expect(applyFilter(date, '2026-07-01T12:00:00Z', 'H:i T', 'Europe/Paris')).toBe('14:00 CEST');
    expect(applyFilter(date, '2026-07-01T12:00:00+05:30', 'H:i P', false)).toBe('12:00 +05:30');
    expect(applyFilter(date, '2026-07-01T12:00:00+05:30', 'H:i P')).toBe('06:30 +00:00');
  });

  it('raises errors for unreadable dates, zones and types', () => {
    expect(() => applyFilter(date, 'someday', 'Y')).toThrow(
      'Failed to parse time string (someday).',
    );
    expect(() => applyFilter(date, 'now', 'Y', 'Mars/Olympus')).toThrow(
      'Unknown or bad timezone (Mars/Olympus).',
    );
    expect(() => applyFilter(date, ['2026'], 'Y')).toThrow('expects a date');
    expect(() => applyFilter(date, '日曜日', 'Y')).toThrow('Failed to parse');
  });
});
