import type { ListingRow } from '../listingRow.ts';
import type { ListingEvent } from './schemas.ts';

const DAY_MS = 86_400_000;
/** StandardStatus values the generator gives listings that left the market unsold. */
const LEFT_MARKET = new Set(['Withdrawn', 'Expired', 'Canceled']);
/** One active listing in this many (by id) fell out of contract and came back on the market. */
const BACK_ON_MARKET_EVERY = 20;

/** The listing columns the history keeps up to date (migration 143), as the demo listing is written with them. */
export interface HistoryFacts {
  status_changed_at: string | null;
  price_drop_pct: number | null;
  price_drop_amount: number | null;
  price_dropped_at: string | null;
  back_on_market_at: string | null;
}

/** The demo history has no auction moves. */
export type DemoEvent = Omit<ListingEvent, 'source' | 'old_auction_date' | 'new_auction_date'>;

/**
 * A demo listing's generated history, read from its own facts so the two agree (docs/listings-and-metrics.md, "History"):
 * listed at its original price on its market day; a price cut to today's price between half-way and 90% of its time on
 * the market (by id) when the original price was higher; Pending at 95% of that time; Withdrawn, Expired or Canceled on its off-market day; and
 * one active listing in BACK_ON_MARKET_EVERY went pending and came back. Sold listings carry no history (they sold before
 * the portal kept one). Answers the events, oldest first, and the listing's history columns.
 */
export function demoHistory(
  row: Pick<ListingRow, 'standard_status' | 'list_price' | 'original_list_price' | 'on_market_date' | 'off_market_date'> & { id: number },
  today: Date,
): { events: DemoEvent[]; facts: HistoryFacts } {
  const facts: HistoryFacts = {
    status_changed_at: null,
    price_drop_pct: null,
    price_drop_amount: null,
    price_dropped_at: null,
    back_on_market_at: null,
  };
  const status = row.standard_status;
  if (status === 'Closed' || !row.on_market_date) return { events: [], facts };
  const listed = Date.parse(`${row.on_market_date}T00:00:00Z`);
  const end = Math.max(listed, row.off_market_date ? Date.parse(`${row.off_market_date}T00:00:00Z`) : today.getTime());
  // A point of the listing's time on the market, to the minute, never after its end.
  const at = (fraction: number) =>
    new Date(Math.min(end, listed + Math.round(((end - listed) * fraction) / 60_000) * 60_000)).toISOString();
  const original = row.original_list_price ?? row.list_price;
  const events: DemoEvent[] = [
    { at: new Date(listed).toISOString(), kind: 'listed', old_price: null, new_price: original, old_status: null, new_status: 'Active' },
  ];
  const statusChange = (fraction: number, from: string, to: string) => {
    events.push({ at: at(fraction), kind: 'status_change', old_price: null, new_price: null, old_status: from, new_status: to });
    facts.status_changed_at = at(fraction);
  };
  const backOnMarket = status === 'Active' && row.id % BACK_ON_MARKET_EVERY === 0 && end - listed >= 20 * DAY_MS;
  if (backOnMarket) {
    statusChange(0.3, 'Active', 'Pending');
    statusChange(0.6, 'Pending', 'Active');
    facts.back_on_market_at = at(0.6);
  }
  if (original > row.list_price) {
    // Cuts spread from half-way to 90% of the time on the market (by id), so some are recent.
    const when = at(backOnMarket ? 0.8 : 0.5 + (row.id % 5) / 10);
    events.push({ at: when, kind: 'price_change', old_price: original, new_price: row.list_price, old_status: null, new_status: null });
    Object.assign(facts, {
      price_drop_pct: ((original - row.list_price) * 100) / original,
      price_drop_amount: original - row.list_price,
      price_dropped_at: when,
    });
  }
  if (status === 'Pending') statusChange(0.95, 'Active', 'Pending');
  if (LEFT_MARKET.has(status)) statusChange(1, 'Active', status);
  return { events, facts };
}
