import { HttpError } from '../auth/httpClient.ts';

type ErrorBody = { detail?: string; errors?: Record<string, string[] | string> } | null;

/**
 * The API's `{detail, errors: {field: [messages]}}` as react-admin forms read it (`body.errors: {field: message}`),
 * so each message shows under its input. `tags.0` goes to `tags`; a 409 without field errors goes to `conflictField`.
 */
export function toFormError(error: unknown, conflictField?: string): unknown {
  if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 409)) return error;
  const body = (error.body && typeof error.body === 'object' ? error.body : null) as ErrorBody;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) {
    const name = field.split('.')[0] || 'non_field_errors';
    const text = Array.isArray(messages) ? messages.join(' ') : String(messages);
    errors[name] = errors[name] ? `${errors[name]} ${text}` : text;
  }
  if (Object.keys(errors).length === 0 && error.status === 409 && conflictField) errors[conflictField] = body?.detail ?? error.message;
  if (Object.keys(errors).length === 0) return error;
  return new HttpError(error.status, { ...body, errors }, error.message);
}
