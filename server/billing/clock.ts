// Billing rules (periods, trial ends, grace) go by the same injected clock as the credit rules, so tests move both.
export { systemClock, type Clock } from '../credits/clock.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The same day of the next month (the end of a monthly period), clamped to the month's last day as Stripe does. */
export function addMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const fromUnix = (seconds: number) => new Date(seconds * 1000);
