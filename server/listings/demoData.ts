import type { Queryable } from '../db/database.ts';
import { demoZips } from './demo/geography.ts';
import { generateZipListings } from './demo/generateListings.ts';
import type { ListingMetrics, ListingRow } from './listingRow.ts';
import { refreshLocations, upsertListings, writeExplanations } from './listingsWriter.ts';
import { computeMetrics } from './metrics/computeMetrics.ts';

export const DEFAULT_DEMO_COUNT = 100_000;
const BATCH = 2000;

export interface DemoOptions {
  count?: number;
  seed?: string;
  /** Day the data is generated relative to; today (UTC) by default. */
  today?: Date;
  log?: (message: string) => void;
}

/** Seeds deterministic demo listings (with metrics) when the listings table is empty; answers how many were written. */
export async function seedDemoListingsIfEmpty(db: Queryable, options: DemoOptions = {}): Promise<{ seeded: number }> {
  const [existing] = await db.query('select 1 from listings limit 1');
  if (existing) return { seeded: 0 };
  return { seeded: await seedDemoListings(db, options) };
}

export async function seedDemoListings(db: Queryable, options: DemoOptions = {}): Promise<number> {
  const count = options.count ?? DEFAULT_DEMO_COUNT;
  const seed = options.seed ?? 'propscout-demo';
  const today = options.today ?? new Date(new Date().toISOString().slice(0, 10));
  const started = Date.now();
  const zips = demoZips(count, seed);
  let written = 0;
  // One state at a time: comparables rarely cross state lines, and memory stays flat at a million listings.
  for (let start = 0; start < zips.length; ) {
    let end = start;
    while (end < zips.length && zips[end]!.stateCode === zips[start]!.stateCode) end++;
    const rows: ListingRow[] = [];
    for (let i = start; i < end; i++) {
      const share = Math.floor(count / zips.length) + (i < count % zips.length ? 1 : 0);
      rows.push(...generateZipListings(zips[i]!, share, seed, today));
    }
    const metrics = computeMetrics(rows, rows, today);
    for (const row of rows)
      row.first_seen_at = row.on_market_date && row.on_market_date < today.toISOString() ? row.on_market_date : today.toISOString();
    for (let b = 0; b < rows.length; b += BATCH) {
      const batch = rows.slice(b, b + BATCH).map((row) => ({ ...row, ...metrics.get(row.listing_key)! }));
      await upsertListings(db, batch, { detectRelists: false }); // the generator sets relist time itself
      await writeExplanations(db, JSON.stringify(batch.filter((r) => r.condition !== null).map(explanationOf)));
    }
    written += rows.length;
    options.log?.(`demo listings: ${written}/${count} (${zips[start]!.stateCode}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    start = end;
  }
  await refreshLocations(db);
  await db.query('vacuum analyze listings'); // visibility map: counts become index-only scans
  return written;
}

const explanationOf = (r: ListingRow & ListingMetrics) => ({
  listing_key: r.listing_key,
  arv_comps: r.arv_comps,
  condition_cues: r.condition_cues,
  potential_factors: r.potential_factors,
});
