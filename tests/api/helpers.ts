import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openPglite, openPostgres, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { cognitoCall } from '../../server/identity/cognitoApi.ts';
import { localIdentity } from '../../server/identity/identitySettings.ts';

export const identityProvider = () => inject('identityProvider');
export const testIdentity = () => localIdentity(identityProvider(), 'us-east-1');

/**
 * A fresh database per call: in-memory PGlite, or a new schema on the PostgreSQL named by
 * TEST_DATABASE_URL (how CI runs the suite against a real server).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite('memory://');
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = await openPostgres(url);
  await admin.exec(`create schema ${schema}`);
  await admin.close();
  const separator = url.includes('?') ? '&' : '?';
  return openPostgres(`${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`);
}

export async function buildTestApp(env: NodeJS.ProcessEnv = {}) {
  const db = await openTestDatabase();
  await migrate(db);
  const app = await buildApp({ config: loadConfig({ DATA_DIR: '/tmp/propscout-test', ...env }), db, identity: testIdentity() });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export interface TestUser {
  email: string;
  password: string;
  sub: string;
  username: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs a confirmed user up in cognito-local and signs in: real tokens from the real provider. */
export async function createCognitoUser(email = `user-${randomUUID()}@example.com`, password = 'Sup3r-secret!'): Promise<TestUser> {
  const { endpoint, clientId, userPoolId } = identityProvider();
  await cognitoCall(endpoint, 'SignUp', { ClientId: clientId, Username: email, Password: password });
  await cognitoCall(endpoint, 'AdminConfirmSignUp', { UserPoolId: userPoolId, Username: email });
  const { AuthenticationResult: tokens } = await cognitoCall<{
    AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
  }>(endpoint, 'InitiateAuth', { ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });
  const claims = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString()) as Record<string, string>;
  return {
    email,
    password,
    sub: claims.sub!,
    username: claims['cognito:username']!,
    idToken: tokens.IdToken,
    accessToken: tokens.AccessToken,
    refreshToken: tokens.RefreshToken,
  };
}

export const bearer = (user: Pick<TestUser, 'idToken'>) => ({ authorization: `Bearer ${user.idToken}` });

/** Creates a cognito user and registers them with the API, as the sign-up screen does. */
export async function registeredUser(app: Awaited<ReturnType<typeof buildTestApp>>['app']): Promise<TestUser> {
  const user = await createCognitoUser();
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register/',
    headers: bearer(user),
    payload: { email: user.email, cognito_username: user.username, firstname: 'Test', lastname: 'User' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return user;
}
