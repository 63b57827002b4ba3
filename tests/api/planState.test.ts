import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHarness, START, type BillingHarness } from './subscriptionHelpers.ts';

/**
 * One plan state: Subscription, Credit usage (/dashboard/data/), the credit balance (the app bar's chip) and the
 * out-of-credits 402 all name the plan in force from server/billing/planState.ts, with the same status and period.
 */
let h: BillingHarness;
beforeAll(async () => {
  // The trial's terms as /plans will state them; SEARCH_STARTING_CREDITS below the trial's, so starting it tops up.
  h = await billingHarness({ TRIAL_DAYS: '14', TRIAL_CREDITS: '200', SEARCH_STARTING_CREDITS: '100' });
});
afterAll(() => h.close());

type User = Awaited<ReturnType<BillingHarness['user']>>;
const read = async (user: User) => ({
  info: (await h.call(user, 'GET', '/api/subscription/info/')).body,
  dashboard: (await h.call(user, 'GET', '/api/dashboard/data/')).body,
  credits: (await h.call(user, 'GET', '/api/searches/credits/')).body,
});
const emptyBalance = async (user: User) => h.db.query('update credit_accounts set balance = 0 where user_id = $1', [await h.userId(user)]);

describe('the plan in force, read by every screen', () => {
  it('after paying for Pro on the local checkout: Subscription, Credit usage, the balance and the 402 name Pro, active, the paid period', async () => {
    h.state.now = START;
    const user = await h.user();
    await h.subscribe(user, 'pro');
    const { info, dashboard, credits } = await read(user);
    // The local checkout's period: a month from the payment (2026-03-10 12:00 UTC to 2026-04-10 12:00 UTC).
    const plan = {
      id: 'pro',
      name: 'Pro',
      status: 'active',
      is_trial: false,
      period_start: '2026-03-10T12:00:00.000Z',
      period_end: '2026-04-10T12:00:00.000Z',
      cancel_at_period_end: false,
      credits_per_period: 1500,
      download_row_limit: 25000,
      api_access: true,
      trial_available: false,
    };
    expect(info).toMatchObject({ plan_name: 'Pro', subscription_status: 'active', current_period_end: plan.period_end, plan });
    expect(dashboard).toMatchObject({ plan_name: 'Pro', period_start: '2026-03-10', period_end: '2026-04-10', plan });
    expect(credits).toMatchObject({ balance: 1500, plan });
    expect(dashboard.balance).toBe(credits.balance);

    await emptyBalance(user);
    const refused = await h.search(user);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe(
      "You have run out of search credits. Your Pro plan's credits for this period are used up; they renew on April 10, 2026. " +
        'For more now, switch to a larger plan on /subscription.',
    );
  });

  it('without a plan every screen says No plan, the calendar month, and the 402 offers the free trial', async () => {
    h.state.now = START;
    const user = await h.user();
    const { info, dashboard, credits } = await read(user);
    const plan = { id: null, name: 'No plan', status: 'none', period_start: null, period_end: null, trial_available: true };
    expect(info).toMatchObject({ plan_name: null, subscription_status: 'none', plan });
    expect(dashboard).toMatchObject({ plan_name: 'No plan', period_start: '2026-03-01', period_end: '2026-03-31', plan });
    expect(credits).toMatchObject({ balance: 100, plan });
    await emptyBalance(user);
    const refused = await h.search(user);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe(
      'You have run out of search credits. Start your free trial on /product-select: 200 credits for 14 days, no card needed.',
    );
  });
});

/** Stripe's events as its webhook sends them (the shapes recorded in subscriptionWebhook.test.ts), for Business. */
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const BUSINESS_END = new Date('2026-04-10T12:00:00Z');
const stripeEvent = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  object: 'event',
  type,
  created: unix(START),
  livemode: false,
  api_version: Stripe.API_VERSION,
  data: { object },
});
const businessSubscription = (customer: string) => ({
  id: 'sub_stripe_business',
  object: 'subscription',
  customer,
  status: 'active',
  cancel_at_period_end: false,
  canceled_at: null,
  items: {
    data: [
      { id: 'si_b', price: { id: 'price_local_business' }, current_period_start: unix(START), current_period_end: unix(BUSINESS_END) },
    ],
  },
});
const businessInvoice = (id: string, customer: string, status: 'paid' | 'open') => ({
  id,
  object: 'invoice',
  customer,
  status,
  parent: { subscription_details: { subscription: 'sub_stripe_business' } },
  lines: {
    data: [{ period: { start: unix(START), end: unix(BUSINESS_END) }, pricing: { price_details: { price: 'price_local_business' } } }],
  },
});

describe("the plan in force from Stripe's webhook events", () => {
  it('a paid Business subscription, then a failed payment: every screen follows the events alike', async () => {
    h.state.now = START;
    const user = await h.user();
    const customer = `cus_stripe_${await h.userId(user)}`;
    await h.db.query('insert into billing_customers (user_id, customer_id) values ($1, $2)', [await h.userId(user), customer]);
    expect((await h.postEvent(stripeEvent('evt_b_sub', 'customer.subscription.created', businessSubscription(customer)))).status).toBe(200);
    expect((await h.postEvent(stripeEvent('evt_b_paid', 'invoice.paid', businessInvoice('in_b_1', customer, 'paid')))).status).toBe(200);
    const plan = {
      id: 'business',
      name: 'Business',
      status: 'active',
      period_start: '2026-03-10T12:00:00.000Z',
      period_end: '2026-04-10T12:00:00.000Z',
      credits_per_period: 5000,
      download_row_limit: 100000,
    };
    let { info, dashboard, credits } = await read(user);
    expect(info).toMatchObject({ plan_name: 'Business', subscription_status: 'active', plan });
    expect(dashboard).toMatchObject({ plan_name: 'Business', period_start: '2026-03-10', period_end: '2026-04-10', plan });
    // Business rolls unused credits over: the 100 starting credits plus the 5,000 of the period.
    expect(credits).toMatchObject({ balance: 5100, plan });

    expect(
      (await h.postEvent(stripeEvent('evt_b_failed', 'invoice.payment_failed', businessInvoice('in_b_2', customer, 'open')))).status,
    ).toBe(200);
    ({ info, dashboard, credits } = await read(user));
    const pastDue = { ...plan, status: 'past_due' };
    expect(info).toMatchObject({ subscription_status: 'past_due', plan: pastDue });
    expect(dashboard).toMatchObject({ plan_name: 'Business', plan: pastDue });
    expect(credits.plan).toMatchObject(pastDue);
  });
});

describe('the free trial: what /plans states is what a new user gets', () => {
  it('grants the stated credits, days and row limit, and every screen names the trial with its period', async () => {
    h.state.now = START;
    const terms = (await h.call(null, 'GET', '/api/subscription/plans/')).body.free_trial;
    expect(terms).toEqual({ days: 14, credits: 200, api_access: true, download_row_limit: 2500 });
    const user = await h.user();
    expect((await h.call(user, 'GET', '/api/subscription/trial/info/')).body).toMatchObject({
      eligible: true,
      trial_days: 14,
      trial_credits: 200,
    });
    expect((await h.call(user, 'POST', '/api/subscription/free_trial/subscribe/')).status).toBe(201);
    const { info, dashboard, credits } = await read(user);
    const plan = {
      id: 'free_trial',
      name: 'Free trial',
      status: 'trialing',
      is_trial: true,
      period_start: '2026-03-10T12:00:00.000Z',
      period_end: '2026-03-24T12:00:00.000Z', // 14 days on
      credits_per_period: 200,
      download_row_limit: 2500,
      api_access: true,
      trial_available: false,
    };
    expect(info).toMatchObject({ plan_name: 'Free trial', credits_per_month: 200, plan });
    expect(dashboard).toMatchObject({ plan_name: 'Free trial', period_start: '2026-03-10', period_end: '2026-03-24', plan });
    // 100 starting credits topped up to the trial's 200.
    expect(credits).toMatchObject({ balance: 200, plan });
    await emptyBalance(user);
    expect((await h.search(user)).body.error).toBe(
      "You have run out of search credits. Your free trial's credits are used up: choose a plan on /product-select to keep going.",
    );
  });

  it('plan limits grow with the price: the trial gives no more credits or rows than the cheapest plan', async () => {
    const { results, free_trial } = (await h.call(null, 'GET', '/api/subscription/plans/')).body as {
      results: { price_cents: number; credits_per_month: number; download_row_limit: number }[];
      free_trial: { credits: number; download_row_limit: number };
    };
    const byPrice = [...results].sort((a, b) => a.price_cents - b.price_cents);
    const ladder = [
      { price_cents: 0, credits_per_month: free_trial.credits, download_row_limit: free_trial.download_row_limit },
      ...byPrice,
    ];
    for (let i = 1; i < ladder.length; i++) {
      expect(ladder[i]!.credits_per_month).toBeGreaterThan(ladder[i - 1]!.credits_per_month);
      expect(ladder[i]!.download_row_limit).toBeGreaterThan(ladder[i - 1]!.download_row_limit);
    }
    // Starter: 300 credits and 5,000 rows, above the trial's 200 and 2,500.
    expect(byPrice[0]).toMatchObject({ credits_per_month: 300, download_row_limit: 5000 });
  });

  it('each plan card lists a feature once: the features do not repeat the credits, row limit or API access', async () => {
    const { results } = (await h.call(null, 'GET', '/api/subscription/plans/')).body as { results: { features: string[] }[] };
    for (const plan of results) for (const feature of plan.features) expect(feature).not.toMatch(/credits|rows|Developer API access/);
    expect(results.map((plan) => plan.features)).toEqual([
      ['Saved searches and alerts', 'CRM and automated emails'],
      ['Everything in Starter'],
      ['Everything in Pro', 'Higher developer API rate limit'],
    ]);
  });
});
