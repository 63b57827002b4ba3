import type { Database, Queryable } from '../../db/database.ts';

export interface OutboxRow {
  id: number;
  user_id: number;
  automated_email_id: number;
  run_id: number;
  contact_id: number | null;
  email_name: string;
  to_email: string;
  to_name: string;
  subject: string;
  html: string;
  text: string;
  unsubscribe_url: string | null;
  listing_count: number;
  attempts: number;
  /** The contact unsubscribed after the run was planned. */
  unsubscribed: boolean;
}

const RETURNED = `o.id::int as id, o.user_id::int as user_id, o.automated_email_id::int as automated_email_id, o.run_id::int as run_id,
  o.contact_id::int as contact_id, o.email_name, o.to_email, o.to_name, o.subject, o.html, o.text, o.unsubscribe_url, o.listing_count, o.attempts,
  exists (select 1 from crm_contacts c where c.id = o.contact_id and c.unsubscribed_at is not null) as unsubscribed`;

/** A message to one person that is not an automated e-mail's run: an invitation, a reminder, an alert. */
export interface DirectMail {
  /** The account it is sent for (the outbox and the e-mail logs file it under this user). */
  userId: number;
  /** The kind of message, as the e-mail logs name it ("Team invitation", "Saved property alert"). */
  emailName: string;
  toEmail: string;
  toName?: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Queues one message in the outbox, which the delivery worker sends (with retries) as it sends every other; in the caller's
 * transaction when given one, so the message and what caused it commit together. The one way to send a direct e-mail.
 */
export async function enqueueMail(db: Queryable, mail: DirectMail): Promise<void> {
  await db.query(
    `insert into email_outbox (user_id, email_name, to_email, to_name, subject, html, text) values ($1, $2, $3, $4, $5, $6, $7)`,
    [mail.userId, mail.emailName, mail.toEmail, mail.toName ?? '', mail.subject, mail.html, mail.text],
  );
}

type Outcome = { status: 'sent'; messageId: string } | { status: 'failed'; error: string } | { status: 'skipped_unsubscribed' };

export function outboxRepository(db: Database) {
  return {
    /** Whether any row is ready to send: what claim() would take. */
    async hasReady(): Promise<boolean> {
      const [row] = await db.query<{ ready: boolean }>(
        `select exists (select 1 from email_outbox where status in ('pending', 'sending') and next_attempt_at <= now()
           and (claimed_until is null or claimed_until < now())) as ready`,
      );
      return row.ready;
    },

    /**
     * Claims ready rows for one worker: pending ones that are due, and "sending" ones whose lease ran out
     * (their worker died mid-send). SKIP LOCKED lets concurrent workers claim disjoint rows on PostgreSQL;
     * on PGlite the one connection makes it serial, through the same code path.
     */
    async claim(workerId: string, limit: number, leaseMs: number): Promise<OutboxRow[]> {
      return db.transaction((tx) =>
        tx.query<OutboxRow>(
          `update email_outbox o set status = 'sending', attempts = o.attempts + 1, claimed_by = $1,
             claimed_until = now() + make_interval(secs => $2::double precision / 1000)
           where o.id in (
             select id from email_outbox
             where status in ('pending', 'sending') and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
             order by next_attempt_at, id limit $3 for update skip locked)
           returning ${RETURNED}`,
          [workerId, leaseMs, limit],
        ),
      );
    },

    /** A transient failure: back to pending until the back-off passes. Only the claim holder may release it. */
    async retryLater(row: OutboxRow, workerId: string, delayMs: number, error: string): Promise<void> {
      await db.query(
        `update email_outbox set status = 'pending', claimed_by = null, claimed_until = null, last_error = $3,
           next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
         where id = $1 and claimed_by = $2 and status = 'sending'`,
        [row.id, workerId, error, delayMs],
      );
    },

    /** Final state and its log row in one transaction, so a log row exists exactly when the outcome is recorded. */
    async finish(row: OutboxRow, workerId: string, outcome: Outcome): Promise<boolean> {
      return db.transaction(async (tx) => {
        const status = outcome.status === 'skipped_unsubscribed' ? 'skipped' : outcome.status;
        const error = outcome.status === 'failed' ? outcome.error : null;
        const updated = await tx.query(
          `update email_outbox set status = $3, claimed_until = null, last_error = coalesce($4, last_error),
             sent_at = case when $3 = 'sent' then now() end
           where id = $1 and claimed_by = $2 and status = 'sending' returning id`,
          [row.id, workerId, status, error],
        );
        if (updated.length === 0) return false;
        await insertDeliveryLog(tx, row, outcome.status, error, outcome.status === 'sent' ? outcome.messageId : null);
        return true;
      });
    },
  };
}

async function insertDeliveryLog(tx: Queryable, row: OutboxRow, status: string, error: string | null, messageId: string | null) {
  await tx.query(
    `insert into automated_email_logs (user_id, automated_email_id, email_name, run_id, outbox_id, contact_id, recipient, subject,
       status, error, attempts, listing_count, test, message_id)
     values ($1, (select id from automated_emails where id = $2), $3, $4, $5, (select id from crm_contacts where id = $6), $7, $8,
       $9, $10, $11, $12, $6::bigint is null, $13)
     on conflict (outbox_id) do nothing`,
    [
      row.user_id,
      row.automated_email_id,
      row.email_name,
      row.run_id,
      row.id,
      row.contact_id,
      row.to_email,
      row.subject,
      status,
      error,
      row.attempts,
      row.listing_count,
      messageId,
    ],
  );
}
