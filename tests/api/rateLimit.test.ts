import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createCognitoUser, registeredUser, type TestUser } from './helpers.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  harness = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_SENSITIVE_PER_HOUR: '2' });
  [user, other] = await Promise.all([registeredUser(harness.app), registeredUser(harness.app)]);
});
afterAll(() => harness.close());

const profile = (who: TestUser) => harness.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(who) });

describe('the per-user API limit (RATE_LIMIT_PER_MINUTE)', () => {
  it('answers 429 {detail} with Retry-After past the limit, counting per user across routes', async () => {
    expect((await profile(user)).statusCode).toBe(200);
    expect((await harness.app.inject({ method: 'GET', url: '/api/crm/contacts/', headers: bearer(user) })).statusCode).toBe(200);
    expect((await profile(user)).statusCode).toBe(200);
    const refused = await profile(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another user on the same address has a limit of their own.
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('counts requests without a token by address, which X-Forwarded-For cannot change when no proxy is trusted', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await harness.app.inject({ method: 'GET', url: '/api/config/', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('does not count the files of the app', async () => {
    for (let i = 0; i < 5; i++) expect((await harness.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).not.toBe(429);
  });
});

describe('the tighter limit of what sends mail or costs money (RATE_LIMIT_SENSITIVE_PER_HOUR)', () => {
  it('allows two registrations an hour per user, then 429 with a Retry-After of up to an hour', async () => {
    const someone = await createCognitoUser();
    const register = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/users/register/',
        headers: bearer(someone),
        payload: { cognito_username: someone.username, firstname: 'Rate', lastname: 'Limited' },
      });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(200);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/throttled/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});
