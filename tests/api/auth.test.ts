import { generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cognitoLocalKey, forgeIdToken } from './forgedTokens.ts';
import { bearer, buildTestApp, createCognitoUser, identityProvider, testIdentity, type TestUser } from './helpers.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;

beforeAll(async () => {
  harness = await buildTestApp();
  user = await createCognitoUser();
  await harness.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    headers: bearer(user),
    payload: { email: user.email, cognito_username: user.username, firstname: 'Ada', lastname: 'Lovelace' },
  });
});
afterAll(() => harness.close());

const profile = (headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url: '/api/users/profile/', headers });

/** Signs the user's own claims with the given key and overrides, to forge tokens. */
const forge = (key: CryptoKey | Uint8Array, kid: string, overrides: Record<string, unknown>) => forgeIdToken(user, overrides, { key, kid });

describe('token verification on protected routes', () => {
  it('answers 401 without a token', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 to a token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const response = await profile({ authorization: `Bearer ${await forge(privateKey, cognitoLocalKey.kid, {})}` });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a token from another issuer, even signed with the provider key', async () => {
    const key = await importJWK(cognitoLocalKey, 'RS256');
    const token = await forge(key, cognitoLocalKey.kid, { iss: `${identityProvider().endpoint}/local_other` });
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('answers 401 to a token for another app client', async () => {
    const key = await importJWK(cognitoLocalKey, 'RS256');
    const token = await forge(key, cognitoLocalKey.kid, { aud: 'another-client' });
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const key = await importJWK(cognitoLocalKey, 'RS256');
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await forge(key, cognitoLocalKey.kid, { iat: past - 3600, exp: past });
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('refuses a token it accepted before once it has expired (verified tokens are kept only until they expire)', async () => {
    const key = await importJWK(cognitoLocalKey, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const token = await forge(key, cognitoLocalKey.kid, { iat: now, exp: now + 60 });
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: (now + 120) * 1000 });
    try {
      expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a valid token signed by the provider itself', async () => {
    const key = await importJWK(cognitoLocalKey, 'RS256');
    const token = await forge(key, cognitoLocalKey.kid, {});
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('answers 200 with a real id token and with a real access token', async () => {
    const byId = await profile(bearer(user));
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ email: user.email, firstname: 'Ada', lastname: 'Lovelace' });
    expect((await profile({ authorization: `Bearer ${user.accessToken}` })).statusCode).toBe(200);
  });

  it('refuses to start with an http issuer in production', async () => {
    const { buildApp } = await import('../../server/app.ts');
    const { loadConfig } = await import('../../server/config.ts');
    await expect(
      buildApp({ config: loadConfig({ NODE_ENV: 'production', BILLING_PROVIDER: 'local' }), db: harness.db, identity: testIdentity() }),
    ).rejects.toThrow(/http issuer/);
  });
});

describe('public routes', () => {
  it('serves health and config without a token', async () => {
    const health = await harness.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'ok' }, identity: { status: 'ok' } });
    const config = await harness.app.inject({ method: 'GET', url: '/api/config/' });
    expect(config.json()).toMatchObject({ userPoolId: identityProvider().userPoolId, clientId: identityProvider().clientId });
  });

  it('serves the OpenAPI document without a token', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/users/profile/', '/api/crm/contacts/']));
  });

  it('answers unknown API paths with a 404 detail', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/nope/', headers: bearer(user) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
