/** What to tell the user about a failed call: the API's `detail` (a 402's `error`), else the error's own message. */
export const errorDetail = (e: unknown) =>
  (e as { body?: { detail?: string; error?: string } })?.body?.detail ??
  (e as { body?: { error?: string } })?.body?.error ??
  (e as Error)?.message ??
  'Something went wrong.';
