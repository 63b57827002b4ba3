import type { Queryable } from '../../db/database.ts';
import { isRecipientOf } from '../emails/recipientSql.ts';
import type { RenderedEmail } from '../templates/renderEmail.ts';

export interface DueEmail {
  id: number;
  user_id: number;
  saved_search_id: number;
  search_name: string;
  name: string;
  subject: string;
  body: string;
  schedule: 'instant' | 'daily' | 'weekly';
  send_hour: number;
  send_weekday: number;
  timezone: string;
  last_run_at: Date;
  next_run_at: Date;
  sender_name: string;
  sender_email: string;
}

export interface Recipient {
  contact_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  /** Already unsubscribed when the run is planned: logged as skipped instead of queued. */
  unsubscribed?: boolean;
}

const EMAIL_COLUMNS = `e.id::int as id, e.user_id::int as user_id, e.saved_search_id::int as saved_search_id, s.name as search_name,
  e.name, e.subject, e.body, e.schedule, e.send_hour::int as send_hour, e.send_weekday::int as send_weekday,
  coalesce(e.timezone, u.timezone) as timezone, e.last_run_at, e.next_run_at,
  trim(u.firstname || ' ' || u.lastname) as sender_name, u.email as sender_email`;
const EMAIL_FROM = 'automated_emails e join users u on u.id = e.user_id join saved_searches s on s.id = e.saved_search_id';

export function schedulerRepository(tx: Queryable) {
  return {
    /** The database's time now, even inside a transaction (a test run is stamped when it is made, not when its transaction began). */
    async clockTimestamp(): Promise<Date> {
      const [{ at }] = (await tx.query<{ at: Date }>('select clock_timestamp() as at')) as [{ at: Date }];
      return at;
    },

    /** Locks one due email for this transaction; other schedulers skip it (and see it rescheduled once this commits). */
    async lockNextDue(): Promise<DueEmail | undefined> {
      const [row] = await tx.query<DueEmail>(
        `select ${EMAIL_COLUMNS} from ${EMAIL_FROM}
         where e.status = 'active' and e.next_run_at <= now() order by e.next_run_at, e.id limit 1 for update of e skip locked`,
      );
      return row;
    },

    async loadEmail(id: number): Promise<DueEmail | undefined> {
      const [row] = await tx.query<DueEmail>(`select ${EMAIL_COLUMNS} from ${EMAIL_FROM} where e.id = $1`, [id]);
      return row;
    },

    async now(): Promise<Date> {
      const [row] = await tx.query<{ now: Date }>('select now() as now');
      return new Date(row!.now);
    },

    /** Every contact the email reaches, once, however many of its groups they are in. */
    async recipients(email: DueEmail): Promise<Recipient[]> {
      return tx.query<Recipient>(
        `select c.id::int as contact_id, c.first_name, c.last_name, c.email, c.company, c.unsubscribed_at is not null as unsubscribed
         from crm_contacts c
         where c.user_id = $1 and ${isRecipientOf('$2')} order by c.id`,
        [email.user_id, email.id],
      );
    },

    /** The run row for a slot, or undefined when that slot already ran (unique constraint). */
    async insertRun(
      email: DueEmail,
      run: { kind: 'scheduled' | 'test'; scheduledFor: Date; since: Date | null; listings: number; recipients: number },
    ) {
      const [row] = await tx.query<{ id: number }>(
        `insert into automated_email_runs (automated_email_id, kind, scheduled_for, listings_since, listing_count, recipient_count)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning id::int as id`,
        [email.id, run.kind, run.scheduledFor, run.since, run.listings, run.recipients],
      );
      return row?.id;
    },

    async enqueue(
      email: DueEmail,
      runId: number,
      recipient: Recipient,
      message: RenderedEmail,
      unsubscribeUrl: string | null,
      listingCount: number,
    ) {
      const [row] = await tx.query<{ id: number }>(
        `insert into email_outbox (user_id, automated_email_id, run_id, contact_id, email_name, to_email, to_name, subject, html, text,
           unsubscribe_url, listing_count)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (automated_email_id, run_id, contact_id) do nothing returning id::int as id`,
        [
          email.user_id,
          email.id,
          runId,
          recipient.contact_id,
          email.name,
          recipient.email,
          `${recipient.first_name} ${recipient.last_name}`.trim(),
          message.subject,
          message.html,
          message.text,
          unsubscribeUrl,
          listingCount,
        ],
      );
      return row?.id;
    },

    /** A run that mailed nobody: no new listings, or nobody to mail them to. */
    async logRun(email: DueEmail, runId: number, status: 'no_new_listings' | 'no_recipients', listingCount: number) {
      await tx.query(
        `insert into automated_email_logs (user_id, automated_email_id, email_name, run_id, status, listing_count, subject)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [email.user_id, email.id, email.name, runId, status, listingCount, email.subject],
      );
    },

    /** A recipient unsubscribed before the run was planned: the same log row the delivery worker writes, without an outbox row. */
    async logSkippedUnsubscribed(email: DueEmail, runId: number, recipient: Recipient, listingCount: number) {
      await tx.query(
        `insert into automated_email_logs (user_id, automated_email_id, email_name, run_id, contact_id, recipient, subject, status, listing_count)
         values ($1, $2, $3, $4, $5, $6, $7, 'skipped_unsubscribed', $8)`,
        [email.user_id, email.id, email.name, runId, recipient.contact_id, recipient.email, email.subject, listingCount],
      );
    },

    async advance(emailId: number, lastRunAt: Date, nextRunAt: Date) {
      await tx.query('update automated_emails set last_run_at = $2, next_run_at = $3 where id = $1', [emailId, lastRunAt, nextRunAt]);
    },

    /** After a failed run: try again later instead of failing in a tight loop. */
    async postpone(emailId: number, delayMs: number) {
      await tx.query('update automated_emails set next_run_at = now() + make_interval(secs => $2::double precision / 1000) where id = $1', [
        emailId,
        delayMs,
      ]);
    },
  };
}
