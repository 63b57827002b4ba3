import type { Clock } from '../credits/clock.ts';
import { credits as creditsDomain } from '../credits/credits.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The one place billing touches the credits module (server/credits): credits granted at the start of a period.
 * Without roll-over the balance is topped up to the period's allowance, so unused credits never pile up beyond one
 * period's worth; with roll-over the whole allowance is added. Answers the credits given.
 */
export async function grantPeriodCredits(
  tx: Queryable,
  clock: Clock,
  startingCredits: number,
  userId: number,
  allowance: number,
  rollOver: boolean,
  description: string,
): Promise<number> {
  const credits = creditsDomain(tx, clock, startingCredits);
  const balance = await credits.balance(userId);
  const amount = periodGrant(balance, allowance, rollOver);
  if (amount > 0) await credits.grant(userId, amount, { description, link: '/subscription' });
  return amount;
}

/** Credits a period start adds to `balance` (see {@link grantPeriodCredits}). */
export const periodGrant = (balance: number, allowance: number, rollOver: boolean) =>
  rollOver ? allowance : Math.max(0, allowance - balance);
