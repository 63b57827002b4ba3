import type { Credits } from '../credits/credits.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The one place billing touches the credits domain (server/credits): credits granted at the start of a period, inside
 * the caller's transaction. Without roll-over the balance is topped up to the period's allowance, so unused credits never
 * pile up beyond one period's worth; with roll-over the whole allowance is added. Answers the credits given.
 */
export async function grantPeriodCredits(
  credits: Credits,
  tx: Queryable,
  userId: number,
  allowance: number,
  rollOver: boolean,
  description: string,
): Promise<number> {
  const balance = await credits.ownBalance(userId, tx);
  const amount = periodGrant(balance, allowance, rollOver);
  if (amount > 0) await credits.grant(userId, amount, { description, link: '/subscription' }, tx);
  return amount;
}

/** Credits a period start adds to `balance` (see {@link grantPeriodCredits}). */
export const periodGrant = (balance: number, allowance: number, rollOver: boolean) =>
  rollOver ? allowance : Math.max(0, allowance - balance);
