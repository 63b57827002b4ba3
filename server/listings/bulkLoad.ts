import { copyText, TextArray } from '../db/copy.ts';
import type { Database } from '../db/database.ts';
import type { ListingMetrics, ListingRow } from './listingRow.ts';
import type { DemoEvent, HistoryFacts } from './history/demoHistory.ts';
import { FACT_COLUMNS, METRIC_COLUMNS } from './listingsWriteRepository.ts';

/**
 * Bulk load of new listings through COPY: the listings and their explanations in two COPY statements per chunk, with ids
 * reserved beforehand (reserveListingIds) so the explanations need no join back on listing_key. New listings only (COPY cannot update): the
 * demo seeding of an empty database; imports, which update, go through upsertListings.
 */

/** `events`: the listing's history so far (the demo data's generated one), written with it; `source` demo. */
export type NewListing = ListingRow & ListingMetrics & HistoryFacts & { id: number; first_seen_at: string; events: DemoEvent[] };

const HISTORY_COLUMNS: (keyof HistoryFacts)[] = [
  'status_changed_at',
  'price_drop_pct',
  'price_drop_amount',
  'price_dropped_at',
  'back_on_market_at',
];
const EVENT_COLUMNS = ['listing_id', 'at', 'kind', 'old_price', 'new_price', 'old_status', 'new_status', 'source'];

const LISTING_COLUMNS = [
  'id',
  'listing_key',
  ...FACT_COLUMNS,
  ...METRIC_COLUMNS,
  ...HISTORY_COLUMNS,
  'prior_days_on_market',
  'first_seen_at',
  'metrics_computed_at',
];
const EXPLANATION_COLUMNS = ['listing_id', 'arv_comps', 'condition_cues', 'potential_factors', 'rent_comps'];
/** Each listing column's value, chosen once per column rather than once per row and column. */
const LISTING_FIELDS = LISTING_COLUMNS.map((column): ((row: NewListing, metricsComputedAt: string) => unknown) => {
  if (column === 'special_listing_conditions') return (row) => new TextArray(row.special_listing_conditions);
  if (column === 'metrics_computed_at') return (row, at) => (row.condition !== null ? at : null);
  return (row) => row[column as keyof NewListing];
});

/** One chunk ready for the database: COPY text of the listings and of their explanations (built where the CPU is free). */
export interface ListingCopyChunk {
  rows: number;
  listings: string;
  explanations: string;
  events: string;
}

/**
 * The COPY text of new listings, as upsertListings would store them: metrics stamped `metricsComputedAt` when a condition was
 * judged, and an explanation for exactly those listings.
 */
export function listingCopyChunk(rows: NewListing[], metricsComputedAt: string): ListingCopyChunk {
  const listings = rows.map((row) => LISTING_FIELDS.map((field) => field(row, metricsComputedAt)));
  const explained = rows
    .filter((row) => row.condition !== null)
    .map((row) => [row.id, row.arv_comps, row.condition_cues, row.potential_factors, row.rent_comps]);
  const events = rows.flatMap((row) =>
    row.events.map((e) => [row.id, e.at, e.kind, e.old_price, e.new_price, e.old_status, e.new_status, 'demo']),
  );
  return { rows: rows.length, listings: copyText(listings), explanations: copyText(explained), events: copyText(events) };
}

/** Writes one chunk: its listings, then their explanations and history; answers the listings written. */
export async function copyListingChunk(db: Database, chunk: ListingCopyChunk): Promise<number> {
  const written = await db.copyFrom('listings', LISTING_COLUMNS, chunk.listings);
  if (chunk.explanations) await db.copyFrom('listing_explanations', EXPLANATION_COLUMNS, chunk.explanations);
  if (chunk.events) await db.copyFrom('listing_events', EVENT_COLUMNS, chunk.events);
  return written;
}
