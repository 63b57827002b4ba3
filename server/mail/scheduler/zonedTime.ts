import { Temporal } from 'temporal-polyfill';

/** The shape of an IANA zone name (America/Chicago, Etc/GMT+5, UTC): not an offset such as +05:00, which Temporal also takes. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** True when the text is an IANA zone name known to this runtime. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!IANA_NAME.test(timeZone)) return false;
  try {
    Temporal.Now.zonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant when the wall clock in the zone shows that date and time. Temporal's 'compatible' disambiguation (as
 * RFC 5545 calendars do): a time skipped by the spring-forward gap moves forward by the gap (2:30 → 3:30 EDT), and a
 * time that occurs twice in the fall-back hour is its first occurrence (1:30 EDT, not EST).
 */
export function zonedHourToUtc(year: number, month: number, day: number, hour: number, timeZone: string, minute = 0): Date {
  const zoned = Temporal.ZonedDateTime.from({ year, month, day, hour, minute, timeZone }, { disambiguation: 'compatible' });
  return new Date(zoned.epochMilliseconds);
}

/** The calendar date in the zone at that instant. */
export function zonedDate(date: Date, timeZone: string): { year: number; month: number; day: number } {
  const { year, month, day } = Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(timeZone);
  return { year, month, day };
}
