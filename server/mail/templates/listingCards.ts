import type { NewListing } from '../../savedSearches/savedSearchRuns.ts';
import { escapeHtml } from '../../lib/escapeHtml.ts';
import { dayText } from '../../listings/search/filter/describe.ts';
import { moneyOrDash, valueGapText } from '../../lib/money.ts';

export interface CardListing extends NewListing {
  url: string;
}

const cell = 'padding:2px 12px 2px 0;color:#555;font-size:13px';

/** "Auction Dec 5, 2026 · Opening bid $120,000" (the UTC day, as the auction filters read days), or null for a standard listing. */
export function auctionLine(l: Pick<CardListing, 'auction_date' | 'auction_opening_bid'>): string | null {
  if (l.auction_date === null && l.auction_opening_bid === null) return null;
  return `Auction ${l.auction_date ? dayText(l.auction_date.slice(0, 10)) : 'date to be set'} · Opening bid ${moneyOrDash(l.auction_opening_bid)}`;
}

/** One listing as an email-safe card (tables and inline styles: mail clients ignore style sheets). */
export function listingCardHtml(l: CardListing): string {
  const auction = auctionLine(l);
  return `<table role="presentation" width="100%" style="border:1px solid #e0e0e0;border-radius:8px;margin:0 0 12px;border-collapse:separate">
<tr><td style="padding:12px 16px">
<a href="${escapeHtml(l.url)}" style="font-size:16px;font-weight:600;color:#1565c0;text-decoration:none">${escapeHtml(l.address)}</a>
<div style="color:#777;font-size:13px;margin:2px 0 8px">${escapeHtml(`${l.city}, ${l.state} ${l.postal_code}`)}</div>
<table role="presentation"><tr><td style="${cell}">Price</td><td style="${cell}">ARV</td><td style="${cell}">Value gap</td></tr>
<tr><td style="${cell};color:#222;font-weight:600">${moneyOrDash(l.list_price)}</td><td style="${cell};color:#222;font-weight:600">${moneyOrDash(l.arv)}</td>
<td style="${cell};color:#2e7d32;font-weight:600">${escapeHtml(valueGapText(l.value_gap, l.value_gap_pct))}</td></tr></table>
${auction ? `<div style="color:#b71c1c;font-size:13px;font-weight:600;margin-top:6px">${escapeHtml(auction)}</div>\n` : ''}<a href="${escapeHtml(l.url)}" style="display:inline-block;margin-top:8px;font-size:13px;color:#1565c0">View in PropScout</a>
</td></tr></table>`;
}

export function listingCardText(l: CardListing): string {
  const auction = auctionLine(l);
  return [
    `${l.address}, ${l.city}, ${l.state} ${l.postal_code}`,
    `  Price ${moneyOrDash(l.list_price)} · ARV ${moneyOrDash(l.arv)} · Value gap ${valueGapText(l.value_gap, l.value_gap_pct)}`,
    ...(auction ? [`  ${auction}`] : []),
    `  ${l.url}`,
  ].join('\n');
}
