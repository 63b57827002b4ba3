import type { Queryable } from '../db/database.ts';

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionRow {
  user_id: number;
  plan_id: string | null;
  is_trial: boolean;
  subscription_id: string | null;
  status: SubscriptionStatus;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  past_due_since: Date | null;
  credits_period_start: Date | null;
  last_event_created: number;
}

/** A subscription as a provider event describes it (Stripe's subscription object, read by the webhook). */
export interface SubscriptionChange {
  userId: number;
  planId: string;
  subscriptionId: string;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  eventCreated: number;
}

const COLUMNS = `user_id::int as user_id, plan_id, is_trial, subscription_id, status, current_period_start, current_period_end,
  cancel_at_period_end, canceled_at, past_due_since, credits_period_start, last_event_created::int as last_event_created`;

export function subscriptionsRepository(db: Queryable) {
  return {
    async find(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.query<SubscriptionRow>(`select ${COLUMNS} from subscriptions where user_id = $1`, [userId]);
      return row;
    },

    /** Locks the row for a change in this transaction. */
    async findForUpdate(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.query<SubscriptionRow>(`select ${COLUMNS} from subscriptions where user_id = $1 for update`, [userId]);
      return row;
    },

    /** The trial replaces nothing but a canceled subscription; false when a live one is in the way. */
    async startTrial(userId: number, start: Date, end: Date): Promise<boolean> {
      const rows = await db.query(
        `insert into subscriptions (user_id, plan_id, is_trial, status, current_period_start, current_period_end, credits_period_start, updated_at)
         values ($1, null, true, 'trialing', $2, $3, $2, $2)
         on conflict (user_id) do update set plan_id = null, is_trial = true, subscription_id = null, status = 'trialing',
           current_period_start = $2, current_period_end = $3, cancel_at_period_end = false, canceled_at = null, past_due_since = null,
           credits_period_start = $2, updated_at = $2
         where subscriptions.status = 'canceled' or subscriptions.current_period_end <= $2 and subscriptions.cancel_at_period_end
         returning user_id`,
        [userId, start, end],
      );
      return rows.length > 0;
    },

    /** Writes the paid subscription as the provider describes it (replacing a trial); ignores events older than the last applied. */
    async applyChange(change: SubscriptionChange, now: Date): Promise<boolean> {
      const rows = await db.query(
        `insert into subscriptions (user_id, plan_id, is_trial, subscription_id, status, current_period_start, current_period_end,
           cancel_at_period_end, canceled_at, past_due_since, last_event_created, updated_at)
         values ($1, $2, false, $3, $4, $5, $6, $7, $8, case when $4 = 'past_due' then $10::timestamptz end, $9, $10)
         on conflict (user_id) do update set plan_id = excluded.plan_id, is_trial = false, subscription_id = excluded.subscription_id,
           status = excluded.status, current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
           cancel_at_period_end = excluded.cancel_at_period_end, canceled_at = excluded.canceled_at,
           past_due_since = case when excluded.status = 'past_due' then coalesce(subscriptions.past_due_since, $10) end,
           credits_period_start = case when subscriptions.is_trial or subscriptions.subscription_id is distinct from excluded.subscription_id
             then null else subscriptions.credits_period_start end,
           last_event_created = excluded.last_event_created, updated_at = $10
         where subscriptions.last_event_created <= excluded.last_event_created
         returning user_id`,
        [
          change.userId,
          change.planId,
          change.subscriptionId,
          change.status,
          change.periodStart,
          change.periodEnd,
          change.cancelAtPeriodEnd,
          change.canceledAt,
          change.eventCreated,
          now,
        ],
      );
      return rows.length > 0;
    },

    async markPaid(userId: number, now: Date): Promise<void> {
      await db.query(
        `update subscriptions set status = case when status = 'past_due' then 'active' else status end, past_due_since = null, updated_at = $2
         where user_id = $1 and not is_trial`,
        [userId, now],
      );
    },

    async markPaymentFailed(userId: number, now: Date): Promise<void> {
      await db.query(
        `update subscriptions set status = 'past_due', past_due_since = coalesce(past_due_since, $2), updated_at = $2
         where user_id = $1 and not is_trial and status <> 'canceled'`,
        [userId, now],
      );
    },

    /**
     * Moves the subscription (plan, period, the provider's subscription id) from one user to another, whose own ended row
     * gives way (a team's billing handed over: server/billing/handover.ts). The moved plan's id; undefined without one.
     */
    async moveTo(fromUserId: number, toUserId: number, at: Date): Promise<{ plan_id: string | null } | undefined> {
      await db.query('delete from subscriptions where user_id = $1', [toUserId]);
      const [row] = await db.query<{ plan_id: string | null }>(
        'update subscriptions set user_id = $2, updated_at = $3 where user_id = $1 returning plan_id',
        [fromUserId, toUserId, at],
      );
      return row;
    },

    async setCreditsPeriod(userId: number, periodStart: Date): Promise<void> {
      await db.query('update subscriptions set credits_period_start = $2 where user_id = $1', [userId, periodStart]);
    },
  };
}

export function customersRepository(db: Queryable) {
  return {
    async find(userId: number): Promise<{ customer_id: string | null; trial_started_at: Date | null } | undefined> {
      const [row] = await db.query<{ customer_id: string | null; trial_started_at: Date | null }>(
        'select customer_id, trial_started_at from billing_customers where user_id = $1',
        [userId],
      );
      return row;
    },

    async contact(userId: number): Promise<{ email: string; name: string }> {
      const [row] = await db.query<{ email: string; name: string }>(
        `select email, trim(firstname || ' ' || lastname) as name from users where id = $1`,
        [userId],
      );
      return row!;
    },

    async userOfCustomer(customerId: string): Promise<number | undefined> {
      const [row] = await db.query<{ user_id: number }>('select user_id::int as user_id from billing_customers where customer_id = $1', [
        customerId,
      ]);
      return row?.user_id;
    },

    /** Records the provider's customer id; keeps the first one when two requests race. Answers the id in force. */
    async setCustomer(userId: number, customerId: string): Promise<string> {
      const [row] = await db.query<{ customer_id: string }>(
        `insert into billing_customers (user_id, customer_id) values ($1, $2)
         on conflict (user_id) do update set customer_id = coalesce(billing_customers.customer_id, excluded.customer_id)
         returning customer_id`,
        [userId, customerId],
      );
      return row!.customer_id;
    },

    /**
     * Moves the link to the provider's customer (its card, invoices and events) from one user to another; false when the
     * first has none (the second then keeps their own).
     */
    async moveCustomer(fromUserId: number, toUserId: number): Promise<boolean> {
      const [row] = await db.query<{ customer_id: string }>(
        `update billing_customers b set customer_id = null from billing_customers old
         where b.user_id = $1 and old.user_id = $1 and old.customer_id is not null returning old.customer_id`,
        [fromUserId],
      );
      if (!row) return false;
      await db.query(
        `insert into billing_customers (user_id, customer_id) values ($1, $2)
         on conflict (user_id) do update set customer_id = excluded.customer_id`,
        [toUserId, row.customer_id],
      );
      return true;
    },

    /** Marks the one free trial as used; false when it already was (the unique row makes this race-free). */
    async claimTrial(userId: number, now: Date): Promise<boolean> {
      const rows = await db.query(
        `insert into billing_customers (user_id, trial_started_at) values ($1, $2)
         on conflict (user_id) do update set trial_started_at = $2 where billing_customers.trial_started_at is null
         returning user_id`,
        [userId, now],
      );
      return rows.length > 0;
    },
  };
}

export function eventsRepository(db: Queryable) {
  return {
    /** True the first time an event id is seen; false on a replay. */
    async claim(id: string, type: string): Promise<boolean> {
      const rows = await db.query('insert into billing_events (id, type) values ($1, $2) on conflict (id) do nothing returning id', [
        id,
        type,
      ]);
      return rows.length > 0;
    },
  };
}
