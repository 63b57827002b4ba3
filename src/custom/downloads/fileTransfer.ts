import { API_PREFIX, HttpError } from '../../auth/httpClient.ts';
import { checkToken, refreshSession } from '../../auth/session.ts';
import { getIdToken } from '../../auth/tokens.ts';

/**
 * GET a file with the session's token (the shared client reads bodies as text, which would spoil binary
 * files). Same token rules: checked first, one refresh and retry on 401/403.
 */
export async function fetchFile(path: string): Promise<Blob> {
  await checkToken();
  const send = () => window.fetch(`${API_PREFIX}${path}`, { headers: { Authorization: `Bearer ${getIdToken() ?? ''}` } });
  let response = await send();
  if (response.status === 401 || response.status === 403) {
    await refreshSession();
    response = await send();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: string; error?: string } | null;
    throw new HttpError(response.status, body, body?.detail ?? body?.error ?? (response.statusText || `Request failed with status ${response.status}`));
  }
  return response.blob();
}

/** Saves a signed link (the browser streams it to disk) or a fetched file (through an object URL). */
export function saveFile(target: string | Blob, fileName: string) {
  const href = typeof target === 'string' ? target : URL.createObjectURL(target);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  if (typeof target !== 'string') setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
