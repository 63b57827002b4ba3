/**
 * A listing's history as the API answers it (GET /properties/{id}/history/) and the words the timeline shows for each
 * event. Plain TypeScript beside TypeBox: the client imports this file.
 */
import { Type, type Static } from 'typebox';

export const ListingEventSchema = Type.Object({
  at: Type.String({ format: 'date-time', description: 'When the change was seen.' }),
  kind: Type.Union([
    Type.Literal('listed'),
    Type.Literal('price_change'),
    Type.Literal('status_change'),
    Type.Literal('auction_date_change'),
  ]),
  old_price: Type.Union([Type.Number(), Type.Null()], { description: 'List price before, dollars (price changes).' }),
  new_price: Type.Union([Type.Number(), Type.Null()], { description: 'List price after, dollars (listed, price changes).' }),
  old_status: Type.Union([Type.String(), Type.Null()], { description: 'RESO StandardStatus before (status changes).' }),
  new_status: Type.Union([Type.String(), Type.Null()], { description: 'RESO StandardStatus after (listed, status changes).' }),
  old_auction_date: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Auction date before (auction date changes).',
  }),
  new_auction_date: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Auction date after (auction date changes).',
  }),
  source: Type.Union([Type.Literal('import'), Type.Literal('feed'), Type.Literal('demo')]),
});
export type ListingEvent = Static<typeof ListingEventSchema>;
export const ListingHistorySchema = Type.Object({
  events: Type.Array(ListingEventSchema, { maxItems: 1000, description: 'Newest first; at most the 1,000 latest.' }),
});
export type ListingHistory = Static<typeof ListingHistorySchema>;

/** Where an event was seen, in words (the timeline names it beside each event). */
export const EVENT_SOURCE_LABELS: Record<ListingEvent['source'], string> = {
  import: 'Listing import',
  feed: 'MLS feed',
  demo: 'Demo history',
};

const FOR_SALE = ['Active', 'ComingSoon'];
const STATUS_WORDS: Record<string, string> = { ComingSoon: 'Coming soon', ActiveUnderContract: 'Under contract', Closed: 'Sold' };
const statusWord = (status: string | null) => (status ? (STATUS_WORDS[status] ?? status) : 'unknown');

/** An auction's day as the auction filters read it (a UTC day): "Mar 3, 2026". */
const auctionDay = (value: string | null) =>
  value ? new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : 'no date';

/**
 * An event in words, money written by `money`: "Listed at $325,000", "Price cut $325,000 → $299,000 (−8.0%)",
 * "Price raised $299,000 → $310,000 (+3.7%)", "Back on market (Expired → Active)", "Status Active → Pending",
 * "Auction moved Mar 3, 2026 → Mar 10, 2026".
 */
export function eventText(event: ListingEvent, money: (n: number) => string): string {
  if (event.kind === 'auction_date_change')
    return `Auction moved ${auctionDay(event.old_auction_date)} → ${auctionDay(event.new_auction_date)}`;
  if (event.kind === 'listed') return event.new_price !== null ? `Listed at ${money(event.new_price)}` : 'Listed';
  if (event.kind === 'price_change' && event.old_price !== null && event.new_price !== null) {
    const pct = ((event.new_price - event.old_price) / event.old_price) * 100;
    const change = `${money(event.old_price)} → ${money(event.new_price)} (${pct < 0 ? '−' : '+'}${Math.abs(pct).toFixed(1)}%)`;
    return `${event.new_price < event.old_price ? 'Price cut' : 'Price raised'} ${change}`;
  }
  const change = `${statusWord(event.old_status)} → ${statusWord(event.new_status)}`;
  if (FOR_SALE.includes(event.new_status ?? '') && !FOR_SALE.includes(event.old_status ?? '') && event.old_status !== 'Closed')
    return `Back on market (${change})`;
  return `Status ${change}`;
}
