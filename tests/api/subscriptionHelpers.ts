import Stripe from 'stripe';
import { buildApp } from '../../server/app.ts';
import type { BillingProvider } from '../../server/billing/port.ts';
import { loadConfig } from '../../server/config.ts';
import { migrate } from '../../server/db/migrate.ts';
import { bearer, openTestDatabase, registeredUser, testIdentity, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';
import { checkResponsesAgainstDocument } from './openapiResponses.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_the_api_suite';
export const PUBLIC_URL = 'http://portal.test';
export const START = new Date('2026-03-10T12:00:00Z');

/** An app whose billing clock the test moves (`h.now = …`), with the listing fixture; the local billing service unless a provider is given. */
export async function billingHarness(env: NodeJS.ProcessEnv = {}, billingProvider?: BillingProvider) {
  const db = await openTestDatabase();
  await migrate(db);
  const settings = { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, TRIAL_DAYS: '14', TRIAL_CREDITS: '50', PAYMENT_GRACE_DAYS: '3', ...env };
  const state = { now: START };
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: '/tmp/propscout-test', PUBLIC_URL, ...settings }),
    db,
    identity: testIdentity(),
    clock: () => state.now,
    billingProvider,
  });
  checkResponsesAgainstDocument(app);
  await insertFixture(db);
  const h = {
    app,
    db,
    state,
    async close() {
      await app.close();
      await db.close();
    },
    user: () => registeredUser(app),
    async call(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
      const response = await app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) });
      return { status: response.statusCode, body: response.body ? response.json() : {} };
    },
    async balance(user: TestUser) {
      return (await h.call(user, 'GET', '/api/searches/credits/')).body.balance as number;
    },
    async search(user: TestUser) {
      return h.call(user, 'GET', '/api/searches/properties/?location=' + encodeURIComponent('Austin, TX'));
    },
    /** Opens the local checkout and pays with a test card, as the browser does; answers the redirect or the page. */
    async payCheckout(url: string, number = '4242 4242 4242 4242') {
      const path = new URL(url).pathname;
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ number, exp: '12 / 34', cvc: '123', name: 'Test User' }).toString(),
      });
      return { status: response.statusCode, location: response.headers.location as string | undefined, body: response.body };
    },
    async subscribe(user: TestUser, planId = 'starter', card?: string) {
      const checkout = await h.call(user, 'GET', `/api/subscription/checkout/?plan_id=${planId}`);
      if (checkout.status !== 200) throw new Error(`checkout ${checkout.status} ${JSON.stringify(checkout.body)}`);
      const paid = await h.payCheckout(checkout.body.url, card);
      if (paid.status !== 303) throw new Error(`pay ${paid.status} ${paid.body}`);
      return paid;
    },
    async userId(user: TestUser) {
      const [row] = await db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [user.sub]);
      return row!.id;
    },
    /** Posts an event signed with the webhook secret (or `signature`), as Stripe does. */
    async postEvent(event: object, signature?: string) {
      const payload = JSON.stringify(event);
      const header =
        signature ??
        Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(state.now.getTime() / 1000) });
      const response = await app.inject({
        method: 'POST',
        url: '/api/subscription/webhook/',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
  return h;
}
export type BillingHarness = Awaited<ReturnType<typeof billingHarness>>;
