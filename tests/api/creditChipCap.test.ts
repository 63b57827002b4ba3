import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamCallers, type Caller } from './teamCallers.ts';
import { searchHarness, setCredits } from './searchHelpers.ts';

/** GET /searches/credits/ (the app bar's credit chip) carries a capped team member's month: member_cap, as the usage dashboard's. */
const now = Date.parse('2026-03-10T12:00:00Z');
let h: Awaited<ReturnType<typeof searchHarness>>;
beforeAll(async () => {
  h = await searchHarness({ clock: () => new Date(now) });
}, 60_000);
afterAll(() => h.close());

const { newCaller, userIdOf, join } = teamCallers(() => h);
const credits = async (caller: Caller) => {
  const answer = await caller.get('/searches/credits/');
  expect(answer.status).toBe(200);
  return answer.body as { balance: number; member_cap?: { cap: number; used: number; remaining: number; resets_at: string } };
};

describe("the credit chip's cap", () => {
  it("answers the pool's balance and, for a capped member only, what the cap leaves this month", async () => {
    const [owner, capped, free, loner] = await Promise.all([newCaller(), newCaller(), newCaller(), newCaller()]);
    await setCredits(h, owner.user, 50);
    await setCredits(h, loner.user, 9);
    expect((await owner.post('/teams/', { name: 'Acme Investors' })).status).toBe(201);
    await join(owner, capped);
    await join(owner, free);
    expect((await owner.patch(`/teams/current/members/${await userIdOf(capped)}/`, { credit_cap: 7 })).status).toBe(200);

    expect(await credits(capped)).toMatchObject({
      balance: 50,
      member_cap: { cap: 7, used: 0, remaining: 7, resets_at: '2026-04-01T00:00:00.000Z' },
    });
    // A search (1 credit) from the pool: the pool and the cap's remainder both drop by one.
    const searched = await capped.get(`/searches/properties/?location=${encodeURIComponent('Dallas, TX')}`);
    expect(searched.body).toMatchObject({ credits_charged: 1, credits_remaining: 49 });
    expect(await credits(capped)).toMatchObject({ balance: 49, member_cap: { cap: 7, used: 1, remaining: 6 } });
    // An uncapped member, the team's owner and a user without a team get no member_cap.
    for (const [caller, balance] of [
      [free, 49],
      [owner, 49],
      [loner, 9],
    ] as const) {
      const answer = await credits(caller);
      expect(answer.balance).toBe(balance);
      expect(answer).not.toHaveProperty('member_cap');
    }
  });
});
