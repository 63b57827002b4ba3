import type { Queryable } from '../../db/database.ts';

export type SessionKind = 'subscription' | 'trial_upgrade' | 'setup' | 'portal';

export interface LocalSession {
  id: string;
  kind: SessionKind;
  customer_id: string;
  user_id: number;
  plan_id: string | null;
  promo_code: string | null;
  success_url: string;
  cancel_url: string | null;
  status: 'open' | 'complete';
  expires_at: Date;
}

export interface LocalSubscription {
  id: string;
  customer_id: string;
  user_id: number;
  plan_id: string;
  item_id: string;
  status: 'active' | 'past_due' | 'canceled';
  percent_off: number | null;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  created_at: Date;
}

export interface LocalInvoice {
  id: string;
  number: string;
  customer_id: string;
  subscription_id: string;
  plan_id: string;
  amount_cents: number;
  currency: string;
  status: 'paid' | 'open';
  billing_reason: string;
  period_start: Date;
  period_end: Date;
  card_last4: string | null;
  created_at: Date;
}

export interface LocalCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

const SUB_COLUMNS = `id, customer_id, user_id::int as user_id, plan_id, item_id, status, percent_off, current_period_start, current_period_end,
  cancel_at_period_end, canceled_at, created_at`;

/** The local billing service's own records (the provider's side): sessions, cards, subscriptions, invoices, promotion codes. */
export function localRepository(db: Queryable) {
  return {
    async promoPercentOff(code: string): Promise<number | undefined> {
      const [row] = await db.query<{ percent_off: number }>(
        'select percent_off from local_billing_promotion_codes where upper(code) = upper($1) and active',
        [code],
      );
      return row?.percent_off;
    },
    async createSession(session: Omit<LocalSession, 'status'>, now: Date): Promise<void> {
      await db.query(
        `insert into local_billing_sessions (id, kind, customer_id, user_id, plan_id, promo_code, success_url, cancel_url, created_at, expires_at)
         values ($1, $2, $3, $4, $5, (select code from local_billing_promotion_codes where upper(code) = upper($6)), $7, $8, $9, $10)`,
        [
          session.id,
          session.kind,
          session.customer_id,
          session.user_id,
          session.plan_id,
          session.promo_code,
          session.success_url,
          session.cancel_url,
          now,
          session.expires_at,
        ],
      );
    },
    async session(id: string): Promise<LocalSession | undefined> {
      const [row] = await db.query<LocalSession>(
        `select id, kind, customer_id, user_id::int as user_id, plan_id, promo_code, success_url, cancel_url, status, expires_at from local_billing_sessions where id = $1`,
        [id],
      );
      return row;
    },
    /** Completes an open session once; false when it already was (a double click on 'Pay'). */
    async completeSession(id: string): Promise<boolean> {
      return (
        (await db.query(`update local_billing_sessions set status = 'complete' where id = $1 and status = 'open' returning id`, [id]))
          .length > 0
      );
    },
    async addCard(customerId: string, card: LocalCard, now: Date): Promise<void> {
      await db.query(
        'insert into local_billing_payment_methods (id, customer_id, brand, last4, exp_month, exp_year, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
        [card.id, customerId, card.brand, card.last4, card.exp_month, card.exp_year, now],
      );
    },
    /** The newest card is the default for invoices. */
    async defaultCard(customerId: string): Promise<LocalCard | undefined> {
      const [row] = await db.query<LocalCard>(
        'select id, brand, last4, exp_month, exp_year from local_billing_payment_methods where customer_id = $1 order by created_at desc, id desc limit 1',
        [customerId],
      );
      return row;
    },
    async createSubscription(sub: Omit<LocalSubscription, 'canceled_at' | 'cancel_at_period_end'>): Promise<void> {
      await db.query(
        `insert into local_billing_subscriptions (id, customer_id, user_id, plan_id, item_id, status, percent_off, current_period_start, current_period_end, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          sub.id,
          sub.customer_id,
          sub.user_id,
          sub.plan_id,
          sub.item_id,
          sub.status,
          sub.percent_off,
          sub.current_period_start,
          sub.current_period_end,
          sub.created_at,
        ],
      );
    },
    async subscription(id: string): Promise<LocalSubscription | undefined> {
      const [row] = await db.query<LocalSubscription>(`select ${SUB_COLUMNS} from local_billing_subscriptions where id = $1`, [id]);
      return row;
    },
    /** The customer's subscription that is not canceled, if any. */
    async liveSubscription(customerId: string): Promise<LocalSubscription | undefined> {
      const [row] = await db.query<LocalSubscription>(
        `select ${SUB_COLUMNS} from local_billing_subscriptions where customer_id = $1 and status <> 'canceled' order by created_at desc limit 1`,
        [customerId],
      );
      return row;
    },
    async dueSubscriptions(now: Date): Promise<LocalSubscription[]> {
      return db.query<LocalSubscription>(
        `select ${SUB_COLUMNS} from local_billing_subscriptions where status <> 'canceled' and current_period_end <= $1 order by current_period_end`,
        [now],
      );
    },
    async updateSubscription(
      id: string,
      changes: Partial<
        Pick<
          LocalSubscription,
          'plan_id' | 'status' | 'current_period_start' | 'current_period_end' | 'cancel_at_period_end' | 'canceled_at' | 'percent_off'
        >
      >,
    ): Promise<LocalSubscription> {
      const fields = Object.entries(changes);
      const [row] = await db.query<LocalSubscription>(
        `update local_billing_subscriptions set ${fields.map(([name], i) => `${name} = $${i + 2}`).join(', ')} where id = $1 returning ${SUB_COLUMNS}`,
        [id, ...fields.map(([, value]) => value)],
      );
      return row!;
    },
    async createInvoice(invoice: Omit<LocalInvoice, 'number'>): Promise<LocalInvoice> {
      const [row] = await db.query<LocalInvoice>(
        `insert into local_billing_invoices (id, number, customer_id, subscription_id, plan_id, amount_cents, currency, status, billing_reason, period_start, period_end, card_last4, created_at)
         values ($1, 'PS-' || lpad((select count(*) + 1 from local_billing_invoices)::text, 6, '0'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         returning *`,
        [
          invoice.id,
          invoice.customer_id,
          invoice.subscription_id,
          invoice.plan_id,
          invoice.amount_cents,
          invoice.currency,
          invoice.status,
          invoice.billing_reason,
          invoice.period_start,
          invoice.period_end,
          invoice.card_last4,
          invoice.created_at,
        ],
      );
      return row!;
    },
    async invoices(customerId: string): Promise<LocalInvoice[]> {
      return db.query<LocalInvoice>('select * from local_billing_invoices where customer_id = $1 order by created_at desc, number desc', [
        customerId,
      ]);
    },
    async invoice(customerId: string, id: string): Promise<LocalInvoice | undefined> {
      const [row] = await db.query<LocalInvoice>('select * from local_billing_invoices where customer_id = $1 and id = $2', [
        customerId,
        id,
      ]);
      return row;
    },
  };
}
