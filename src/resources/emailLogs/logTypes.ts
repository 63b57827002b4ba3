import type { Identifier } from 'react-admin';

/** One line of GET /automation/emails/logs/: a message to one person, or a run that sent nothing. */
export interface EmailLog {
  id: Identifier;
  automated_email_id: number | null;
  email_name: string;
  run_id: number | null;
  contact_id: number | null;
  recipient: string;
  subject: string;
  status: 'sent' | 'failed' | 'skipped_unsubscribed' | 'no_new_listings' | 'no_recipients' | string;
  error: string | null;
  attempts: number;
  listing_count: number;
  test: boolean;
  created_at: string;
}

export const LOG_STATUSES: { id: string; name: string; color: 'success' | 'error' | 'warning' | 'default' }[] = [
  { id: 'sent', name: 'Sent', color: 'success' },
  { id: 'failed', name: 'Failed', color: 'error' },
  { id: 'skipped_unsubscribed', name: 'Skipped: unsubscribed', color: 'warning' },
  { id: 'no_new_listings', name: 'Nothing new to send', color: 'default' },
  { id: 'no_recipients', name: 'No recipients', color: 'warning' },
];
