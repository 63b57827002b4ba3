import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyField, createHttpClient, createTokenKeeper, HttpError, REFRESH_THRESHOLD_MS } from '../../../src/auth/httpClient.ts';
import { tokenExpiringIn } from '../jwt.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORIGIN = 'http://localhost';
const fresh = tokenExpiringIn(60 * 60 * 1000);

/** A client whose token store and session refresh are spies; `seen` records the Authorization header of each call. */
function setup(initialToken: string | null, refresh: () => Promise<string> = async () => fresh) {
  let token = initialToken;
  const deps = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(new URL(String(input), ORIGIN), init),
    getIdToken: () => token,
    refreshSession: vi.fn(async () => {
      token = await refresh();
    }),
    onNotAuthorized: vi.fn(),
    onRefreshFailed: vi.fn(),
    clearIdToken: vi.fn(),
  };
  return { request: createHttpClient(deps), deps };
}

function recordAuthHeaders(path: string, statuses: number[]) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${ORIGIN}/api${path}`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
      return HttpResponse.json(status < 400 ? { ok: true } : { detail: `status ${status}` }, { status });
    }),
  );
  return seen;
}

describe('token check before each call', () => {
  it('sends a token that is far from expiry without refreshing', async () => {
    const seen = recordAuthHeaders('/crm/contacts/', [200]);
    const { request, deps } = setup(fresh);
    await request('/crm/contacts/');
    expect(deps.refreshSession).not.toHaveBeenCalled();
    expect(seen).toEqual([`Bearer ${fresh}`]);
  });

  it('refreshes first when the token expires within 10 minutes', async () => {
    const seen = recordAuthHeaders('/crm/contacts/', [200]);
    const { request, deps } = setup(tokenExpiringIn(REFRESH_THRESHOLD_MS - 60_000));
    await request('/crm/contacts/');
    expect(deps.refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([`Bearer ${fresh}`]);
  });

  it('does not refresh a token with 11 minutes left', async () => {
    recordAuthHeaders('/crm/contacts/', [200]);
    const { request, deps } = setup(tokenExpiringIn(REFRESH_THRESHOLD_MS + 60_000));
    await request('/crm/contacts/');
    expect(deps.refreshSession).not.toHaveBeenCalled();
  });

  it.each(['/users/register/', '/subscription/plans/', '/report/demo/', '/report/shared/tok.en_1/', '/report/shared/tok.en_1/pdf'])(
    'skips the check for %s',
    async (path) => {
      const expired = tokenExpiringIn(-1000);
      server.use(http.all(`${ORIGIN}/api${path}`, () => HttpResponse.json({ ok: true })));
      const { request, deps } = setup(expired);
      await request(path, { method: path.includes('register') ? 'POST' : 'GET' });
      expect(deps.refreshSession).not.toHaveBeenCalled();
    },
  );

  it('checks the token for a report of ones own', async () => {
    server.use(http.get(`${ORIGIN}/api/report/5/`, () => HttpResponse.json({ ok: true })));
    const { request, deps } = setup(tokenExpiringIn(-1000));
    await request('/report/5/');
    expect(deps.refreshSession).toHaveBeenCalledTimes(1);
  });
});

describe('one refresh at a time', () => {
  it('makes one refresh call for two concurrent requests near expiry', async () => {
    const seen = recordAuthHeaders('/crm/contacts/', [200]);
    let finish!: () => void;
    const { request, deps } = setup(tokenExpiringIn(60_000), () => new Promise<string>((resolve) => (finish = () => resolve(fresh))));
    const both = Promise.all([request('/crm/contacts/'), request('/crm/contacts/')]);
    await vi.waitFor(() => expect(deps.refreshSession).toHaveBeenCalled());
    finish();
    await both;
    expect(deps.refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`]);
  });

  it('shares the refresh between the client and another token check using the same keeper', async () => {
    recordAuthHeaders('/crm/contacts/', [200]);
    let token: string | null = tokenExpiringIn(60_000);
    const refreshSession = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      token = fresh;
    });
    const tokens = createTokenKeeper({ getIdToken: () => token, refreshSession, onNotAuthorized: vi.fn(), onRefreshFailed: vi.fn() });
    const request = createHttpClient({
      fetch: (input, init) => fetch(new URL(String(input), ORIGIN), init),
      getIdToken: () => token,
      clearIdToken: vi.fn(),
      tokens,
    });
    await Promise.all([tokens.ensureFreshToken(), request('/crm/contacts/'), tokens.refreshOrLeave()]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh once the previous one has finished', async () => {
    const notAuthorized = Object.assign(new Error('Refresh Token has expired'), { code: 'NotAuthorizedException' });
    const { request, deps } = setup(tokenExpiringIn(-1000), () => Promise.reject(notAuthorized));
    await expect(request('/crm/groups/')).rejects.toMatchObject({ status: 401 });
    await expect(request('/crm/groups/')).rejects.toMatchObject({ status: 401 });
    expect(deps.refreshSession).toHaveBeenCalledTimes(2);
    expect(deps.onNotAuthorized).toHaveBeenCalledTimes(2);
  });
});

describe('401 and 403 answers', () => {
  it.each([401, 403])('refreshes the session once and retries once after a %i', async (status) => {
    const seen = recordAuthHeaders('/searches/saved/', [status, 200]);
    const stale = tokenExpiringIn(30 * 60 * 1000);
    const { request, deps } = setup(stale);
    const response = await request('/searches/saved/');
    expect(response.status).toBe(200);
    expect(deps.refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([`Bearer ${stale}`, `Bearer ${fresh}`]);
  });

  it('gives up after the single retry', async () => {
    const seen = recordAuthHeaders('/searches/saved/', [401]);
    const { request, deps } = setup(fresh);
    await expect(request('/searches/saved/')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(2);
    expect(deps.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('clears the id token when the profile fetch is refused', async () => {
    recordAuthHeaders('/users/profile/', [403]);
    const { request, deps } = setup(fresh);
    await expect(request('/users/profile/')).rejects.toBeInstanceOf(HttpError);
    expect(deps.clearIdToken).toHaveBeenCalledTimes(1);
  });
});

describe('refresh failures', () => {
  it('clears tokens and goes to /login when the provider says not authorized', async () => {
    const seen = recordAuthHeaders('/crm/groups/', [200]);
    const notAuthorized = Object.assign(new Error('Refresh Token has expired'), { code: 'NotAuthorizedException' });
    const { request, deps } = setup(tokenExpiringIn(-1000), () => Promise.reject(notAuthorized));
    await expect(request('/crm/groups/')).rejects.toMatchObject({ status: 401 });
    expect(deps.onNotAuthorized).toHaveBeenCalledTimes(1);
    expect(deps.onRefreshFailed).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it('clears cookies and goes to /login on any other refresh failure', async () => {
    recordAuthHeaders('/crm/groups/', [200]);
    const { request, deps } = setup(null, () => Promise.reject(new Error('Network error')));
    await expect(request('/crm/groups/')).rejects.toBeInstanceOf(HttpError);
    expect(deps.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(deps.onNotAuthorized).not.toHaveBeenCalled();
  });
});

describe('error bodies', () => {
  it('uses detail, and error for a 402', async () => {
    server.use(
      http.get(`${ORIGIN}/api/a/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
      http.get(`${ORIGIN}/api/b/`, () => HttpResponse.json({ error: 'You have no search credits left.' }, { status: 402 })),
    );
    const { request } = setup(fresh);
    await expect(request('/a/')).rejects.toMatchObject({ status: 404, message: 'Not found.' });
    await expect(request('/b/')).rejects.toMatchObject({ status: 402, message: 'You have no search credits left.' });
  });
});

describe('bodyField', () => {
  it("reads an HttpError body's detail or error text, and nothing else", () => {
    const error = new HttpError(402, { detail: 'Payment required.', error: 'You have no search credits left.' }, 'x');
    expect(bodyField(error, 'detail')).toBe('Payment required.');
    expect(bodyField(error, 'error')).toBe('You have no search credits left.');
    expect(bodyField(new HttpError(400, { detail: '  ' }, 'x'), 'detail')).toBeUndefined();
    expect(bodyField(new HttpError(400, { detail: 3 }, 'x'), 'detail')).toBeUndefined();
    expect(bodyField(new HttpError(500, 'Bad gateway', 'x'), 'detail')).toBeUndefined();
    expect(bodyField(Object.assign(new Error('x'), { body: { detail: 'not an HttpError' } }), 'detail')).toBeUndefined();
  });
});

describe('file bodies', () => {
  const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x89, 0xc3]);

  it("keeps a file's bytes with { as: 'blob' }, after the same refresh-and-retry", async () => {
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/api/properties/auction/export`, () =>
        ++calls === 1
          ? HttpResponse.json({ detail: 'expired' }, { status: 401 })
          : new HttpResponse(bytes, { headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    const { request, deps } = setup(fresh);
    const { json } = await request<Blob>('/properties/auction/export?export_format=excel', { as: 'blob' });
    expect(new Uint8Array(await json.arrayBuffer())).toEqual(bytes);
    expect(deps.refreshSession).toHaveBeenCalledTimes(1);
  });

  it("reads a failed file request's JSON body for the message", async () => {
    server.use(
      http.get(`${ORIGIN}/api/properties/auction/export`, () =>
        HttpResponse.json({ detail: 'Invalid location format: x' }, { status: 400 }),
      ),
    );
    const { request } = setup(fresh);
    await expect(request('/properties/auction/export', { as: 'blob' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid location format: x',
      body: { detail: 'Invalid location format: x' },
    });
  });
});
