import type { Database } from '../db/database.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';
import { moneyText } from '../lib/money.ts';
import { enqueueMail, type DirectMail } from '../mail/outbox/outboxRepository.ts';
import { savedSearchChangeMatches } from '../savedSearches/changeMatches.ts';
import { insertSavedPropertyNotifications, insertSavedSearchNotifications, type AddedListingChange } from './notificationsRepository.ts';
import { NOTIFICATION_KIND_LABELS, notificationText } from './schemas.ts';

/** How the e-mail logs name these messages (those with a saved search's changes too: the name is older than them). */
export const SAVED_PROPERTY_ALERT_EMAIL = 'Saved property alert';

const WHY_PROPERTY =
  'You get this e-mail because you saved these properties in PropScout; remove one from your saved properties to stop its alerts.';
const WHY_SEARCH =
  "You get this e-mail because your saved searches alert on these changes of the listings they match; change a search's alerts on its page in Saved searches to stop them.";
const WHY_BOTH =
  "You get this e-mail because you saved these properties, or your saved searches alert on these changes of the listings they match; remove a property from your saved properties, or change a search's alerts on its page in Saved searches, to stop them.";

/**
 * One e-mail for the changes one scan found for one user: the same words as the bell (a saved search's match names the
 * search), each with its property's link.
 */
export function savedPropertyAlertMail(changes: AddedListingChange[], publicUrl: string): DirectMail {
  const [first] = changes as [AddedListingChange];
  const items = changes.map((change) => ({
    label: NOTIFICATION_KIND_LABELS[change.kind],
    ...notificationText(change.kind, change.data, moneyText),
  }));
  const bySearch = changes.filter((change) => change.data.saved_search).length;
  const about =
    bySearch === 0
      ? 'your saved properties'
      : bySearch === changes.length
        ? 'listings your saved searches match'
        : 'your saved properties and searches';
  const subject = items.length === 1 ? `${items[0]!.label}: ${items[0]!.title}` : `${items.length} changes to ${about}`;
  const greeting = first.firstname ? `Hello ${first.firstname},` : 'Hello,';
  const why = bySearch === 0 ? WHY_PROPERTY : bySearch === changes.length ? WHY_SEARCH : WHY_BOTH;
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
 * The listing changes recorded after `since` of saved properties, and of listings that saved searches alerting on them
 * match: a notification per user and change (the bell; a user who saved the property and whose search matches it is told
 * once, of the saved property) and one e-mail per user with what was new to them, in one transaction, so a change is
 * notified and mailed once (another replica's scan, or the next, finds nothing new). Answers how many notifications were added.
 */
export async function notifyListingChanges(db: Database, since: Date, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const added = [
      ...(await insertSavedPropertyNotifications(tx, since)),
      ...(await insertSavedSearchNotifications(tx, await savedSearchChangeMatches(tx, since))),
    ];
    // Node 20 has no Map.groupBy; saved properties' changes come first for each user.
    const byUser = new Map<number, AddedListingChange[]>();
    for (const change of added) byUser.set(change.user_id, [...(byUser.get(change.user_id) ?? []), change]);
    for (const changes of byUser.values()) await enqueueMail(tx, savedPropertyAlertMail(changes, publicUrl));
    return added.length;
  });
}
