import { ListingCopyChunks, type ListingCopyChunk, type NewListing } from '../bulkLoad.ts';
import type { ListingRow } from '../listingRow.ts';
import type { Comp } from '../metrics/comps.ts';
import { demoHistory } from '../history/demoHistory.ts';
import { LEASE_TYPE, metricsAgainst } from '../metrics/computeMetrics.ts';
import { demoZips, LISTINGS_PER_ZIP, type DemoZip } from './geography.ts';
import { generateZipListings } from './generateListings.ts';

export interface DemoChunkPlan {
  count: number;
  seed: string;
  /** Day the data is generated relative to (UTC midnight). */
  today: Date;
  /** The first of `count` ids reserved for the listings (reserveListingIds). */
  firstId: number;
  /** Listings per chunk (whole ZIPs, so at least this many but for a state's last): one COPY each, so the loop serving requests is never held long. */
  chunkRows: number;
  /** metrics_computed_at of every listing with metrics. */
  metricsComputedAt: string;
  /** This generator's share of the states when several run side by side (demoPartsOf); all of them when absent. */
  part?: { index: number; of: number };
}

/** One state's ZIPs, how many listings each gets, and the ids they take: the same whichever generator writes the state. */
export interface DemoStatePlan {
  stateCode: string;
  zips: { zip: DemoZip; share: number }[];
  firstId: number;
  listings: number;
}

/** The states in the order of demoZips, each with its listings' ids: ids follow that order whatever the split. */
export function demoStatePlans(count: number, seed: string, firstId: number): DemoStatePlan[] {
  const zips = demoZips(count, seed);
  const states: DemoStatePlan[] = [];
  let nextId = firstId;
  zips.forEach((zip, i) => {
    const share = Math.floor(count / zips.length) + (i < count % zips.length ? 1 : 0);
    let state = states.at(-1);
    if (state?.stateCode !== zip.stateCode) states.push((state = { stateCode: zip.stateCode, zips: [], firstId: nextId, listings: 0 }));
    state.zips.push({ zip, share });
    state.listings += share;
    nextId += share;
  });
  return states;
}

/** The states split into `of` parts of about equal listings (largest state first, to the lightest part), each in id order. */
export function demoPartsOf(states: DemoStatePlan[], of: number): DemoStatePlan[][] {
  const parts = Array.from({ length: of }, () => ({ listings: 0, states: [] as DemoStatePlan[] }));
  for (const state of [...states].sort((a, b) => b.listings - a.listings || a.firstId - b.firstId)) {
    const lightest = parts.reduce((min, part) => (part.listings < min.listings ? part : min));
    lightest.listings += state.listings;
    lightest.states.push(state);
  }
  return parts.map((part) => part.states.sort((a, b) => a.firstId - b.firstId));
}

/**
 * The share of closed sales and leases a listing's metrics may take as comparables. Up to LISTINGS_PER_ZIP listings a ZIP
 * (every ZIP listed: about 2.9 million) all of them; past that, ZIPs only grow denser, and a deterministic sample keeps the
 * comparables as dense as at that size, so pricing a listing costs the same at 20 million as at 1 million (a denser pool
 * would only find its comparables in a smaller circle).
 */
export const comparableShare = (count: number, zips: number) => Math.min(1, (LISTINGS_PER_ZIP * zips) / count);

/**
 * A chosen comparable as the demo data stores it: by reference to its sale, whose facts are read with it (storedCompsSql).
 * Demo sales never change once seeded, so the reference reads what the valuation saw, in half the bytes to write: the
 * comparables were 40% of the COPY text of a seeding.
 */
const compReference = ({ property_id, distance_mi, adjusted_price }: Comp) => ({ property_id, distance_mi, adjusted_price });

/** Knuth's multiplicative hash of the id onto [0, 1): a sample that does not follow the generation order. */
const sampled = (id: number, share: number) => share >= 1 || Math.imul(id, 2654435761) >>> 0 < share * 4294967296;

/**
 * The demo listings with their metrics as COPY chunks, state by state (comparables rarely cross state lines), each state's
 * priced by pricedStateListings and its comparables stored by reference. Pure computation (no database), so it runs in
 * worker threads beside the loading, one per part.
 */
export function* demoChunks(plan: DemoChunkPlan): Generator<ListingCopyChunk & { stateCode: string }> {
  const { count, seed, today } = plan;
  const states = demoStatePlans(count, seed, plan.firstId);
  const share = comparableShare(
    count,
    states.reduce((n, state) => n + state.zips.length, 0),
  );
  const mine = plan.part ? demoPartsOf(states, plan.part.of)[plan.part.index]! : states;
  const chunks = new ListingCopyChunks(plan.metricsComputedAt);
  for (const state of mine) {
    // Each ZIP's rows become COPY text as soon as they are priced, so only text waits for a chunk to fill: the wide row
    // objects die young, where collecting them is cheap, instead of surviving into the old generation.
    for (const zipRows of pricedStateListings(state, seed, today, share)) {
      for (const row of zipRows) row.arv_comps = (row.arv_comps as Comp[]).map(compReference);
      chunks.add(zipRows);
      if (chunks.rows >= plan.chunkRows) yield { ...chunks.take(), stateCode: state.stateCode };
    }
    if (chunks.rows) yield { ...chunks.take(), stateCode: state.stateCode };
  }
}

/**
 * A state's listings ZIP by ZIP with their metrics (the comparables whole, as computeMetrics stores them) and history. The
 * state is generated twice from its seed: once keeping only its comparables (closed sales and leases, `share` of them),
 * then ZIP by ZIP, priced against them, so memory stays flat whatever the count.
 */
export function* pricedStateListings(state: DemoStatePlan, seed: string, today: Date, share: number): Generator<NewListing[]> {
  const todayIso = today.toISOString();
  // Ids first, in both passes: the comparables a listing's metrics store name their sales by id.
  const zipListings = function* () {
    let nextId = state.firstId;
    for (const { zip, share: listings } of state.zips) {
      const rows = generateZipListings(zip, listings, seed, today);
      for (const row of rows) row.id = nextId++;
      yield rows as (ListingRow & { id: number })[];
    }
  };
  const comparables: ListingRow[] = [];
  for (const rows of zipListings())
    for (const row of rows)
      if ((row.standard_status === 'Closed' || row.property_type === LEASE_TYPE) && sampled(row.id, share)) comparables.push(row);
  const metricsOf = metricsAgainst(comparables, today);
  for (const rows of zipListings()) {
    const metrics = metricsOf(rows);
    // The generated rows take their metrics in place: no copy of wide objects.
    yield rows.map((row) => {
      const { events, facts } = demoHistory(row, today);
      return Object.assign(row, metrics.get(row.listing_key)!, facts, {
        // As if the feed had delivered each listing when it went on the market.
        first_seen_at: row.on_market_date && row.on_market_date < todayIso ? row.on_market_date : todayIso,
        events,
      });
    });
  }
}
