import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { cognitoIdentity } from '../../server/identity/identitySettings.ts';
import { bearer, createCognitoUser, identityProvider, openTestDatabase } from './helpers.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/database.ts';

/**
 * COGNITO_ENDPOINT: the suite's cognito-local, run as its own process, stands in for AWS with a configured pool and
 * client, the way a deployment points the server at cognito-local or LocalStack.
 */
const externalEnv = () => ({
  DATA_DIR: '/tmp/propscout-test',
  COGNITO_ENDPOINT: `${identityProvider().endpoint}/`,
  COGNITO_USER_POOL_ID: identityProvider().userPoolId,
  COGNITO_CLIENT_ID: identityProvider().clientId,
  COGNITO_REGION: 'eu-west-1',
});

let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  const config = loadConfig(externalEnv());
  app = await buildApp({ config, db, identity: cognitoIdentity(config.cognito) });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('COGNITO_ENDPOINT', () => {
  it('sets the API endpoint and the issuer of the configured pool (a trailing slash ignored)', () => {
    const identity = cognitoIdentity(loadConfig(externalEnv()).cognito);
    const { endpoint, userPoolId } = identityProvider();
    expect(identity).toMatchObject({
      endpoint,
      issuer: `${endpoint}/${userPoolId}`,
      jwksUrl: `${endpoint}/${userPoolId}/.well-known/jwks.json`,
      region: 'eu-west-1',
      hostedDomain: null,
    });
  });

  it('keeps the AWS issuer without it', () => {
    const identity = cognitoIdentity(
      loadConfig({ COGNITO_USER_POOL_ID: 'eu-west-1_abc', COGNITO_CLIENT_ID: 'client', COGNITO_REGION: 'eu-west-1' }).cognito,
    );
    expect(identity).toMatchObject({ endpoint: null, issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc' });
  });

  it('refuses an endpoint that is not an http(s) address, and an endpoint without a pool and client', () => {
    expect(() => cognitoIdentity(loadConfig({ ...externalEnv(), COGNITO_ENDPOINT: 'localhost:9229' }).cognito)).toThrow(/COGNITO_ENDPOINT/);
    expect(() => cognitoIdentity(loadConfig({ COGNITO_ENDPOINT: 'http://localhost:9229' }).cognito)).toThrow(/COGNITO_USER_POOL_ID/);
  });

  it('hands the endpoint to the browser through GET /api/config/', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      identityEndpoint: identityProvider().endpoint,
      userPoolId: identityProvider().userPoolId,
      clientId: identityProvider().clientId,
      region: 'eu-west-1',
    });
  });

  it("accepts the service's real tokens: register, then read the profile", async () => {
    const user = await createCognitoUser();
    const register = await app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: bearer(user),
      payload: { email: user.email, cognito_username: user.username, firstname: 'Grace', lastname: 'Hopper' },
    });
    expect(register.statusCode).toBe(201);
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(user) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: user.email, firstname: 'Grace', lastname: 'Hopper' });
    const health = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.json()).toMatchObject({
      status: 'ok',
      identity: { status: 'ok', detail: `${identityProvider().endpoint}/${identityProvider().userPoolId}` },
    });
  });

  it('still refuses its http issuer with NODE_ENV=production', async () => {
    const config = loadConfig({ ...externalEnv(), NODE_ENV: 'production', BILLING_PROVIDER: 'local' });
    await expect(buildApp({ config, db, identity: cognitoIdentity(config.cognito) })).rejects.toThrow(/http issuer/);
  });
});
