import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHarness, START, WEBHOOK_SECRET, type BillingHarness } from './subscriptionHelpers.ts';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const PERIOD_END = new Date('2026-04-10T12:00:00Z');

function subscriptionEvent(id: string, type: string, customer: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    object: 'event',
    type,
    created: unix(START),
    livemode: false,
    api_version: Stripe.API_VERSION,
    data: {
      object: {
        id: 'sub_test_1',
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        items: {
          data: [{ id: 'si_1', price: { id: 'price_local_pro' }, current_period_start: unix(START), current_period_end: unix(PERIOD_END) }],
        },
        ...fields,
      },
    },
  };
}

function invoiceEvent(id: string, type: string, customer: string, subscription = 'sub_test_1', start = START, end = PERIOD_END) {
  return {
    id,
    object: 'event',
    type,
    created: unix(START),
    livemode: false,
    data: {
      object: {
        id: `in_${id}`,
        object: 'invoice',
        customer,
        status: type === 'invoice.paid' ? 'paid' : 'open',
        parent: { subscription_details: { subscription } },
        lines: { data: [{ period: { start: unix(start), end: unix(end) }, pricing: { price_details: { price: 'price_local_pro' } } }] },
      },
    },
  };
}

async function customerFor(h: BillingHarness) {
  const user = await h.user();
  const userId = await h.userId(user);
  const customer = `cus_test_${userId}`;
  await h.db.query('insert into billing_customers (user_id, customer_id) values ($1, $2)', [userId, customer]);
  return { user, customer };
}

describe('POST /subscription/webhook/', () => {
  it('refuses an unsigned or badly signed event with 400 and changes nothing', async () => {
    const { user, customer } = await customerFor(h);
    const event = subscriptionEvent('evt_unsigned', 'customer.subscription.created', customer);
    const unsigned = await h.app.inject({
      method: 'POST',
      url: '/api/subscription/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().detail).toMatch(/Stripe-Signature header is missing/);
    const payload = JSON.stringify(event);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other', timestamp: unix(START) });
    expect((await h.postEvent(event, wrongSecret)).status).toBe(400);
    // Signed for another body: tampering is caught.
    const tampered = Stripe.webhooks.generateTestHeaderString({
      payload: payload.replace('active', 'canceled'),
      secret: WEBHOOK_SECRET,
      timestamp: unix(START),
    });
    expect((await h.postEvent(event, tampered)).status).toBe(400);
    // Signed too long ago (replayed capture): outside the 5-minute tolerance.
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: unix(START) - 3600 });
    expect((await h.postEvent(event, stale)).status).toBe(400);
    expect((await h.call(user, 'GET', '/api/subscription/info/')).body.subscription_status).toBe('none');
    expect(await h.db.query('select 1 from billing_events')).toEqual([]);
  });

  it('applies a subscription and its paid invoice, granting the credits once: a replay changes nothing', async () => {
    const { user, customer } = await customerFor(h);
    expect((await h.postEvent(subscriptionEvent('evt_sub_1', 'customer.subscription.created', customer))).body).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await h.call(user, 'GET', '/api/subscription/info/')).body).toMatchObject({
      subscription_status: 'active',
      plan_id: 'pro',
      current_period_end: PERIOD_END.toISOString(),
    });
    const balanceBefore = await h.balance(user);
    expect((await h.postEvent(invoiceEvent('evt_inv_1', 'invoice.paid', customer))).body.duplicate).toBe(false);
    expect(await h.balance(user)).toBe(1500);
    expect(balanceBefore).toBe(100);
    // The same event again: acknowledged, nothing changes.
    expect((await h.postEvent(invoiceEvent('evt_inv_1', 'invoice.paid', customer))).body).toEqual({ received: true, duplicate: true });
    expect(await h.balance(user)).toBe(1500);
    // Another event id for the same paid period grants nothing either.
    expect((await h.postEvent(invoiceEvent('evt_inv_1b', 'invoice.paid', customer))).body.duplicate).toBe(false);
    expect(await h.balance(user)).toBe(1500);
    const replay = await h.postEvent(subscriptionEvent('evt_sub_1', 'customer.subscription.created', customer, { status: 'canceled' }));
    expect(replay.body.duplicate).toBe(true);
    expect((await h.call(user, 'GET', '/api/subscription/info/')).body.subscription_status).toBe('active');
  });

  it('records a failed payment as past due and a deletion as canceled; events of unknown customers are acknowledged', async () => {
    const { user, customer } = await customerFor(h);
    await h.postEvent(subscriptionEvent('evt_sub_2', 'customer.subscription.created', customer, { id: 'sub_test_2' }));
    await h.postEvent(invoiceEvent('evt_fail_2', 'invoice.payment_failed', customer, 'sub_test_2'));
    expect((await h.call(user, 'GET', '/api/subscription/info/')).body).toMatchObject({
      subscription_status: 'past_due',
      is_subscribed: true,
    });
    await h.postEvent(
      subscriptionEvent('evt_del_2', 'customer.subscription.deleted', customer, {
        id: 'sub_test_2',
        status: 'canceled',
        canceled_at: unix(START),
      }),
    );
    expect((await h.call(user, 'GET', '/api/subscription/info/')).body).toMatchObject({
      subscription_status: 'canceled',
      is_subscribed: false,
    });
    expect((await h.postEvent(subscriptionEvent('evt_stranger', 'customer.subscription.created', 'cus_nobody'))).status).toBe(200);
    expect((await h.postEvent({ ...subscriptionEvent('evt_other', 'customer.created', customer) })).status).toBe(200);
  });

  it('links a checkout to its user through client_reference_id when the customer was made by Checkout', async () => {
    const user = await h.user();
    const userId = await h.userId(user);
    const completed = {
      id: 'evt_cs_3',
      object: 'event',
      type: 'checkout.session.completed',
      created: unix(START),
      data: {
        object: {
          id: 'cs_3',
          object: 'checkout.session',
          mode: 'subscription',
          customer: 'cus_made_by_checkout',
          client_reference_id: String(userId),
        },
      },
    };
    await h.postEvent(completed);
    await h.postEvent(subscriptionEvent('evt_sub_3', 'customer.subscription.created', 'cus_made_by_checkout', { id: 'sub_test_3' }));
    expect((await h.call(user, 'GET', '/api/subscription/info/')).body).toMatchObject({
      subscription_status: 'active',
      customer_id: 'cus_made_by_checkout',
      subscription_id: 'sub_test_3',
    });
  });
});
