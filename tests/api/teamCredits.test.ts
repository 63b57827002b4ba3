import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamCallers, type Caller } from './teamCallers.ts';
import { searchHarness, setCredits } from './searchHelpers.ts';

// Issue 27, 'Shared credits and seats': a team's members spend from one pool (its billing owner's account), within the
// monthly cap the owner or an account manager sets; every ledger row names the member who spent; seats are the plan's.
let now = Date.parse('2026-03-10T12:00:00Z');
let h: Awaited<ReturnType<typeof searchHarness>>;
beforeAll(async () => {
  h = await searchHarness({ clock: () => new Date(now) });
}, 60_000);
afterAll(() => h.close());

const { newCaller, userIdOf, invitationToken, join } = teamCallers(() => h);
/** The user's own account's balance (not the pool's). */
const ownBalance = async (caller: Caller) => {
  const [row] = await h.db.query<{ balance: number }>(
    'select a.balance from credit_accounts a join users u on u.id = a.user_id where u.cognito_sub = $1',
    [caller.user.sub],
  );
  return row?.balance;
};
const balanceSeenBy = async (caller: Caller) => (await caller.get('/dashboard/data/')).body.balance as number;
const search = (caller: Caller, query: string) => caller.get(`/searches/properties/?location=${encodeURIComponent('Dallas, TX')}${query}`);
const quote = async (caller: Caller, query: string) => {
  const answer = await caller.get(`/credits/quote/?action=search&location=${encodeURIComponent('Dallas, TX')}${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
/** Spends through the app's credits domain, as a report or download does. */
const charge = async (caller: Caller, cost: number, kind: 'report' | 'download') =>
  h.app.credits.charge({ userId: await userIdOf(caller), cost, entry: { kind, description: `${kind} test` } });

describe('shared credits, caps and seats', () => {
  let owner: Caller, alice: Caller, bob: Caller, otherOwner: Caller, loner: Caller;
  let aliceId: number, bobId: number;
  beforeAll(async () => {
    [owner, alice, bob, otherOwner, loner] = await Promise.all([1, 2, 3, 4, 5].map(() => newCaller()));
    // Each one's own account before the team: the owner's becomes the team's pool.
    await setCredits(h, owner.user, 50);
    await setCredits(h, alice.user, 30);
    await setCredits(h, bob.user, 20);
    expect((await owner.post('/teams/', { name: 'Acme Investors' })).status).toBe(201);
    await join(owner, alice);
    await join(owner, bob);
    expect((await otherOwner.post('/teams/', { name: 'Other Capital' })).status).toBe(201);
    [aliceId, bobId] = await Promise.all([alice, bob].map(userIdOf));
  });

  it('two members spend from one pool, and every ledger row names the member who spent', async () => {
    // 50 in the pool: Alice's report 5 → 45, Bob's download 3 → 42.
    expect(await charge(alice, 5, 'report')).toEqual({ charged: 5, balance: 45 });
    expect(await charge(bob, 3, 'download')).toEqual({ charged: 3, balance: 42 });
    // A search page each: a filter set paid by Alice is not paid for Bob (passes are each member's): 42 → 41 → 40.
    expect((await search(alice, '')).body).toMatchObject({ credits_charged: 1, credits_remaining: 41 });
    expect((await search(bob, '')).body).toMatchObject({ credits_charged: 1, credits_remaining: 40 });
    expect((await search(alice, '&sort_by=-list_price')).body).toMatchObject({ credits_charged: 0, credits_remaining: 40 });
    for (const caller of [owner, alice, bob]) expect(await balanceSeenBy(caller)).toBe(40);
    expect((await alice.get('/teams/current/')).body.balance).toBe(40);
    // The members' own accounts are untouched while they are in the team.
    expect([await ownBalance(alice), await ownBalance(bob)]).toEqual([30, 20]);

    const rows = await h.db.query<{ user_id: number; delta: number; balance_after: number; kind: string }>(
      `select user_id::int as user_id, delta, balance_after, kind from credit_ledger where user_id = any($1) and kind <> 'grant' order by id`,
      [[aliceId, bobId]],
    );
    expect(rows).toEqual([
      { user_id: aliceId, delta: -5, balance_after: 45, kind: 'report' },
      { user_id: bobId, delta: -3, balance_after: 42, kind: 'download' },
      { user_id: aliceId, delta: -1, balance_after: 41, kind: 'search' },
      { user_id: bobId, delta: -1, balance_after: 40, kind: 'search' },
    ]);
    const ledger = (await owner.get('/teams/current/ledger/?page_size=100')).body.results as { email: string; credits: number }[];
    expect(ledger.filter((r) => r.credits < 0).map((r) => [r.email, r.credits])).toEqual([
      [bob.user.email, -1],
      [alice.user.email, -1],
      [bob.user.email, -3],
      [alice.user.email, -5],
    ]);
    // The team screen: each member's credits this month (Alice 5 + 1, Bob 3 + 1).
    const members = (await owner.get('/teams/current/')).body.members as { user_id: number; credits_this_month: number }[];
    expect(members.map((m) => [m.user_id, m.credits_this_month])).toEqual([
      [await userIdOf(owner), 0],
      [aliceId, 6],
      [bobId, 4],
    ]);
  });

  it('a cap refuses the charge that would cross it, with the cap in the message; the quote shows what it leaves', async () => {
    const set = await owner.patch(`/teams/current/members/${aliceId}/`, { credit_cap: 7 });
    expect(set).toMatchObject({ status: 200, body: { user_id: aliceId, credit_cap: 7, credits_this_month: 6 } });
    const [event] = await h.db.query<{ event: string; detail: object; subject: string }>(
      `select event, detail, subject from audit_log where event = 'member.cap_changed' and subject_user_id = $1`,
      [aliceId],
    );
    expect(event).toEqual({ event: 'member.cap_changed', detail: { from: null, to: 7 }, subject: alice.user.email });

    // 6 of 7 used: one credit left, and the pool holds 40, so the cap is what limits her.
    expect(await quote(alice, '&price_min=1')).toMatchObject({
      cost: 1,
      balance: 40,
      balance_after: 39,
      affordable: true,
      cap_remaining: 1,
      cap_note: 'Your team caps your spending at 7 credits a month: 1 credit left until April 1.',
    });
    expect((await search(alice, '&price_min=1')).body).toMatchObject({ credits_charged: 1, credits_remaining: 39 });
    expect(await quote(alice, '&price_min=2')).toMatchObject({
      cost: 1,
      balance: 39,
      balance_after: 39,
      affordable: false,
      cap_remaining: 0,
    });
    const refused = await search(alice, '&price_min=2');
    expect(refused).toEqual({
      status: 402,
      body: {
        error:
          'This costs 1 credit, but your team caps your spending at 7 credits a month and it is used up (7 credits used this month). ' +
          "Ask your team's owner or account manager to raise your cap, or wait until it renews on April 1.",
      },
    });
    await expect(charge(alice, 1, 'report')).rejects.toMatchObject({ statusCode: 402 });
    // Nothing was spent; Bob has no cap and spends on; his quote says nothing of caps.
    expect(await balanceSeenBy(owner)).toBe(39);
    expect(await charge(bob, 2, 'report')).toEqual({ charged: 2, balance: 37 });
    expect(await quote(bob, '&price_min=3')).not.toHaveProperty('cap_remaining');
  });

  it('only the team sets caps: a member is refused (403), another team reaches nobody (404), bounds are checked (400)', async () => {
    expect((await bob.patch(`/teams/current/members/${aliceId}/`, { credit_cap: 1 })).status).toBe(403);
    expect((await otherOwner.patch(`/teams/current/members/${aliceId}/`, { credit_cap: 1 })).status).toBe(404);
    expect(JSON.stringify((await otherOwner.get('/teams/current/')).body)).not.toContain(alice.user.email);
    expect((await owner.patch(`/teams/current/members/${aliceId}/`, { credit_cap: -1 })).status).toBe(400);
    expect((await owner.patch(`/teams/current/members/${aliceId}/`, { credit_cap: 2.5 })).status).toBe(400);
    expect((await owner.patch(`/teams/current/members/${aliceId}/`, {})).status).toBe(400);
    // A member sees their own credits this month, not the others'.
    const seen = (await bob.get('/teams/current/')).body.members as { user_id: number; credits_this_month: number | null }[];
    expect(seen.find((m) => m.user_id === aliceId)!.credits_this_month).toBeNull();
    expect(seen.find((m) => m.user_id === bobId)!.credits_this_month).toBe(6);
  });

  it("seats: members and open invitations fill the plan's, the invitation past them is refused (402), accepting one past them 409", async () => {
    // No plan: 5 seats. Owner, Alice and Bob, and two open invitations fill them.
    expect((await owner.post('/teams/current/invitations/', { email: 'c1@example.com' })).status).toBe(201);
    expect((await owner.post('/teams/current/invitations/', { email: 'c2@example.com' })).status).toBe(201);
    expect((await owner.get('/teams/current/')).body).toMatchObject({ seats: 5, seats_used: 5 });
    expect(await owner.post('/teams/current/invitations/', { email: 'c3@example.com' })).toEqual({
      status: 402,
      body: {
        error:
          'Your team has 5 seats without a plan and all are taken (3 members and 2 open invitations). ' +
          'Withdraw an invitation, remove a member, or choose a plan with more seats on /subscription.',
      },
    });
    // A new invitation to an address already invited replaces it: no new seat.
    const again = await owner.post('/teams/current/invitations/', { email: 'c2@example.com' });
    expect(again.status).toBe(201);

    // On the Starter plan cut to 3 seats, an invitation sent before cannot be accepted (its seat is gone).
    const newcomer = await newCaller();
    await h.db.query(
      `insert into subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
       values ($1, 'starter', 'active', '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')`,
      [await userIdOf(owner)],
    );
    try {
      await h.db.query(`delete from team_invitations where email in ('c1@example.com', 'c2@example.com')`);
      expect((await owner.post('/teams/current/invitations/', { email: newcomer.user.email })).status).toBe(201);
      await h.db.query(`update plans set seats = 3 where id = 'starter'`);
      const accepted = await newcomer.post('/teams/invitations/accept/', { token: await invitationToken(newcomer.user.email) });
      expect(accepted).toEqual({
        status: 409,
        body: { detail: 'Acme Investors has no free seat (it has 3 seats): ask its owner to make room, then accept again.' },
      });
      expect(await owner.post('/teams/current/invitations/', { email: 'c4@example.com' })).toMatchObject({
        status: 402,
        body: {
          error: expect.stringMatching(/^Your team's Starter plan has 3 seats and all are taken \(3 members and 1 open invitation\)/),
        },
      });
      // The members see the team's plan as theirs.
      expect((await alice.get('/subscription/info/')).body).toMatchObject({ plan_id: 'starter', team_plan: true, subscription_id: null });
      expect((await owner.get('/subscription/info/')).body).toMatchObject({ plan_id: 'starter', team_plan: false });
      // Only the billing owner changes the team's plan: a member cannot start, buy or switch one of their own.
      const ownPlan = { detail: "You are in a team: its plan and credits are its owner's, and only they change the plan." };
      expect(await alice.post('/subscription/free_trial/subscribe/')).toEqual({ status: 409, body: ownPlan });
      expect(await alice.post('/subscription/update/', { plan_id: 'pro' })).toEqual({ status: 409, body: ownPlan });
      expect(await alice.get('/subscription/checkout/?plan_id=pro')).toEqual({ status: 409, body: ownPlan });
      expect((await owner.get('/subscription/plans/')).body.results.map((p: { seats: number }) => p.seats)).toEqual([3, 10, 25]);
    } finally {
      await h.db.query(`update plans set seats = 5 where id = 'starter'`);
      await h.db.query(`delete from subscriptions where user_id = $1`, [await userIdOf(owner)]);
    }
  });

  it('a member who leaves spends from their own balance again, and keeps nothing of the pool', async () => {
    const pool = await balanceSeenBy(owner);
    expect((await owner.delete(`/teams/current/members/${bobId}/`)).status).toBe(204);
    expect(await balanceSeenBy(bob)).toBe(20);
    expect((await search(bob, '&price_min=9')).body).toMatchObject({ credits_charged: 1, credits_remaining: 19 });
    expect(await ownBalance(bob)).toBe(19);
    expect(await balanceSeenBy(owner)).toBe(pool);
    // The billing owner pays for the team: they cannot leave it (another owner could not remove them either).
    expect(await owner.delete(`/teams/current/members/${await userIdOf(owner)}/`)).toMatchObject({ status: 409 });
  });

  it('a user without a team works as before: their own balance, no cap in the quote', async () => {
    expect(await balanceSeenBy(loner)).toBe(100);
    expect((await search(loner, '')).body).toMatchObject({ credits_charged: 1, credits_remaining: 99 });
    const priced = await quote(loner, '&price_min=1');
    expect(priced).toMatchObject({ cost: 1, balance: 99, balance_after: 98, affordable: true });
    expect(Object.keys(priced)).not.toContain('cap_note');
    expect((await loner.get('/subscription/info/')).body).toMatchObject({ team_plan: false });
  });

  it('a new month (UTC) starts the count again; null lifts the cap and 0 allows nothing', async () => {
    now = Date.parse('2026-04-01T00:00:01Z');
    expect((await search(alice, '&price_min=2')).body).toMatchObject({ credits_charged: 1 });
    expect((await alice.get('/teams/current/')).body.members.find((m: { user_id: number }) => m.user_id === aliceId)).toMatchObject({
      credit_cap: 7,
      credits_this_month: 1,
    });
    expect((await owner.patch(`/teams/current/members/${aliceId}/`, { credit_cap: 0 })).body).toMatchObject({ credit_cap: 0 });
    expect((await search(alice, '&price_min=4')).status).toBe(402);
    expect((await owner.patch(`/teams/current/members/${aliceId}/`, { credit_cap: null })).body).toMatchObject({ credit_cap: null });
    expect((await search(alice, '&price_min=4')).body).toMatchObject({ credits_charged: 1 });
  });

  it('parallel charges of one member never pass the cap: the count is checked in the same UPDATE as the balance', async () => {
    // April so far: Alice spent 2 (two searches above); a cap of 5 leaves 3 of the 5 charges below.
    expect((await owner.patch(`/teams/current/members/${aliceId}/`, { credit_cap: 5 })).status).toBe(200);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => charge(alice, 1, 'report')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.statusCode)).toEqual([402, 402]);
    expect((await owner.get('/teams/current/')).body.members.find((m: { user_id: number }) => m.user_id === aliceId)).toMatchObject({
      credit_cap: 5,
      credits_this_month: 5,
    });
  });
});
