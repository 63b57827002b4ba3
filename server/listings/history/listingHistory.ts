import type { Queryable } from '../../db/database.ts';
import { listingEvents, listingExists } from './listingHistoryRepository.ts';
import type { ListingHistory } from './schemas.ts';

/**
 * The rules of a listing's history (issue 28; docs/listings-and-metrics.md, "History"). Every change of a listing's price
 * or RESO StandardStatus is kept as an event; a new listing gets a 'listed' event. The listing also carries the latest facts
 * the search filters on, so a search never reads the events:
 * - `status_changed_at`: when StandardStatus last changed (null until a change is seen);
 * - `price_drop_pct`, `price_drop_amount`, `price_dropped_at`: the most recent price change with a lower new price, the
 *   amount and the percent of the old price (kept when the price later rises);
 * - `back_on_market_at`: when the listing last went from Pending or off market (Withdrawn, Expired, Canceled…) back to
 *   for sale (Active, ComingSoon); it counts as "back on market" while it stays for sale.
 */
export const EVENT_SOURCES = ['import', 'feed', 'demo'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** The portal statuses (migration 010's generated `status`) a listing comes back on the market from. */
export const LEFT_MARKET_STATUSES = ['pending', 'off_market'] as const;

/** The percent of the old price a drop is, as stored (unrounded). */
export const priceDropPct = (oldPrice: number, newPrice: number) => ((oldPrice - newPrice) / oldPrice) * 100;

/** A listing's history, newest first, or null when there is no such listing. */
export async function propertyHistory(db: Queryable, listingId: number): Promise<ListingHistory | null> {
  if (!(await listingExists(db, listingId))) return null;
  return { events: await listingEvents(db, listingId) };
}
