import type { NewListing } from '../../savedSearches/savedSearchRuns.ts';
import { sharedListingUrl } from '../../properties/sharedListingToken.ts';
import { savedSearchLink } from '../templates/portalLinks.ts';
import { renderEmail, type RenderedEmail } from '../templates/renderEmail.ts';
import { unsubscribeUrl } from '../unsubscribeToken.ts';
import type { DueEmail, Recipient } from './schedulerRepository.ts';

export interface MailContext {
  publicUrl: string;
  appSecret: string;
}

/** One recipient's message: their placeholders, the listing cards, and their own unsubscribe link (none for a test to oneself). */
export function emailMessage(
  context: MailContext,
  email: DueEmail,
  found: { listings: NewListing[]; total: number; description?: string },
  recipient: Recipient,
): { message: RenderedEmail; unsubscribeUrl: string | null } {
  const unsubscribe = recipient.contact_id === null ? null : unsubscribeUrl(context.publicUrl, context.appSecret, recipient.contact_id);
  const message = renderEmail({
    subject: email.subject,
    body: email.body,
    values: {
      first_name: recipient.first_name,
      last_name: recipient.last_name,
      full_name: `${recipient.first_name} ${recipient.last_name}`.trim(),
      email: recipient.email,
      company: recipient.company,
      listing_count: String(found.total),
      search_name: email.search_name,
      sender_name: email.sender_name || email.sender_email,
    },
    // A recipient has no account: each listing opens through a signed, expiring link that costs the owner nothing.
    listings: found.listings.map((l) => ({ ...l, url: sharedListingUrl(context.publicUrl, context.appSecret, l.id) })),
    total: found.total,
    searchDescription: found.description,
    searchUrl: savedSearchLink(context.publicUrl, email.saved_search_id),
    unsubscribeUrl: unsubscribe,
  });
  return { message, unsubscribeUrl: unsubscribe };
}
