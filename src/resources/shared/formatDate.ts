const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time as the user's local date and time; '' for none. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? FORMAT.format(new Date(iso)) : '');
