import { afterEach, describe, expect, it, vi } from 'vitest';

const cognito = vi.hoisted(() => ({ refreshTokens: vi.fn(), getUserAttributes: vi.fn() }));
vi.mock('../../../src/auth/cognitoClient.ts', () => cognito);

const { checkToken } = await import('../../../src/auth/session.ts');

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
