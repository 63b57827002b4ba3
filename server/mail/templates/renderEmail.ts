import { escapeHtml } from '../../lib/escapeHtml.ts';
import { listingCardHtml, listingCardText, type CardListing } from './listingCards.ts';
import { fillPlaceholders, type PlaceholderValues } from './placeholders.ts';

export interface EmailContent {
  subject: string;
  body: string;
  values: PlaceholderValues;
  listings: CardListing[];
  /** All new listings; more than the cards shown adds a "see all" link. */
  total: number;
  /** The saved search in words ("Austin, TX · Active · Fourplex"): the one description a search has everywhere. */
  searchDescription?: string;
  searchUrl: string;
  /** Null for a test sent to the account's own address (not a contact). */
  unsubscribeUrl: string | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The user's text with placeholders filled (escaped in HTML), then the listing cards and the unsubscribe footer. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const subject = fillPlaceholders(content.subject, content.values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const bodyText = fillPlaceholders(content.body, content.values);
  const paragraphs = fillPlaceholders(escapeHtml(content.body), content.values, escapeHtml)
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${p.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const searched = content.searchDescription ? `Search: ${content.searchDescription}` : null;
  const more = content.total > content.listings.length ? content.total - content.listings.length : 0;
  const moreHtml = more
    ? `<p><a href="${escapeHtml(content.searchUrl)}" style="color:#1565c0">See all ${content.total} new listings</a></p>`
    : '';
  const footerHtml = content.unsubscribeUrl
    ? `<p style="color:#888;font-size:12px;margin-top:24px">You receive this because ${escapeHtml(content.values.sender_name)} added you to their PropScout contacts.
<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#888">Unsubscribe</a></p>`
    : '<p style="color:#888;font-size:12px;margin-top:24px">Test message sent to your own address.</p>';
  const html = `<!doctype html><html><body style="margin:0;background:#f5f5f5">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" style="max-width:600px;background:#fff;border-radius:8px;font-family:Arial,sans-serif;color:#222">
<tr><td style="padding:24px">
${paragraphs}
${searched ? `<p style="color:#555;font-size:13px;margin:0 0 12px">${escapeHtml(searched)}</p>` : ''}
${content.listings.map(listingCardHtml).join('\n')}
${moreHtml}
${footerHtml}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    bodyText.trim(),
    '',
    ...(searched ? [searched, ''] : []),
    ...content.listings.map(listingCardText),
    ...(more ? ['', `See all ${content.total} new listings: ${content.searchUrl}`] : []),
    '',
    content.unsubscribeUrl ? `Unsubscribe: ${content.unsubscribeUrl}` : 'Test message sent to your own address.',
  ].join('\n');
  return { subject, html, text };
}
