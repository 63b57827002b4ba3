import { zonedDate, zonedHourToUtc } from './zonedTime.ts';

export type Schedule = 'instant' | 'daily' | 'weekly';

export interface ScheduleSettings {
  schedule: Schedule;
  send_hour: number;
  /** 0 = Sunday … 6 = Saturday. */
  send_weekday: number;
  timeZone: string;
}

/** How often "instantly on new matches" looks for new listings. */
export const INSTANT_CHECK_MS = 60_000;

/** The first slot strictly after `after`: the next check for instant emails, else the next hour:00 (on the weekday) in the zone. */
export function nextRunAt(settings: ScheduleSettings, after: Date, instantCheckMs = INSTANT_CHECK_MS): Date {
  if (settings.schedule === 'instant') return new Date(after.getTime() + instantCheckMs);
  const today = zonedDate(after, settings.timeZone);
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (settings.schedule === 'weekly' && date.getUTCDay() !== settings.send_weekday) continue;
    const slot = zonedHourToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), settings.send_hour, settings.timeZone);
    if (slot > after) return slot;
  }
  throw new Error('unreachable: a weekly slot exists within eight days');
}
