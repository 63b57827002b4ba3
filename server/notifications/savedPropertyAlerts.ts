import type { Database } from '../db/database.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';
import { moneyText } from '../lib/money.ts';
import { enqueueMail, type DirectMail } from '../mail/outbox/outboxRepository.ts';
import { insertSavedPropertyNotifications, type AddedListingChange } from './notificationsRepository.ts';
import { NOTIFICATION_KIND_LABELS, notificationText } from './schemas.ts';

/** How the e-mail logs name these messages. */
export const SAVED_PROPERTY_ALERT_EMAIL = 'Saved property alert';

/** One e-mail for the changes one scan found for one user: the same words as the bell, each with its property's link. */
export function savedPropertyAlertMail(changes: AddedListingChange[], publicUrl: string): DirectMail {
  const [first] = changes as [AddedListingChange];
  const items = changes.map((change) => ({
    label: NOTIFICATION_KIND_LABELS[change.kind],
    ...notificationText(change.kind, change.data, moneyText),
  }));
  const subject = items.length === 1 ? `${items[0]!.label}: ${items[0]!.title}` : `${items.length} changes to your saved properties`;
  const greeting = first.firstname ? `Hello ${first.firstname},` : 'Hello,';
  const why =
    'You get this e-mail because you saved these properties in PropScout; remove one from your saved properties to stop its alerts.';
  const text = [
    greeting,
    '',
    ...items.flatMap((item) => [`${item.label} · ${item.title}`, `${item.body}`, `${publicUrl}${item.link}`, '']),
    why,
    '',
  ].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    items
      .map(
        (item) =>
          `<p><strong>${escapeHtml(item.label)}</strong> · <a href="${escapeHtml(`${publicUrl}${item.link}`)}">${escapeHtml(item.title)}</a><br>` +
          `${escapeHtml(item.body)}</p>`,
      )
      .join('') +
    `<p style="color:#666;font-size:12px">${escapeHtml(why)}</p>`;
  return {
    userId: first.user_id,
    emailName: SAVED_PROPERTY_ALERT_EMAIL,
    toEmail: first.email,
    toName: first.firstname ?? '',
    subject,
    html,
    text,
  };
}

/**
 * The saved properties' changes recorded after `since`: a notification per user and change (the bell) and one e-mail per
 * user with what was new to them, in one transaction, so a change is notified and mailed once (another replica's scan,
 * or the next, finds nothing new). Answers how many notifications were added.
 */
export async function notifySavedPropertyChanges(db: Database, since: Date, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const added = await insertSavedPropertyNotifications(tx, since);
    // Node 20 has no Map.groupBy; the rows come ordered by user.
    const byUser = new Map<number, AddedListingChange[]>();
    for (const change of added) byUser.set(change.user_id, [...(byUser.get(change.user_id) ?? []), change]);
    for (const changes of byUser.values()) await enqueueMail(tx, savedPropertyAlertMail(changes, publicUrl));
    return added.length;
  });
}
