import {renderCanvas} from '../render';
import {toDate} from './date';
import {seededRandom} from '../seededRandom';

const env = {now: new Date('2026-03-14T09:30:00Z'), timezone: 'UTC', random: seededRandom(1)};

describe('date', () => {
  it('uses the environment clock for no argument, null, empty and "now"', () => {
    for (const value of [undefined, null, '', 'now'])
      expect(toDate(env, value).getTime()).toBe(env.now.getTime());
    expect(
      renderCanvas("{{ date()|date('Y-m-d H:i') }}", {now: new Date('2030-01-02T03:04:00Z')}),
    ).toBe('2030-01-02 03:04');
  });

  it('reads relative strings against the environment clock', () => {
    expect(renderCanvas("{{ date('-2 days')|date('Y-m-d') }}")).toBe('2026-03-12');
    expect(renderCanvas("{{ date('tomorrow')|date('Y-m-d H:i') }}")).toBe('2026-03-15 00:00');
    expect(renderCanvas("{{ date('first day of next month')|date('Y-m-d') }}")).toBe('2026-04-01');
  });

  it('reads timestamps and date strings, in the environment time zone', () => {
    expect(toDate(env, 1773480600).toISOString()).toBe('2026-03-14T09:30:00.000Z');
    expect(toDate(env, '1773480600').toISOString()).toBe('2026-03-14T09:30:00.000Z');
    expect(toDate(env, '2026-03-14 10:00').toISOString()).toBe('2026-03-14T10:00:00.000Z');
    expect(toDate({...env, timezone: 'Europe/Paris'}, '2026-03-14 10:00').toISOString()).toBe(
      '2026-03-14T09:00:00.000Z',
    );
    expect(toDate(env, '2026-03-14T10:00:00+02:00').toISOString()).toBe('2026-03-14T08:00:00.000Z');
  });

  it('converts to another time zone for the date filter with timezone false', () => {
    expect(renderCanvas("{{ date('2026-03-14 10:00', 'Europe/Paris')|date('H:i', false) }}")).toBe(
      '11:00',
    );
    expect(renderCanvas("{{ date('2026-03-14 10:00', 'Europe/Paris')|date('H:i') }}")).toBe(
      '10:00',
    );
    expect(() => toDate(env, 'now', 'Mars/Olympus')).toThrow(
      'Unknown or bad timezone (Mars/Olympus).',
    );
    expect(() => toDate(env, 'now', 42)).toThrow('date(): the time zone must be a name');
  });

  it('compares dates', () => {
    expect(renderCanvas("{{ date('2026-03-20') > date() ? 'upcoming' : 'past' }}")).toBe(
      'upcoming',
    );
    expect(
      renderCanvas("{{ date(post.published_at) < date('-30 days') ? 'old' : 'recent' }}", {
        data: {post: {published_at: '2026-01-12T08:00:00Z'}},
      }),
    ).toBe('old');
  });

  it('cannot be printed without the date filter, as in Twig', () => {
    expect(() => renderCanvas('{{ date() }}')).toThrow('A date cannot be printed as it is');
  });

  it('rejects values that are not dates', () => {
    expect(() => toDate(env, [2026])).toThrow(
      'date(): expects a date, a timestamp or a date string, got [2026].',
    );
    expect(() => toDate(env, true)).toThrow('date(): expects a date');
    expect(() => toDate(env, 'not a date')).toThrow('Failed to parse time string (not a date).');
  });
});
