import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlanRow } from '../../server/billing/plansRepository.ts';
import { stripeProvider } from '../../server/billing/stripeProvider.ts';
import { ApiError } from '../../server/lib/errors.ts';

/** Recorded Stripe API responses (test mode), served by msw: the adapter never reaches the network. */
const recorded = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/stripe', `${name}.json`), 'utf8')) as Record<string, unknown>;
const API = 'https://api.stripe.com/v1';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  idempotencyKey: string | null;
  auth: string | null;
}
const seen: Seen[] = [];
const record = async (request: Request) => {
  const url = new URL(request.url);
  seen.push({
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    form: new URLSearchParams(await request.text()),
    idempotencyKey: request.headers.get('idempotency-key'),
    auth: request.headers.get('authorization'),
  });
};

let promotionCodes = recorded('promotion_codes');
const server = setupServer(
  http.post(`${API}/customers`, async ({ request }) => (await record(request), HttpResponse.json(recorded('customer')))),
  http.get(`${API}/promotion_codes`, async ({ request }) => (await record(request), HttpResponse.json(promotionCodes))),
  http.post(`${API}/checkout/sessions`, async ({ request }) => (await record(request), HttpResponse.json(recorded('checkout_session')))),
  http.post(
    `${API}/billing_portal/sessions`,
    async ({ request }) => (await record(request), HttpResponse.json(recorded('billing_portal_session'))),
  ),
  http.get(`${API}/subscriptions/:id`, async ({ request }) => (await record(request), HttpResponse.json(recorded('subscription')))),
  http.post(`${API}/subscriptions/:id`, async ({ request }) => (await record(request), HttpResponse.json(recorded('subscription')))),
  http.get(`${API}/setup_intents/:id`, async ({ request }) => (await record(request), HttpResponse.json(recorded('setup_intent')))),
  http.post(`${API}/customers/:id`, async ({ request }) => (await record(request), HttpResponse.json(recorded('customer')))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  promotionCodes = recorded('promotion_codes');
});
afterAll(() => server.close());

const pro: PlanRow = {
  id: 'pro',
  name: 'Pro',
  price_cents: 9900,
  currency: 'usd',
  credits_per_month: 1500,
  seats: 10,
  credits_roll_over: false,
  download_row_limit: 25000,
  api_access: true,
  api_rate_limit_per_minute: 60,
  features: [],
  stripe_price_id: 'price_1ProMonthly',
};
const stripe = stripeProvider('sk_test_51RecordedKey');
const checkoutInput = {
  customerId: 'cus_TestCustomer42',
  userId: 42,
  plan: pro,
  priceId: 'price_1ProMonthly',
  successUrl: 'https://portal.example/subscription?checkout=success',
  cancelUrl: 'https://portal.example/subscription?checkout=canceled',
  trialUpgrade: false,
};

describe('Stripe adapter', () => {
  it('creates the customer once per user (idempotency key) with the user id in metadata', async () => {
    expect(await stripe.createCustomer({ userId: 42, email: 'investor@example.com', name: 'Ivy Investor' })).toBe('cus_TestCustomer42');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      idempotencyKey: 'propscout-customer-42',
      auth: 'Bearer sk_test_51RecordedKey',
    });
    expect(Object.fromEntries(seen[0]!.form)).toEqual({ email: 'investor@example.com', name: 'Ivy Investor', 'metadata[user_id]': '42' });
  });

  it('opens a subscription Checkout Session for the plan price with the promotion code applied', async () => {
    const url = await stripe.checkout({ ...checkoutInput, promoCode: 'WELCOME20' });
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_a1b2c3d4e5f6g7h8i9j0#fidkdWxOYHwnPyd1blpxYHZxWjA0');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /v1/promotion_codes', 'POST /v1/checkout/sessions']);
    expect(Object.fromEntries(seen[0]!.query)).toEqual({ code: 'WELCOME20', active: 'true', limit: '1' });
    expect(Object.fromEntries(seen[1]!.form)).toEqual({
      mode: 'subscription',
      customer: 'cus_TestCustomer42',
      client_reference_id: '42',
      'line_items[0][price]': 'price_1ProMonthly',
      'line_items[0][quantity]': '1',
      success_url: checkoutInput.successUrl,
      cancel_url: checkoutInput.cancelUrl,
      'metadata[user_id]': '42',
      'metadata[plan_id]': 'pro',
      'metadata[trial_upgrade]': 'false',
      'subscription_data[metadata][user_id]': '42',
      'subscription_data[metadata][plan_id]': 'pro',
      'discounts[0][promotion_code]': 'promo_1QwErTyUiOpAsDfG',
    });
  });

  it('lets the customer type a code on Stripe when none is given; refuses an unknown code with a 400 before any session', async () => {
    await stripe.checkout({ ...checkoutInput, promoCode: undefined, trialUpgrade: true });
    expect(seen[0]!.form.get('allow_promotion_codes')).toBe('true');
    expect(seen[0]!.form.get('metadata[trial_upgrade]')).toBe('true');
    seen.length = 0;
    promotionCodes = { object: 'list', data: [], has_more: false, url: '/v1/promotion_codes' };
    const refused = await stripe.checkout({ ...checkoutInput, promoCode: 'NOPE' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 400, detail: 'The promo code "NOPE" is not valid.' });
    expect(seen.map((s) => s.path)).toEqual(['/v1/promotion_codes']);
  });

  it('opens setup-mode Checkout for a card, and the Customer Portal for billing', async () => {
    await stripe.paymentMethodSetup({
      customerId: 'cus_TestCustomer42',
      userId: 42,
      successUrl: 'https://portal.example/subscription?card=1',
      cancelUrl: 'https://portal.example/subscription',
    });
    expect(Object.fromEntries(seen[0]!.form)).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      customer: 'cus_TestCustomer42',
      success_url: 'https://portal.example/subscription?card=1',
    });
    const portal = await stripe.billingPortal({
      customerId: 'cus_TestCustomer42',
      userId: 42,
      returnUrl: 'https://portal.example/subscription',
    });
    expect(portal).toBe('https://billing.stripe.com/p/session/test_YWNjdF8xUXdFclR5VWlPcEFzRGZHLF9SYW5kb20');
    expect(Object.fromEntries(seen[1]!.form)).toEqual({
      customer: 'cus_TestCustomer42',
      return_url: 'https://portal.example/subscription',
    });
  });

  it('switches plan on the subscription item, starting a new prorated period now', async () => {
    await stripe.switchPlan({ subscriptionId: 'sub_1QwErTyUiOpAsDfG', plan: pro, priceId: 'price_1ProMonthly' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1QwErTyUiOpAsDfG',
      'POST /v1/subscriptions/sub_1QwErTyUiOpAsDfG',
    ]);
    expect(Object.fromEntries(seen[1]!.form)).toEqual({
      'items[0][id]': 'si_RaNd0mItEm42',
      'items[0][price]': 'price_1ProMonthly',
      'billing_cycle_anchor[type]': 'now',
      proration_behavior: 'create_prorations',
      cancel_at_period_end: 'false',
    });
  });

  it('makes the card saved by a setup checkout the default for invoices', async () => {
    await stripe.setupCompleted!({ customer: 'cus_TestCustomer42', setup_intent: 'seti_1QwErTyUiOpAsDfG' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/setup_intents/seti_1QwErTyUiOpAsDfG',
      'POST /v1/customers/cus_TestCustomer42',
    ]);
    expect(seen[1]!.form.get('invoice_settings[default_payment_method]')).toBe('pm_1CardVisa4242');
  });
});
