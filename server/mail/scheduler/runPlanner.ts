import type { Queryable } from '../../db/database.ts';
import { listingsNewSince } from '../../savedSearches/savedSearchRuns.ts';
import { notifyNewMatches } from '../../notifications/notificationsRepository.ts';
import { enqueueEvent } from '../../webhooks/webhooksRepository.ts';
import { emailMessage, type MailContext } from './emailMessage.ts';
import { nextRunAt } from './nextRunAt.ts';
import { schedulerRepository, type DueEmail } from './schedulerRepository.ts';

/** Listing cards per message; the rest are behind a "see all" link. */
export const CARDS_PER_EMAIL = 20;

export interface PlanOptions extends MailContext {
  instantCheckMs?: number;
}

/**
 * Runs one due email inside the caller's transaction: new listings since the last run → one outbox row per
 * recipient, or a log row saying why nothing goes out. Everything commits together, so a crash mid-run
 * leaves the email due and the next tick plans the run again from scratch.
 */
export async function planScheduledRun(tx: Queryable, email: DueEmail, options: PlanOptions): Promise<{ runId?: number; queued: number }> {
  const repo = schedulerRepository(tx);
  const cutoff = await repo.now();
  const next = nextRunAt(
    { schedule: email.schedule, send_hour: email.send_hour, send_weekday: email.send_weekday, timeZone: email.timezone },
    cutoff,
    options.instantCheckMs,
  );
  const since = new Date(email.last_run_at);
  const found = await listingsNewSince(tx, email.saved_search_id, since, CARDS_PER_EMAIL);
  // "Instantly" polls every minute: an empty poll is not a run, so it is neither stored nor logged.
  if (email.schedule === 'instant' && found.total === 0) {
    await repo.advance(email.id, cutoff, next);
    return { queued: 0 };
  }
  const recipients = found.total > 0 ? await repo.recipients(email) : [];
  const runId = await repo.insertRun(email, {
    kind: 'scheduled',
    scheduledFor: email.next_run_at,
    since,
    listings: found.total,
    recipients: recipients.length,
  });
  let queued = 0;
  // The same alert to the user's webhook endpoints subscribed to new matches: one event per run, so once per endpoint.
  if (runId !== undefined && found.total > 0)
    await enqueueEvent(
      tx,
      email.user_id,
      {
        id: `evt_alert_${email.id}_${runId}`,
        type: 'listing.new_match',
        created: cutoff,
        data: {
          saved_search: { id: email.saved_search_id, name: email.search_name },
          automated_email_id: email.id,
          since: since.toISOString(),
          total: found.total,
          listings: found.listings,
        },
      },
      cutoff,
    );
  // And to the bell, once per run.
  if (runId !== undefined && found.total > 0)
    await notifyNewMatches(tx, email.user_id, runId, {
      saved_search_id: email.saved_search_id,
      name: email.search_name,
      total: found.total,
    });
  if (runId !== undefined) {
    if (found.total === 0) await repo.logRun(email, runId, 'no_new_listings', 0);
    else if (recipients.length === 0) await repo.logRun(email, runId, 'no_recipients', found.total);
    for (const recipient of recipients) {
      // Later unsubscribes are still caught when the delivery worker claims the row.
      if (recipient.unsubscribed) {
        await repo.logSkippedUnsubscribed(email, runId, recipient, found.total);
        continue;
      }
      const { message, unsubscribeUrl } = emailMessage(options, email, found, recipient);
      if (await repo.enqueue(email, runId, recipient, message, unsubscribeUrl, found.total)) queued += 1;
    }
  }
  await repo.advance(email.id, cutoff, next);
  return { runId, queued };
}
