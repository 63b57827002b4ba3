import { listingCopyChunk, type ListingCopyChunk, type NewListing } from '../bulkLoad.ts';
import type { ListingRow } from '../listingRow.ts';
import { demoHistory } from '../history/demoHistory.ts';
import { computeMetrics } from '../metrics/computeMetrics.ts';
import { demoZips } from './geography.ts';
import { generateZipListings } from './generateListings.ts';

export interface DemoChunkPlan {
  count: number;
  seed: string;
  /** Day the data is generated relative to (UTC midnight). */
  today: Date;
  /** The first of `count` ids reserved for the listings (reserveListingIds). */
  firstId: number;
  /** Listings per chunk: one COPY each, so the loop serving requests is never held long. */
  chunkRows: number;
  /** metrics_computed_at of every listing with metrics. */
  metricsComputedAt: string;
}

/**
 * The demo listings with their metrics as COPY chunks, state by state: comparables rarely cross state lines, and memory stays
 * flat at a million listings. Pure computation (no database), so it can run in a worker thread beside the loading.
 */
export function* demoChunks(plan: DemoChunkPlan): Generator<ListingCopyChunk & { stateCode: string }> {
  const { count, seed, today } = plan;
  const todayIso = today.toISOString();
  const zips = demoZips(count, seed);
  let nextId = plan.firstId;
  for (let start = 0; start < zips.length; ) {
    let end = start;
    while (end < zips.length && zips[end]!.stateCode === zips[start]!.stateCode) end++;
    const rows: ListingRow[] = [];
    for (let i = start; i < end; i++) {
      const share = Math.floor(count / zips.length) + (i < count % zips.length ? 1 : 0);
      rows.push(...generateZipListings(zips[i]!, share, seed, today));
    }
    // Ids first: the comparables a listing's metrics store name their sales by id.
    for (const row of rows) row.id = nextId++;
    const metrics = computeMetrics(rows, rows, today);
    // The generated rows take their metrics in place: no copy of a hundred thousand wide objects.
    const listings: NewListing[] = rows.map((row) => {
      const { events, facts } = demoHistory(row as ListingRow & { id: number }, today);
      return Object.assign(row as ListingRow & { id: number }, metrics.get(row.listing_key)!, facts, {
        // As if the feed had delivered each listing when it went on the market.
        first_seen_at: row.on_market_date && row.on_market_date < todayIso ? row.on_market_date : todayIso,
        events,
      });
    });
    for (let b = 0; b < listings.length; b += plan.chunkRows)
      yield { ...listingCopyChunk(listings.slice(b, b + plan.chunkRows), plan.metricsComputedAt), stateCode: zips[start]!.stateCode };
    start = end;
  }
}
