import { vi } from 'vitest';
import { createHttpClient } from '../../src/auth/httpClient.ts';
import { tokenExpiringIn } from './jwt.ts';

export const ORIGIN = 'http://localhost';
export const api = (path: string) => `${ORIGIN}/api${path}`;

/** The real http client with a fake token; refreshSession swaps in a new token, so tests can see a retry's fresh one. */
export function testApi() {
  const stale = tokenExpiringIn(60 * 60 * 1000);
  const fresh = tokenExpiringIn(2 * 60 * 60 * 1000);
  let token = stale;
  const refreshSession = vi.fn(async () => {
    token = fresh;
  });
  const request = createHttpClient({
    fetch: (input, init) => fetch(new URL(String(input), ORIGIN), init),
    getIdToken: () => token,
    refreshSession,
    onNotAuthorized: vi.fn(),
    onRefreshFailed: vi.fn(),
    clearIdToken: vi.fn(),
  });
  return { request, refreshSession, stale, fresh };
}
