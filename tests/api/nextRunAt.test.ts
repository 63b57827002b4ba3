import { describe, expect, it } from 'vitest';
import { nextRunAt } from '../../server/mail/scheduler/nextRunAt.ts';
import { isValidTimeZone, zonedDate, zonedHourToUtc } from '../../server/mail/scheduler/zonedTime.ts';

const at = (iso: string) => new Date(iso);

describe('nextRunAt', () => {
  it('daily at 8:00 in New York (EST, UTC-5), later today or tomorrow', () => {
    const daily = { schedule: 'daily' as const, send_hour: 8, send_weekday: 0, timeZone: 'America/New_York' };
    expect(nextRunAt(daily, at('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(nextRunAt(daily, at('2026-01-15T13:00:00Z')).toISOString()).toBe('2026-01-16T13:00:00.000Z');
  });

  it('follows daylight saving time (EDT, UTC-4) and dates across midnight', () => {
    const daily = { schedule: 'daily' as const, send_hour: 8, send_weekday: 0, timeZone: 'America/New_York' };
    expect(nextRunAt(daily, at('2026-03-07T14:00:00Z')).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    const tokyo = { schedule: 'daily' as const, send_hour: 7, send_weekday: 0, timeZone: 'Asia/Tokyo' };
    expect(nextRunAt(tokyo, at('2026-01-15T23:00:00Z')).toISOString()).toBe('2026-01-16T22:00:00.000Z');
  });

  it('weekly on the chosen weekday', () => {
    // 2026-01-15 is a Thursday; Monday 9:00 UTC is 2026-01-19.
    const weekly = { schedule: 'weekly' as const, send_hour: 9, send_weekday: 1, timeZone: 'UTC' };
    expect(nextRunAt(weekly, at('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-19T09:00:00.000Z');
    expect(nextRunAt(weekly, at('2026-01-19T09:00:00Z')).toISOString()).toBe('2026-01-26T09:00:00.000Z');
  });

  it('instant checks again after the interval; zones are validated', () => {
    expect(
      nextRunAt({ schedule: 'instant', send_hour: 0, send_weekday: 0, timeZone: 'UTC' }, at('2026-01-15T10:00:00Z'), 5000).toISOString(),
    ).toBe('2026-01-15T10:00:05.000Z');
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('wall-clock times across daylight-saving transitions (America/New_York, 2026)', () => {
  it.each([
    // Spring forward on 8 March: 2:00–2:59 do not exist; a skipped time moves forward by the one-hour gap.
    [2026, 3, 8, 1, 30, '2026-03-08T06:30:00.000Z'], // 1:30 EST
    [2026, 3, 8, 2, 0, '2026-03-08T07:00:00.000Z'], // 3:00 EDT
    [2026, 3, 8, 2, 30, '2026-03-08T07:30:00.000Z'], // 3:30 EDT, never 1:30 EST
    [2026, 3, 8, 3, 0, '2026-03-08T07:00:00.000Z'], // 3:00 EDT
    // Fall back on 1 November: 1:00–1:59 occur twice; the first (EDT) is chosen.
    [2026, 11, 1, 0, 30, '2026-11-01T04:30:00.000Z'],
    [2026, 11, 1, 1, 30, '2026-11-01T05:30:00.000Z'],
    [2026, 11, 1, 2, 0, '2026-11-01T07:00:00.000Z'], // 2:00 EST
  ])('%i-%i-%i %i:%i is %s', (year, month, day, hour, minute, iso) => {
    expect(zonedHourToUtc(year, month, day, hour, 'America/New_York', minute).toISOString()).toBe(iso);
  });

  it('a daily 2:00 e-mail runs at 3:00 EDT on the spring-forward day and at 2:00 EST on the fall-back day', () => {
    const daily = { schedule: 'daily' as const, send_hour: 2, send_weekday: 0, timeZone: 'America/New_York' };
    expect(nextRunAt(daily, at('2026-03-08T05:00:00Z')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(nextRunAt(daily, at('2026-03-08T07:00:00Z')).toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(nextRunAt(daily, at('2026-11-01T04:00:00Z')).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(nextRunAt(daily, at('2026-11-01T07:00:00Z')).toISOString()).toBe('2026-11-02T07:00:00.000Z');
  });

  it('reads the zoned calendar date on either side of midnight', () => {
    expect(zonedDate(at('2026-11-01T03:59:00Z'), 'America/New_York')).toEqual({ year: 2026, month: 10, day: 31 });
    expect(zonedDate(at('2026-11-01T04:00:00Z'), 'America/New_York')).toEqual({ year: 2026, month: 11, day: 1 });
  });
});
