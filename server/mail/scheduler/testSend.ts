import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { listingsNewSince } from '../../savedSearches/savedSearchRuns.ts';
import { emailMessage, type MailContext } from './emailMessage.ts';
import { CARDS_PER_EMAIL } from './runPlanner.ts';
import { schedulerRepository, type Recipient } from './schedulerRepository.ts';

/**
 * "Send now as a test": the latest matching listings (new or not), mailed to the account's own address, optionally
 * rendered as a chosen contact would see it, or with `toContactId` mailed to that contact (with their own unsubscribe
 * link). Goes through the outbox like any run.
 */
export async function enqueueTestSend(
  db: Database,
  context: MailContext,
  emailId: number,
  sampleContact?: Omit<Recipient, 'contact_id'>,
  toContactId?: number,
) {
  return db.transaction(async (tx) => {
    const repo = schedulerRepository(tx);
    const email = await repo.loadEmail(emailId);
    if (!email)
      throw badRequest('saved_search_id: Choose a saved search before sending a test.', { saved_search_id: ['Required for a test.'] });
    const found = await listingsNewSince(tx, email.saved_search_id, new Date(0), CARDS_PER_EMAIL);
    const [firstname = '', ...rest] = email.sender_name.split(' ');
    const sample = sampleContact ?? { first_name: firstname, last_name: rest.join(' '), email: email.sender_email, company: '' };
    const recipient: Recipient =
      toContactId && sampleContact
        ? { ...sampleContact, contact_id: toContactId }
        : { ...sample, email: email.sender_email, contact_id: null };
    const { message, unsubscribeUrl } = emailMessage(context, email, found, recipient);
    const at = await repo.clockTimestamp();
    const runId = (await repo.insertRun(email, { kind: 'test', scheduledFor: at, since: null, listings: found.total, recipients: 1 }))!;
    const outboxId = (await repo.enqueue(
      email,
      runId,
      recipient,
      { ...message, subject: `[Test] ${message.subject}` },
      unsubscribeUrl,
      found.total,
    ))!;
    return { run_id: runId, outbox_id: outboxId, to: recipient.email, listing_count: found.total };
  });
}
