import { badRequest } from '../../lib/errors.ts';
import { nextRunAt, type Schedule } from '../scheduler/nextRunAt.ts';
import { isValidTimeZone } from '../scheduler/zonedTime.ts';
import { PLACEHOLDERS, unknownPlaceholders } from '../templates/placeholders.ts';

/** Columns written by create and update (validateEmailFields checked them, scheduleFrom set next_run_at). */
export interface EmailFields {
  name: string;
  saved_search_id: number | null;
  subject: string;
  body: string;
  schedule: string;
  send_hour: number;
  send_weekday: number;
  timezone: string | null;
  status: string;
  next_run_at: Date;
}

/** Checks what the schema cannot: a known time zone, known placeholders, and the caller's own saved search. */
export function validateEmailFields(
  fields: Omit<EmailFields, 'next_run_at'>,
  savedSearchOwner: number | undefined | null,
  userId: number,
): void {
  const errors: Record<string, string[]> = {};
  if (fields.timezone !== null && !isValidTimeZone(fields.timezone)) errors.timezone = [`Unknown time zone ${fields.timezone}.`];
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(fields[field]);
    if (unknown.length)
      errors[field] = [`Unknown placeholder {{${unknown[0]}}}; use one of ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}.`];
  }
  if (savedSearchOwner !== null && savedSearchOwner !== userId) errors.saved_search_id = ['Not one of your saved searches.'];
  if (fields.status === 'active' && fields.saved_search_id === null) errors.status = ['Choose a saved search before activating.'];
  const [first] = Object.entries(errors);
  if (first) throw badRequest(`${first[0]}: ${first[1][0]}`, errors);
}

/** When the email should next run, from now: recomputed whenever the schedule or the time zone changes. */
export function scheduleFrom(
  fields: Pick<EmailFields, 'schedule' | 'send_hour' | 'send_weekday' | 'timezone'>,
  userTimezone: string,
  now = new Date(),
): Date {
  return nextRunAt(
    {
      schedule: fields.schedule as Schedule,
      send_hour: fields.send_hour,
      send_weekday: fields.send_weekday,
      timeZone: fields.timezone ?? userTimezone,
    },
    now,
  );
}
