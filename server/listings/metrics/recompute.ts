import { type Queryable, yieldToEventLoop } from '../../db/database.ts';
import { writeMetrics } from '../listingsWriteRepository.ts';
import { closedSalesInBox, leasesInBox, listingsInPostalCodes, postalCodesWithStaleMetrics } from '../listingsReadRepository.ts';
import { metricsAgainst } from './computeMetrics.ts';
import { METRICS_VERSION } from './valuation.ts';

const COMP_REACH_DEGREES = 0.08; // a little beyond the 5-mile widest comp radius

/** ZIP codes per round: each round reads, computes and writes once, then `afterRound` may yield or report progress. */
const POSTAL_CODES_PER_ROUND = 200;
/** While serving (the caller passes `afterRound` and a database that yields after each statement): small steps. */
const SUBJECTS_PER_SLICE_WHILE_SERVING = 100;
const SALES_PER_READ_WHILE_SERVING = 1000;
const METRICS_PER_WRITE = 2000;

/** Recomputes and stores metrics for every listing in the ZIPs, with comparables from around them. */
export async function recomputeMetricsForPostalCodes(
  db: Queryable,
  postalCodes: string[],
  today: Date,
  afterRound?: (postalCodesDone: number, of: number) => Promise<void>,
  perRound = afterRound ? 20 : POSTAL_CODES_PER_ROUND,
): Promise<number> {
  let done = 0;
  const serving = Boolean(afterRound);
  for (let i = 0; i < postalCodes.length; i += perRound) {
    const subjects = await listingsInPostalCodes(db, postalCodes.slice(i, i + perRound), serving);
    const located = subjects.filter((s) => s.latitude !== null && s.longitude !== null);
    const lats = located.map((s) => s.latitude!);
    const lngs = located.map((s) => s.longitude!);
    const box = located.length
      ? {
          minLat: Math.min(...lats) - COMP_REACH_DEGREES,
          maxLat: Math.max(...lats) + COMP_REACH_DEGREES,
          minLng: Math.min(...lngs) - COMP_REACH_DEGREES,
          maxLng: Math.max(...lngs) + COMP_REACH_DEGREES,
        }
      : null;
    // Closed sales (closed leases among them) and the leases still listed: the comparables and the rent's pool.
    const sales = box
      ? [...(await closedSalesInBox(db, box, serving ? SALES_PER_READ_WHILE_SERVING : undefined)), ...(await leasesInBox(db, box))]
      : [];
    const metricsOf = metricsAgainst(sales, today);
    // Metrics are per subject: computed (and written) in slices, with a pause between slices when the caller serves
    // requests meanwhile (an import through the running portal), so no slice holds the event loop for long.
    const slice = serving ? SUBJECTS_PER_SLICE_WHILE_SERVING : subjects.length || 1;
    for (let s = 0; s < subjects.length; s += slice) {
      const metrics = metricsOf(subjects.slice(s, s + slice));
      const rows = [...metrics].map(([listing_key, m]) => ({ listing_key, ...m }));
      for (let b = 0; b < rows.length; b += METRICS_PER_WRITE) await writeMetrics(db, rows.slice(b, b + METRICS_PER_WRITE));
      done += rows.length;
      if (serving) await yieldToEventLoop();
    }
    await afterRound?.(Math.min(i + perRound, postalCodes.length), postalCodes.length);
  }
  return done;
}

/**
 * Recomputes, while the portal serves, the metrics of the ZIPs where a listing's stored metrics predate the current valuation
 * rules (METRICS_VERSION): after an upgrade, the property page and the full report agree again once this is done. Answers
 * the listings recomputed (0 when every listing is current).
 */
export async function refreshStaleMetrics(db: Queryable, today: Date, log?: (message: string) => void): Promise<number> {
  const postalCodes = await postalCodesWithStaleMetrics(db, METRICS_VERSION);
  if (postalCodes.length === 0) return 0;
  log?.(`recomputing listing metrics under the current valuation rules in ${postalCodes.length} ZIP codes`);
  let reported = Date.now();
  const done = await recomputeMetricsForPostalCodes(db, postalCodes, today, async (zips, of) => {
    if (Date.now() - reported > 5000 || zips === of) {
      reported = Date.now();
      log?.(`listing metrics: ${zips}/${of} ZIP codes`);
    }
    await yieldToEventLoop();
  });
  return done;
}
