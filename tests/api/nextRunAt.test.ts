import { describe, expect, it } from 'vitest';
import { nextRunAt } from '../../server/mail/scheduler/nextRunAt.ts';
import { isValidTimeZone } from '../../server/mail/scheduler/zonedTime.ts';

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
    expect(nextRunAt({ schedule: 'instant', send_hour: 0, send_weekday: 0, timeZone: 'UTC' }, at('2026-01-15T10:00:00Z'), 5000).toISOString()).toBe(
      '2026-01-15T10:00:05.000Z',
    );
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
