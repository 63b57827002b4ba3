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
/** Where an event came from (migration 143's check). */
export type EventSource = 'import' | 'feed' | 'demo';

/** A listing's history, newest first, or null when there is no such listing. */
export async function propertyHistory(db: Queryable, listingId: number): Promise<ListingHistory | null> {
  if (!(await listingExists(db, listingId))) return null;
  return { events: await listingEvents(db, listingId) };
}
