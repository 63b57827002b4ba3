import { CopyRows, TextArray } from '../db/copy.ts';
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

/** One chunk ready for the database: COPY text of the listings, their explanations and history (built where the CPU is free). */
export interface ListingCopyChunk {
  rows: number;
  listings: Uint8Array<ArrayBuffer>;
  explanations: Uint8Array<ArrayBuffer>;
  events: Uint8Array<ArrayBuffer>;
}

/**
 * New listings as COPY chunks, as upsertListings would store them: metrics stamped `metricsComputedAt` when a condition was
 * judged, and an explanation for exactly those listings. Rows are written as they are added, so only their text waits for a
 * chunk to fill.
 */
export class ListingCopyChunks {
  readonly #listings = new CopyRows();
  readonly #explanations = new CopyRows();
  readonly #events = new CopyRows();
  constructor(readonly metricsComputedAt: string) {}

  add(rows: NewListing[]): void {
    for (const row of rows) {
      this.#listings.add(LISTING_FIELDS.map((field) => field(row, this.metricsComputedAt)));
      if (row.condition !== null)
        this.#explanations.add([row.id, row.arv_comps, row.condition_cues, row.potential_factors, row.rent_comps]);
      for (const e of row.events) this.#events.add([row.id, e.at, e.kind, e.old_price, e.new_price, e.old_status, e.new_status, 'demo']);
    }
  }

  /** Listings added since the last chunk was taken. */
  get rows(): number {
    return this.#listings.rows;
  }

  /** The listings added since the last chunk, as one chunk of bytes of its own (transferable to another thread). */
  take(): ListingCopyChunk {
    return { rows: this.rows, listings: this.#listings.take(), explanations: this.#explanations.take(), events: this.#events.take() };
  }
}

/** Writes one chunk: its listings, then their explanations and history; answers the listings written. */
export async function copyListingChunk(db: Database, chunk: ListingCopyChunk): Promise<number> {
  const written = await db.copyFrom('listings', LISTING_COLUMNS, chunk.listings);
  if (chunk.explanations.length) await db.copyFrom('listing_explanations', EXPLANATION_COLUMNS, chunk.explanations);
  if (chunk.events.length) await db.copyFrom('listing_events', EVENT_COLUMNS, chunk.events);
  return written;
}
