import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openPglite, openPostgres, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { localIdentity } from '../../server/identity/identitySettings.ts';
import { bearer, createConfirmedUser, registerWithApi, type LocalUser } from '../../server/identity/localUsers.ts';
import { checkResponsesAgainstDocument } from './openapiResponses.ts';

export const identityProvider = () => inject('identityProvider');
export const testIdentity = () => localIdentity(identityProvider(), 'us-east-1');

/**
 * A fresh database per call: in-memory PGlite, or a new schema on the PostgreSQL named by
 * TEST_DATABASE_URL (how CI runs the suite against a real server). With `{ replica: true }` and TEST_DATABASE_READ_URL
 * (a streaming replica of TEST_DATABASE_URL), searches read the same schema on the replica, as DATABASE_READ_URL makes
 * them; other tests keep reading the primary, where what they just wrote is already visible.
 */
export async function openTestDatabase(options: { replica?: boolean } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite('memory://');
  const schema = await createTestSchema(url);
  if (!options.replica) return openPostgres(inSchema(url, schema));
  const readUrl = process.env.TEST_DATABASE_READ_URL;
  if (!readUrl) throw new Error('A test asked for the replica without TEST_DATABASE_READ_URL.');
  return openPostgres(inSchema(url, schema), inSchema(readUrl, schema));
}

/** Creates a fresh schema on the PostgreSQL at `url`; answers its name. */
async function createTestSchema(url: string): Promise<string> {
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = await openPostgres(url);
  await admin.exec(`create schema ${schema}`);
  await admin.close();
  return schema;
}

/** Creates a fresh schema on the PostgreSQL at `url` and answers the address whose connections work in it (search_path). */
export async function newTestSchemaUrl(url: string): Promise<string> {
  return inSchema(url, await createTestSchema(url));
}

/** The same database, with `schema` as the search_path of every connection. */
export function inSchema(url: string, schema: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

export async function buildTestApp(env: NodeJS.ProcessEnv = {}, options: Pick<AppOptions, 'clock'> = {}) {
  const db = await openTestDatabase();
  await migrate(db);
  const app = await buildApp({ config: loadConfig({ DATA_DIR: '/tmp/propscout-test', ...env }), db, identity: testIdentity(), ...options });
  checkResponsesAgainstDocument(app);
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export type TestUser = LocalUser;

/** Signs a confirmed user up in cognito-local and signs in: real tokens from the real provider. */
export const createCognitoUser = (email = `user-${randomUUID()}@example.com`, password = 'Sup3r-secret!'): Promise<TestUser> =>
  createConfirmedUser(identityProvider(), email, password);

export { bearer };

/** Creates a cognito user and registers them with the API, as the sign-up screen does. */
export async function registeredUser(app: Awaited<ReturnType<typeof buildTestApp>>['app']): Promise<TestUser> {
  const user = await createCognitoUser();
  await registerWithApi(app, user);
  return user;
}
