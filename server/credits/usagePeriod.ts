import type { AccountHolder } from './creditsRepository.ts';
import { isValidTimeZone, zonedDate, zonedHourToUtc } from '../mail/scheduler/zonedTime.ts';

/** The period usage is summed over. */
export interface UsagePeriod {
  /** First instant of the period, and the first instant after it. */
  start: Date;
  end: Date;
  /** First and last day of the period (inclusive), as dates in `timeZone`. */
  firstDay: string;
  lastDay: string;
  timeZone: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayText = (d: { year: number; month: number; day: number }) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** Midnight at the start of that calendar day in the zone. */
export const startOfDay = (day: string, timeZone: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedHourToUtc(year, month, date, 0, timeZone);
};

/** The day after, as text (calendar arithmetic, no time zone involved). */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The usage period at `now`: the billing period the caller passes in (the plan in force's, from server/billing, which the
 * usage dashboard's route hands over: credits knows no other domain), else the calendar month in the user's time zone.
 */
export function usagePeriod(user: AccountHolder | undefined, now: Date, billing?: { start: Date; end: Date } | null): UsagePeriod {
  const timeZone = userTimeZone(user);
  if (billing) {
    const firstDay = dayText(zonedDate(billing.start, timeZone));
    const lastDay = dayText(zonedDate(new Date(billing.end.getTime() - 1), timeZone));
    return { start: billing.start, end: billing.end, firstDay, lastDay, timeZone };
  }
  const today = zonedDate(now, timeZone);
  const firstDay = dayText({ ...today, day: 1 });
  const nextMonth = today.month === 12 ? { year: today.year + 1, month: 1, day: 1 } : { year: today.year, month: today.month + 1, day: 1 };
  const end = startOfDay(dayText(nextMonth), timeZone);
  const lastDay = new Date(Date.parse(`${dayText(nextMonth)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { start: startOfDay(firstDay, timeZone), end, firstDay, lastDay, timeZone };
}

/** The user's time zone (for ledger date filters): UTC when unset or unknown. */
export const userTimeZone = (user: AccountHolder | undefined): string => (user && isValidTimeZone(user.timezone) ? user.timezone : 'UTC');
