import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { bearer, buildTestApp, registeredUser, testIdentity, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';

export type Harness = Awaited<ReturnType<typeof buildTestApp>>;

/** App on a fresh database with the listing fixture and one registered user. */
export async function searchHarness(options: Parameters<typeof buildTestApp>[1] = {}) {
  const harness = await buildTestApp({}, options);
  const ids = await insertFixture(harness.db);
  const user = await registeredUser(harness.app);
  const keyOf = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return { ...harness, ids, user, keyOf };
}

export async function getJson(harness: Harness, user: TestUser, url: string) {
  const response = await harness.app.inject({ method: 'GET', url, headers: bearer(user) });
  return { status: response.statusCode, body: response.json() };
}

export async function setCredits(harness: Harness, user: TestUser, balance: number) {
  await harness.db.query(
    `insert into credit_accounts (user_id, balance) select id, $2 from users where cognito_sub = $1
     on conflict (user_id) do update set balance = excluded.balance`,
    [user.sub, balance],
  );
}

/** An app on the harness's database whose search statement time-out fires: PostgreSQL waits 100 ms on a lock held elsewhere; PGlite cannot cancel, so a zero budget is always exceeded. */
export async function slowSearchApp(harness: Harness) {
  const timeout = harness.db.kind === 'postgres' ? '100' : '0';
  return buildApp({
    config: loadConfig({ DATA_DIR: '/tmp/propscout-test', SEARCH_STATEMENT_TIMEOUT_MS: timeout }),
    db: harness.db,
    identity: testIdentity(),
  });
}
