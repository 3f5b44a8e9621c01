import {date_modify} from './date_modify';
import {applyFilter, render} from './testing';

describe('date_modify', () => {
  it('moves a date by a relative modifier', () => {
    expect(render('{{ "2026-03-14"|date_modify("+1 day")|date("Y-m-d") }}')).toBe('2026-03-15');
    expect(render('{{ "2026-01-31"|date_modify("+1 month")|date("Y-m-d") }}')).toBe('2026-03-03');
    expect(render('{{ "2026-01-31"|date_modify("last day of next month")|date("Y-m-d") }}')).toBe(
      '2026-02-28',
    );
    expect(render('{{ "now"|date_modify("next monday")|date("D Y-m-d H:i") }}')).toBe(
      'Mon 2026-03-16 00:00',
    );
    expect(render('{{ null|date_modify("-2 hours")|date("H:i") }}')).toBe('07:30');
  });

  it('keeps the zone of a date with an offset', () => {
    expect(
      render('{{ "2026-03-14T23:00:00+02:00"|date_modify("midnight")|date("c", false) }}'),
    ).toBe('2026-03-14T00:00:00+02:00');
  });

  it('returns a date object that must be formatted to print', () => {
    expect(applyFilter(date_modify, '2026-03-14', '+1 day')).toBeInstanceOf(Date);
    expect(() => render('{{ "2026-03-14"|date_modify("+1 day") }}')).toThrow(
      'format it with the "date" filter',
    );
  });

  it('raises errors for empty or unreadable modifiers', () => {
    expect(() => applyFilter(date_modify, 'now', '')).toThrow('expects a modifier');
    expect(() => applyFilter(date_modify, 'now', null)).toThrow('expects a modifier');
    expect(() => applyFilter(date_modify, 'now', 'plus un jour')).toThrow(
      'Failed to parse time string (plus un jour).',
    );
    expect(() => applyFilter(date_modify, 'now', ['+1 day'])).toThrow('expects a string');
  });
});
