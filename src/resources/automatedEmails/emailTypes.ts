import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';

/** The placeholders the API accepts in subject and body (server/mail/templates/placeholders.ts). */
export const PLACEHOLDERS = ['first_name', 'last_name', 'full_name', 'email', 'company', 'listing_count', 'search_name', 'sender_name'];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 0..23 as "8:00 AM". */
export const hourText = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;

/** "As soon as new listings match", "Daily at 8:00 AM", "Weekly on Monday at 8:00 AM". */
export function scheduleText(email: Pick<AutomatedEmail, 'schedule' | 'send_hour' | 'send_weekday'>): string {
  if (email.schedule === 'instant') return 'As soon as new listings match';
  const at = hourText(email.send_hour);
  return email.schedule === 'weekly' ? `Weekly on ${WEEKDAYS[email.send_weekday]} at ${at}` : `Daily at ${at}`;
}
