import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHarness, START, type BillingHarness } from './subscriptionHelpers.ts';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const at = (iso: string) => {
  h.state.now = new Date(iso);
};
const renew = () => h.app.billing.local!.renewDue();
const info = async (user: Awaited<ReturnType<BillingHarness['user']>>) => (await h.call(user, 'GET', '/api/subscription/info/')).body;

describe('periods with an injected clock', () => {
  it('renews at period end: a new invoice, the next period, credits topped up to the allowance (no pile-up)', async () => {
    at(START.toISOString());
    const user = await h.user();
    await h.subscribe(user, 'starter');
    expect(await h.balance(user)).toBe(300);
    expect((await h.search(user)).status).toBe(200);
    expect(await h.balance(user)).toBe(299);
    at('2026-04-10T11:59:00Z');
    expect(await renew()).toBe(0);
    at('2026-04-10T12:00:30Z');
    expect(await renew()).toBe(1);
    expect(await info(user)).toMatchObject({
      subscription_status: 'active',
      current_period_start: '2026-04-10T12:00:00.000Z',
      current_period_end: '2026-05-10T12:00:00.000Z',
    });
    // 299 left + top-up of 1 = 300: one period's allowance, not 599.
    expect(await h.balance(user)).toBe(300);
    const invoices = await h.db.query<{ billing_reason: string; status: string; amount_cents: number }>(
      `select billing_reason, status, amount_cents from local_billing_invoices i join billing_customers c on c.customer_id = i.customer_id
       where c.user_id = $1 order by i.created_at`,
      [await h.userId(user)],
    );
    expect(invoices).toEqual([
      { billing_reason: 'subscription_create', status: 'paid', amount_cents: 2900 },
      { billing_reason: 'subscription_cycle', status: 'paid', amount_cents: 2900 },
    ]);
  });

  it('a plan with roll-over adds the whole allowance each period', async () => {
    at(START.toISOString());
    const user = await h.user();
    await h.subscribe(user, 'business');
    // The starting 100 stay: roll-over plans add, never top up.
    expect(await h.balance(user)).toBe(5100);
    at('2026-04-10T12:01:00Z');
    await renew();
    expect(await h.balance(user)).toBe(10100);
  });

  it('cancel takes effect at period end; then searches answer 402 naming the reason', async () => {
    at(START.toISOString());
    const user = await h.user();
    await h.subscribe(user, 'starter');
    const manage = await h.call(user, 'GET', '/api/subscription/manage/');
    const portal = new URL(manage.body.url).pathname;
    const page = await h.app.inject({ method: 'GET', url: portal });
    expect(page.body).toContain('Cancel subscription');
    expect(page.body).toMatch(/\$29\.00[\s\S]*>paid</);
    const invoiceLink = page.body.match(/href="([^"]+\.pdf)"/)![1]!;
    const pdf = await h.app.inject({ method: 'GET', url: invoiceLink });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const canceled = await h.app.inject({ method: 'POST', url: `${portal}/cancel` });
    expect(canceled.statusCode).toBe(303);
    expect(await info(user)).toMatchObject({ subscription_status: 'active', is_subscribed: true, cancel_at_period_end: true });
    expect((await h.app.inject({ method: 'GET', url: portal })).body).toContain('Cancels on April 10, 2026');
    at('2026-04-01T00:00:00Z');
    expect((await h.search(user)).status).toBe(200);

    at('2026-04-10T12:00:01Z');
    // Even before the renewal sweep runs, the period's end has passed: canceled.
    expect((await info(user)).subscription_status).toBe('canceled');
    await renew();
    expect(await info(user)).toMatchObject({ subscription_status: 'canceled', is_subscribed: false });
    const refused = await h.search(user);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe('Your subscription was canceled and ended on April 10, 2026. Choose a plan to keep searching.');
    expect(
      (
        await h.db.query(
          `select 1 from local_billing_invoices i join billing_customers c on c.customer_id = i.customer_id where c.user_id = $1`,
          [await h.userId(user)],
        )
      ).length,
    ).toBe(1);
  });

  it('a failed renewal makes the plan past due: searches go on for the grace period, then answer 402; a new card settles it', async () => {
    at(START.toISOString());
    const user = await h.user();
    await h.subscribe(user, 'starter', '4000 0000 0000 0341');
    at('2026-04-10T12:05:00Z');
    await renew();
    expect(await info(user)).toMatchObject({ subscription_status: 'past_due', is_subscribed: true });
    expect(await h.balance(user)).toBe(300); // no credits for an unpaid period
    at('2026-04-13T12:04:00Z');
    expect((await h.search(user)).status).toBe(200);
    at('2026-04-13T12:06:00Z');
    const refused = await h.search(user);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe(
      'Your last payment failed on April 10, 2026 and the 3-day grace period has ended. Update your payment method under Manage billing to keep searching.',
    );

    const add = await h.call(user, 'POST', '/api/subscription/payment_method/add/');
    await h.payCheckout(add.body.url, '4242424242424242');
    expect(await info(user)).toMatchObject({ subscription_status: 'active' });
    expect((await h.search(user)).status).toBe(200);
    // The settled invoice tops the period up to 300; the filters, paid for at 12:04, stay free for 24 hours.
    expect(await h.balance(user)).toBe(300);
  });

  it('the trial ends after TRIAL_DAYS: searches answer 402 saying so', async () => {
    at(START.toISOString());
    const user = await h.user();
    await h.call(user, 'POST', '/api/subscription/free_trial/subscribe/');
    at('2026-03-24T11:59:00Z');
    expect((await h.search(user)).status).toBe(200);
    at('2026-03-24T12:00:00Z');
    const refused = await h.search(user);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe('Your free trial ended on March 24, 2026. Choose a plan to keep searching.');
    expect((await h.call(user, 'GET', '/api/subscription/trial/info/')).body).toMatchObject({
      eligible: false,
      is_trialing: false,
      days_left: 0,
    });
  });
});

describe('plan effects', () => {
  it('downloads above the plan row limit are refused with 400 naming the limit; api access follows the plan', async () => {
    at(START.toISOString());
    const user = await h.user();
    const userId = await h.userId(user);
    expect(await h.app.billing.access.apiAccess(userId)).toBe(false);
    await h.subscribe(user, 'starter');
    expect(await h.app.billing.access.apiAccess(userId)).toBe(false);
    await h.db.query('update plans set download_row_limit = 3 where id = $1', ['starter']);
    const download = await h.call(
      user,
      'GET',
      '/api/searches/properties/download?location=' + encodeURIComponent('Austin, TX') + '&file_type=csv',
    );
    expect(download.status).toBe(400);
    expect(download.body.detail).toMatch(/your plan allows up to 3 rows per download/);
    await h.db.query('update plans set download_row_limit = 5000 where id = $1', ['starter']);
    await h.call(user, 'POST', '/api/subscription/update/', { plan_id: 'pro' });
    expect(await h.app.billing.access.apiAccess(userId)).toBe(true);
    const trialUser = await h.user();
    await h.call(trialUser, 'POST', '/api/subscription/free_trial/subscribe/');
    expect(await h.app.billing.access.apiAccess(await h.userId(trialUser))).toBe(true);
  });
});
