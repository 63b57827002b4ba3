export const LOG_STATUSES: { id: string; name: string; color: 'success' | 'error' | 'warning' | 'default' }[] = [
  { id: 'sent', name: 'Sent', color: 'success' },
  { id: 'failed', name: 'Failed', color: 'error' },
  { id: 'skipped_unsubscribed', name: 'Skipped: unsubscribed', color: 'warning' },
  { id: 'no_new_listings', name: 'Nothing new to send', color: 'default' },
  { id: 'no_recipients', name: 'No recipients', color: 'warning' },
];
