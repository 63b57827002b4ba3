import { badRequest } from '../lib/errors.ts';
import { isValidTimeZone } from '../mail/scheduler/zonedTime.ts';

/** What to send instead of a zone this server does not know. */
export const TIME_ZONE_HINT = 'Use an IANA time zone such as America/Chicago.';

/** The one check of a user's time zone (sign-up and profile update): 400 in words when it is not an IANA zone name. */
export function checkedTimeZone(timeZone: string): string {
  if (!isValidTimeZone(timeZone))
    throw badRequest(`The time zone is not one this service knows. ${TIME_ZONE_HINT}`, { timezone: [TIME_ZONE_HINT] });
  return timeZone;
}
