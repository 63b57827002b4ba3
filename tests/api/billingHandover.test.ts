import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersRepository } from '../../server/billing/subscriptionsRepository.ts';
import { teamCallers, type Caller } from './teamCallers.ts';
import { searchHarness, setCredits } from './searchHelpers.ts';

// Issue 27, 'the subscription belongs to the team': the owner who pays hands the team's billing (subscription, the
// provider's customer, the credit pool with its members' monthly counts) to another owner, and may then leave.
const now = Date.parse('2026-03-10T12:00:00Z');
let h: Awaited<ReturnType<typeof searchHarness>>;
beforeAll(async () => {
  h = await searchHarness({ clock: () => new Date(now) });
}, 60_000);
afterAll(() => h.close());

const { newCaller, userIdOf, join } = teamCallers(() => h);
const ownBalance = async (caller: Caller) => {
  const [row] = await h.db.query<{ balance: number }>(
    'select a.balance from credit_accounts a join users u on u.id = a.user_id where u.cognito_sub = $1',
    [caller.user.sub],
  );
  return row?.balance;
};
const charge = async (caller: Caller, cost: number) =>
  h.app.credits.charge({ userId: await userIdOf(caller), cost, entry: { kind: 'report', description: 'report test' } });
const subscribe = async (
  userId: number,
  planId: string | null,
  status: string,
  extra: { subscription?: string; customer?: string } = {},
) => {
  await h.db.query(
    `insert into subscriptions (user_id, plan_id, is_trial, subscription_id, status, current_period_start, current_period_end)
     values ($1, $2, $2::text is null, $3, $4, '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')`,
    [userId, planId, extra.subscription ?? null, status],
  );
  if (extra.customer) await h.db.query('insert into billing_customers (user_id, customer_id) values ($1, $2)', [userId, extra.customer]);
};
const handOver = (caller: Caller, userId: number) => caller.put('/teams/current/billing/', { user_id: userId });

describe("handing a team's billing to another owner", () => {
  let payer: Caller, alice: Caller, carol: Caller, outsider: Caller;
  let payerId: number, aliceId: number, carolId: number;
  beforeAll(async () => {
    [payer, alice, carol, outsider] = await Promise.all([1, 2, 3, 4].map(() => newCaller()));
    [payerId, aliceId, carolId] = await Promise.all([payer, alice, carol].map(userIdOf));
    await setCredits(h, payer.user, 50);
    await setCredits(h, carol.user, 20);
    expect((await payer.post('/teams/', { name: 'Acme Investors' })).status).toBe(201);
    await join(payer, alice);
    await join(payer, carol);
    await subscribe(payerId, 'starter', 'active', { subscription: 'sub_team', customer: 'cus_team' });
    expect((await outsider.post('/teams/', { name: 'Other Capital' })).status).toBe(201);
    // Alice spends 5 of the pool's 50 under a cap of 7 a month.
    expect((await payer.patch(`/teams/current/members/${aliceId}/`, { credit_cap: 7 })).status).toBe(200);
    expect(await charge(alice, 5)).toEqual({ charged: 5, balance: 45 });
  });

  it('is refused to anyone but the payer, to a non-owner, to someone with a live plan of their own, and across teams', async () => {
    const onlyPayer = { detail: 'Only the member who pays for the team can hand its billing over.' };
    expect(await handOver(alice, carolId)).toEqual({ status: 403, body: onlyPayer });
    expect(await handOver(payer, carolId)).toEqual({
      status: 409,
      body: { detail: `Make ${carol.user.email} an owner first: the team's billing goes to an owner.` },
    });
    expect((await payer.patch(`/teams/current/members/${carolId}/`, { role: 'owner' })).status).toBe(200);
    // Another owner who does not pay cannot take the billing for themself.
    expect(await handOver(carol, carolId)).toEqual({ status: 403, body: onlyPayer });
    expect(await handOver(payer, payerId)).toEqual({ status: 409, body: { detail: `${payer.user.email} already pays for the team.` } });
    // Someone of another team is not found (ids reveal nothing); a body without an id is 400.
    expect(await handOver(outsider, carolId)).toEqual({ status: 404, body: { detail: 'Member not found.' } });
    expect((await payer.put('/teams/current/billing/', {})).status).toBe(400);
    expect((await payer.put('/teams/current/billing/', { user_id: 'carol' })).status).toBe(400);

    await subscribe(carolId, null, 'trialing');
    expect(await handOver(payer, carolId)).toEqual({
      status: 409,
      body: {
        detail: `${carol.user.email} has a free trial of their own: they cancel it first (Subscription), so that the team is not billed twice, then take over its billing.`,
      },
    });
    // Nothing moved.
    expect((await payer.get('/teams/current/')).body).toMatchObject({ billing_user_id: payerId, balance: 45 });
  });

  it('moves the plan, the customer and every credit; caps keep counting; the former payer may leave', async () => {
    // Carol's trial has ended: her ended subscription gives way to the team's.
    await h.db.query(`update subscriptions set status = 'canceled' where user_id = $1`, [carolId]);
    const answer = await handOver(payer, carolId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The pool's 45 and Carol's own 20 make 65.
    expect(answer.body).toMatchObject({ billing_user_id: carolId, balance: 65 });
    expect([await ownBalance(payer), await ownBalance(carol)]).toEqual([0, 65]);
    const rows = await h.db.query<{ user_id: number; delta: number; balance_after: number; description: string }>(
      `select user_id::int as user_id, delta, balance_after, description from credit_ledger where kind = 'transfer' order by id`,
    );
    expect(rows).toEqual([
      {
        user_id: payerId,
        delta: -45,
        balance_after: 0,
        description: `Team credits handed over to ${carol.user.email} with the team's billing`,
      },
      {
        user_id: carolId,
        delta: 45,
        balance_after: 65,
        description: `Team credits taken over from ${payer.user.email} with the team's billing`,
      },
    ]);
    // The plan is Carol's, the provider's events for its customer reach her, and everyone else sees it as the team's.
    expect((await carol.get('/subscription/info/')).body).toMatchObject({ plan_id: 'starter', team_plan: false });
    expect((await payer.get('/subscription/info/')).body).toMatchObject({ plan_id: 'starter', team_plan: true });
    expect(await customersRepository(h.db).userOfCustomer('cus_team')).toBe(carolId);
    // Alice's month counts on: 5 of 7 spent, so 3 more is past her cap and 2 is not (65 → 63).
    await expect(charge(alice, 3)).rejects.toThrow(/only 2 credits of it are left \(5 credits used this month\)/);
    expect(await charge(alice, 2)).toEqual({ charged: 2, balance: 63 });
    // The ledger reads the move in words.
    const ledger = (await carol.get('/teams/current/ledger/?page_size=100')).body.results as { kind: string; credits: number }[];
    expect(ledger.filter((row) => row.kind === 'transfer').map((row) => row.credits)).toEqual([45, -45]);

    const audit = (await carol.get('/teams/current/audit/?event=billing.handed_over')).body.results;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      event: 'billing.handed_over',
      subject: carol.user.email,
      detail: { from: payer.user.email, to: carol.user.email, plan: 'Starter', credits: 45 },
    });
    expect((await carol.get('/teams/current/audit.csv?event=billing.handed_over')).text).toContain('Billing handed over');

    // The new payer cannot leave; the former one can, keeping nothing of the team's.
    expect((await carol.delete(`/teams/current/members/${carolId}/`)).body).toEqual({
      detail:
        "You pay for the team: your subscription and credits are the team's. Hand its billing to another owner first (Team, Billing), then leave.",
    });
    expect((await payer.delete(`/teams/current/members/${payerId}/`)).status).toBe(204);
    expect(await ownBalance(payer)).toBe(0);
    expect((await payer.get('/subscription/info/')).body).toMatchObject({ plan_id: null, team_plan: false });
  });
});
