import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHarness, PUBLIC_URL, START, type BillingHarness } from './subscriptionHelpers.ts';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness({ SEARCH_STARTING_CREDITS: '10' });
});
afterAll(async () => {
  await h.close();
});

describe('GET /subscription/plans/', () => {
  it('answers the seeded plans and the trial settings without a token', async () => {
    const { status, body } = await h.call(null, 'GET', '/api/subscription/plans/');
    expect(status).toBe(200);
    expect(body.results.map((plan: { id: string }) => plan.id)).toEqual(['starter', 'pro', 'business']);
    expect(body.results[1]).toMatchObject({
      id: 'pro',
      name: 'Pro',
      price: 99,
      price_cents: 9900,
      currency: 'usd',
      interval: 'month',
      credits_per_month: 1500,
      download_row_limit: 25000,
      api_access: true,
    });
    expect(body.results[0].features.length).toBeGreaterThan(1);
    expect(body.free_trial).toEqual({ days: 14, credits: 50, api_access: true, download_row_limit: 2500 });
  });
});

describe('subscription info and the free trial', () => {
  it('a new user has no plan, may start the trial once, and gets the trial credits', async () => {
    const user = await h.user();
    const none = await h.call(user, 'GET', '/api/subscription/info/');
    expect(none.body).toMatchObject({
      is_subscribed: false,
      subscription_status: 'none',
      plan_id: null,
      plan_name: null,
      current_period_end: null,
      cancel_at_period_end: false,
      billing_provider: 'local',
    });
    expect((await h.call(user, 'GET', '/api/subscription/info/')).body).toEqual(none.body);
    expect((await h.call(user, 'GET', '/api/subscription/trial/info/')).body).toMatchObject({
      eligible: true,
      is_trialing: false,
      trial_end: null,
      days_left: 0,
    });

    const started = await h.call(user, 'POST', '/api/subscription/free_trial/subscribe/');
    expect(started.status).toBe(201);
    const trialEnd = new Date(START.getTime() + 14 * 86_400_000).toISOString();
    expect(started.body).toMatchObject({
      is_subscribed: true,
      subscription_status: 'trialing',
      plan_id: 'free_trial',
      plan_name: 'Free trial',
      is_trial: true,
      current_period_end: trialEnd,
      credits_per_month: 50,
      api_access: true,
    });
    // Starting allowance 10, topped up to the trial's 50 (no pile-up beyond one period's allowance).
    expect(await h.balance(user)).toBe(50);

    const again = await h.call(user, 'POST', '/api/subscription/free_trial/subscribe/');
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already used your free trial/);
    expect(await h.balance(user)).toBe(50);

    h.state.now = new Date(START.getTime() + 3.5 * 86_400_000);
    expect((await h.call(user, 'GET', '/api/subscription/trial/info/')).body).toEqual({
      eligible: false,
      is_trialing: true,
      trial_end: trialEnd,
      days_left: 11,
      trial_days: 14,
      trial_credits: 50,
    });
    h.state.now = START;
  });

  it('needs a token for everything but the plans and the webhook', async () => {
    for (const [method, url] of [
      ['GET', '/api/subscription/info/'],
      ['GET', '/api/subscription/trial/info/'],
      ['POST', '/api/subscription/free_trial/subscribe/'],
      ['GET', '/api/subscription/checkout/?plan_id=pro'],
      ['GET', '/api/subscription/manage/'],
    ] as const) {
      expect((await h.call(null, method, url)).status).toBe(401);
    }
  });
});

describe('checkout, payment method and manage URLs', () => {
  it('checkout: unknown plan 404, bad promo code 400, a good one opens the local checkout page', async () => {
    const user = await h.user();
    const unknown = await h.call(user, 'GET', '/api/subscription/checkout/?plan_id=platinum');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toMatch(/no plan "platinum"/);
    const badPromo = await h.call(user, 'GET', '/api/subscription/checkout/?plan_id=pro&promo_code=NOPE');
    expect(badPromo.status).toBe(400);
    expect(badPromo.body.detail).toMatch(/promo code "NOPE" is not valid/);
    expect((await h.call(user, 'GET', '/api/subscription/checkout/?plan_id=Pro%20Plan')).status).toBe(400);

    const { status, body } = await h.call(user, 'GET', '/api/subscription/checkout/?plan_id=pro&promo_code=welcome20');
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${PUBLIC_URL}/billing/checkout/cs_local_[0-9a-f]+$`));
    const page = await h.app.inject({ method: 'GET', url: new URL(body.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('PropScout Pro');
    expect(page.body).toContain('$79.20'); // 20% off $99.00
    expect(page.body).toContain('>Pay</button>');
  });

  it('paying creates the subscription through the webhook, grants the plan credits and returns to /subscription', async () => {
    const user = await h.user();
    const before = await h.call(user, 'GET', '/api/subscription/info/');
    expect(before.body.subscription_status).toBe('none');
    const { body } = await h.call(user, 'GET', '/api/subscription/checkout/?plan_id=starter');
    const declined = await h.payCheckout(body.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    // The form keeps what was typed except the CVC, so the next Pay press submits instead of stopping on empty fields.
    expect(declined.body).toContain('name="name" autocomplete="cc-name" maxlength="100" value="Test User"');
    expect(declined.body).toContain('value="4000 0000 0000 0002"');
    expect(declined.body).toContain('value="12 / 34"');
    expect(declined.body).not.toContain('value="123"');
    expect(declined.body).toMatch(/id="cvc"[^>]*autofocus/);
    expect((await h.call(user, 'GET', '/api/subscription/info/')).body.subscription_status).toBe('none');

    const paid = await h.payCheckout(body.url);
    expect(paid).toMatchObject({ status: 303, location: `${PUBLIC_URL}/subscription?checkout=success` });
    const info = (await h.call(user, 'GET', '/api/subscription/info/')).body;
    expect(info).toMatchObject({
      is_subscribed: true,
      subscription_status: 'active',
      plan_id: 'starter',
      plan_name: 'Starter',
      is_trial: false,
      cancel_at_period_end: false,
      current_period_start: START.toISOString(),
      current_period_end: '2026-04-10T12:00:00.000Z',
      credits_per_month: 300,
      api_access: false,
    });
    expect(info.subscription_id).toMatch(/^sub_local_/);
    expect(info.customer_id).toMatch(/^cus_local_/);
    expect(await h.balance(user)).toBe(300);
    // Paying the same session again changes nothing.
    expect((await h.payCheckout(body.url)).status).toBe(303);
    expect(await h.balance(user)).toBe(300);
    expect((await h.db.query('select 1 from local_billing_invoices where customer_id = $1', [info.customer_id])).length).toBe(1);
    // A second checkout while subscribed is refused; switching is the way.
    expect((await h.call(user, 'GET', '/api/subscription/checkout/?plan_id=pro')).status).toBe(409);
  });

  it('payment_method/add and manage answer local billing pages; return addresses must be the portal', async () => {
    const user = await h.user();
    const add = await h.call(
      user,
      'POST',
      '/api/subscription/payment_method/add/?success_url=%2Fsubscription%3Fcard%3D1&cancel_url=%2Fsubscription',
    );
    expect(add.status).toBe(200);
    expect(add.body.url).toMatch(/\/billing\/checkout\/cs_local_/);
    const page = await h.app.inject({ method: 'GET', url: new URL(add.body.url).pathname });
    expect(page.body).toContain('Save card');
    expect(await h.payCheckout(add.body.url)).toMatchObject({ status: 303, location: `${PUBLIC_URL}/subscription?card=1` });

    const evil = await h.call(user, 'POST', '/api/subscription/payment_method/add/?success_url=https%3A%2F%2Fevil.example%2F');
    expect(evil.status).toBe(400);
    expect(evil.body.detail).toMatch(/success_url/);

    const manage = await h.call(user, 'GET', `/api/subscription/manage/?return_url=${encodeURIComponent(`${PUBLIC_URL}/subscription`)}`);
    expect(manage.status).toBe(200);
    expect(manage.body.url).toMatch(/\/billing\/portal\/bps_local_/);
    const portal = await h.app.inject({ method: 'GET', url: new URL(manage.body.url).pathname });
    expect(portal.body).toContain('visa ending in 4242');
    expect(portal.body).toContain('No invoices yet.');
    expect((await h.call(user, 'GET', '/api/subscription/manage/?return_url=%2F%2Fevil.example')).status).toBe(400);
  });
});

describe('POST /subscription/update/ and the trial upgrade', () => {
  it('switches a paid plan: a new period at the new price, its credits, an invoice', async () => {
    const user = await h.user();
    expect((await h.call(user, 'POST', '/api/subscription/update/', { plan_id: 'pro' })).status).toBe(409);
    await h.subscribe(user, 'starter');
    expect((await h.call(user, 'POST', '/api/subscription/update/', { plan_id: 'starter' })).status).toBe(409);
    expect((await h.call(user, 'POST', '/api/subscription/update/', { plan_id: 'gold' })).status).toBe(404);
    expect((await h.call(user, 'POST', '/api/subscription/update/', {})).status).toBe(400);
    h.state.now = new Date(START.getTime() + 86_400_000);
    const switched = await h.call(user, 'POST', '/api/subscription/update/', { plan_id: 'pro' });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      subscription_status: 'active',
      plan_id: 'pro',
      plan_name: 'Pro',
      api_access: true,
      current_period_start: h.state.now.toISOString(),
    });
    expect(await h.balance(user)).toBe(1500);
    h.state.now = START;
  });

  it('upgrades from the trial through checkout; refuses it without a trial', async () => {
    const user = await h.user();
    expect((await h.call(user, 'POST', '/api/subscription/create-checkout-trial-upgrade/', { plan_id: 'pro' })).status).toBe(409);
    await h.call(user, 'POST', '/api/subscription/free_trial/subscribe/');
    expect((await h.call(user, 'POST', '/api/subscription/create-checkout-trial-upgrade/', { plan_id: 'nope' })).status).toBe(404);
    const { status, body } = await h.call(user, 'POST', '/api/subscription/create-checkout-trial-upgrade/', { plan_id: 'pro' });
    expect(status).toBe(200);
    await h.payCheckout(body.url);
    expect((await h.call(user, 'GET', '/api/subscription/info/')).body).toMatchObject({
      subscription_status: 'active',
      plan_id: 'pro',
      is_trial: false,
    });
    expect(await h.balance(user)).toBe(1500);
    expect((await h.call(user, 'GET', '/api/subscription/trial/info/')).body).toMatchObject({ eligible: false, is_trialing: false });
  });
});
