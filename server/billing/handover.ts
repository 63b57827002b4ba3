import type { Queryable } from '../db/database.ts';
import { creditsRepository } from '../credits/creditsRepository.ts';
import { conflict } from '../lib/errors.ts';
import { effectiveStatus, isLive, TRIAL_PLAN_NAME } from './planState.ts';
import { plansRepository } from './plansRepository.ts';
import { customersRepository, subscriptionsRepository } from './subscriptionsRepository.ts';

/** What a handover moved: the pool's credits, the plan's name (null without a subscription) and the provider's customer. */
export interface Handover {
  credits: number;
  plan: string | null;
  customerMoved: boolean;
}

interface Holder {
  id: number;
  email: string;
}

const planName = async (tx: Queryable, planId: string | null, isTrial: boolean) =>
  isTrial || planId === null ? TRIAL_PLAN_NAME : ((await plansRepository(tx).find(planId))?.name ?? planId);

/**
 * Hands a team's billing from one owner to another in the caller's transaction (issue 27): the subscription in force (plan,
 * period, the provider's subscription), the link to the provider's customer (its card and invoices, so the provider's
 * events reach the new holder) and the pool's credits with the members' monthly counts and search passes; the new
 * holder's own balance joins the pool. Refused (409) when the new holder has a live plan of their own: the team would be
 * billed twice.
 */
export async function handOverBilling(tx: Queryable, from: Holder, to: Holder, at: Date): Promise<Handover> {
  const subscriptions = subscriptionsRepository(tx);
  const own = await subscriptions.findForUpdate(to.id);
  if (own && isLive(effectiveStatus(own, at))) {
    const plan = own.is_trial ? 'a free trial' : `a ${await planName(tx, own.plan_id, false)} plan`;
    throw conflict(
      `${to.email} has ${plan} of their own: they cancel it first (Subscription), so that the team is not billed twice, then take over its billing.`,
    );
  }
  const moved = await subscriptions.moveTo(from.id, to.id, at);
  const customerMoved = await customersRepository(tx).moveCustomer(from.id, to.id);
  const credits = await creditsRepository(tx).movePool(from.id, to.id, at, {
    out: `Team credits handed over to ${to.email} with the team's billing`,
    in: `Team credits taken over from ${from.email} with the team's billing`,
  });
  return { credits, plan: moved ? await planName(tx, moved.plan_id, moved.plan_id === null) : null, customerMoved };
}
