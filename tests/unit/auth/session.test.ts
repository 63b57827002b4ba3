import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringIn } from '../jwt.ts';

const cognito = vi.hoisted(() => ({ refreshTokens: vi.fn(), getUserAttributes: vi.fn() }));
vi.mock('../../../src/auth/cognitoClient.ts', () => cognito);

const { checkToken, register, reportSignIn, ROUTER_REDIRECT_GRACE_MS } = await import('../../../src/auth/session.ts');
const { storeSession } = await import('../../../src/auth/tokens.ts');

const notAuthorized = () => Object.assign(new Error('Refresh Token has expired'), { code: 'NotAuthorizedException' });

describe('checkToken', () => {
  afterEach(() => {
    localStorage.clear();
    cognito.refreshTokens.mockReset();
  });

  it('clears the refresh token too when the provider refuses the refresh as not authorized', async () => {
    localStorage.setItem('ps_refresh_token', 'r1');
    localStorage.setItem('ps_username', 'u1');
    cognito.refreshTokens.mockRejectedValue(notAuthorized());
    expect(await checkToken()).toBe(false);
    expect(localStorage.getItem('ps_refresh_token')).toBeNull();
    expect(localStorage.getItem('ps_username')).toBeNull();
  });

  it('keeps the refresh token on any other refresh failure', async () => {
    localStorage.setItem('ps_refresh_token', 'r1');
    cognito.refreshTokens.mockRejectedValue(new Error('Network error'));
    expect(await checkToken()).toBe(false);
    expect(localStorage.getItem('ps_refresh_token')).toBe('r1');
  });

  it('makes one refresh call for concurrent checks', async () => {
    let fail!: (error: unknown) => void;
    cognito.refreshTokens.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const checks = Promise.all([checkToken(), checkToken(), checkToken()]);
    await vi.waitFor(() => expect(cognito.refreshTokens).toHaveBeenCalled());
    fail(new Error('Network error'));
    expect(await checks).toEqual([false, false, false]);
    expect(cognito.refreshTokens).toHaveBeenCalledTimes(1);
  });
});

describe('the way to /login when the session is over', () => {
  const assign = vi.fn();
  const realLocation = window.location;
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    assign.mockReset();
    cognito.refreshTokens.mockReset();
    localStorage.clear();
  });
  /** A location whose path the test moves (as the router would) and whose assign() the test sees. */
  function fakeLocation(pathname: string) {
    const location = { pathname, search: '', assign };
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    return location;
  }

  it('loads /login when nothing else went there within the grace period', async () => {
    vi.useFakeTimers();
    fakeLocation('/contacts');
    localStorage.setItem('ps_refresh_token', 'r1');
    cognito.refreshTokens.mockRejectedValue(notAuthorized());
    expect(await checkToken()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ROUTER_REDIRECT_GRACE_MS);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('loads no second document when the router reached /login first', async () => {
    vi.useFakeTimers();
    const location = fakeLocation('/contacts');
    localStorage.setItem('ps_refresh_token', 'r1');
    cognito.refreshTokens.mockRejectedValue(notAuthorized());
    expect(await checkToken()).toBe(false);
    location.pathname = '/login'; // react-admin's checkError redirect
    vi.advanceTimersByTime(ROUTER_REDIRECT_GRACE_MS);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('register', () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends the browser's time zone, so a new account's emails go out at its hours rather than UTC's", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/New_York',
    });
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { 'content-type': 'application/json' } }));
    await register({ email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', freeTrial: false }, 'id-token');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/users\/register\/$/);
    const form = init!.body as FormData;
    expect(form.get('timezone')).toBe('America/New_York');
    expect(form.get('firstname')).toBe('Ada');
  });
});

describe('reportSignIn', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('posts the sign-in with the session token, and never fails the sign-in when the call does', async () => {
    const idToken = tokenExpiringIn(60 * 60 * 1000);
    storeSession({ idToken, accessToken: idToken, refreshToken: 'r1' });
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValueOnce(new Response(null, { status: 204 }));
    await reportSignIn();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/users\/sign-in\/$/);
    expect(init!.method).toBe('POST');
    expect(new Headers(init!.headers).get('Authorization')).toBe(`Bearer ${idToken}`);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(reportSignIn()).resolves.toBeUndefined();
  });
});
