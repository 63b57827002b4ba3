import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
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
