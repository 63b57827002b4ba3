import { EMAIL_LOG_STATUS_LABELS } from '../../../server/mail/emails/schemas.ts';

type Color = 'success' | 'error' | 'warning' | 'default';
const COLORS: Record<string, Color> = {
  sent: 'success',
  failed: 'error',
  skipped_unsubscribed: 'warning',
  no_new_listings: 'default',
  no_recipients: 'warning',
};

/** The statuses with the server's words for them (server/mail/emails/schemas.ts) and a chip colour each. */
export const LOG_STATUSES: { id: string; name: string; color: Color }[] = Object.entries(EMAIL_LOG_STATUS_LABELS).map(([id, name]) => ({
  id,
  name,
  color: COLORS[id] ?? 'default',
}));
