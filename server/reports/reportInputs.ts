import { badRequest } from '../lib/errors.ts';
import { saleOfComp, type SaleRecord } from '../listings/metrics/comps.ts';
import { round } from '../listings/metrics/figure.ts';
import { haversineMiles } from '../listings/metrics/geo.ts';
import { LEASE_RULES, selectLeases } from '../listings/metrics/rent.ts';
import { METRICS_VERSION } from '../listings/metrics/valuation.ts';
import type { ListingEvent } from '../listings/history/schemas.ts';
import type { OwnerRecord } from '../listings/records/schemas.ts';
import type { ReportInputs } from './analysis/buildReport.ts';
import type { PropertyFacts } from './reportsRepository.ts';
import type { salesRepository } from './salesRepository.ts';

/** Radius of the pool of sales a user may add as comparables (the widest comp radius). */
const CANDIDATE_MILES = 5;

/**
 * `history`: the listing's events when the report was made (absent from reports stored before it was kept); `owner`: its
 * property record then (owners, equity, distress; absent before issue 28, null without a record).
 */
export type ReportInputsWithProperty = ReportInputs & { property: PropertyFacts; history?: ListingEvent[]; owner?: OwnerRecord | null };

/**
 * Everything a report of the listing analyses. A listing whose stored metrics are of the current METRICS_VERSION is valued
 * from what they stored (the reference day, the area $/sq ft, the chosen comparables and leases), so the report's default
 * figures are the listing's (property page, search rows, downloads, e-mails, API); the sales around it stay in the pool
 * for the comparables a user adds or excludes. A listing with older metrics is valued afresh as of `today`.
 */
export async function gatherReportInputs(
  reader: ReturnType<typeof salesRepository>,
  p: PropertyFacts,
  today: string,
): Promise<ReportInputsWithProperty> {
  if (!p.living_area || p.latitude === null || p.longitude === null) {
    throw badRequest('This listing has no building or no location to value: a full report needs living area and coordinates.');
  }
  const [lat, lng] = [p.latitude, p.longitude];
  const subtype = p.property_subtype ?? '';
  const stored = await reader.storedValuation(p.id);
  const current = stored?.metrics_version === METRICS_VERSION && stored.valuation_date !== null ? stored : null;
  const referenceDate = current?.valuation_date ?? today;
  const [pool, zip, fresh] = await Promise.all([
    reader.salesNear(lat, lng, CANDIDATE_MILES, referenceDate),
    reader.zipMarket(p.postal_code, referenceDate),
    current
      ? null
      : Promise.all([reader.areaPpsf(lat, lng), reader.leasesNear(lat, lng, LEASE_RULES.radiusMiles)]).then(([areaPpsf, leases]) => ({
          areaPpsf,
          rentalComps: selectLeases(
            subtype,
            leases.map((l) => ({ ...l, distance_mi: round(haversineMiles(lat, lng, l.latitude, l.longitude), 2) })),
          ),
        })),
  ]);
  // The stored comparables as the listing's metrics saw them, then the other sales nearby.
  const storedSales: SaleRecord[] = current
    ? current.arv_comps.map((c) => saleOfComp({ ...c, adjustments: [], added: false }, subtype))
    : [];
  const storedIds = new Set(storedSales.map((s) => s.property_id));
  return {
    property: p,
    referenceDate,
    sales: [...storedSales, ...pool.filter((s) => !storedIds.has(s.property_id))],
    rentalComps: current ? current.rent_comps : fresh!.rentalComps,
    zipSales: zip.sales,
    activeInZip: zip.active,
    areaPpsf: current ? current.area_ppsf : fresh!.areaPpsf,
    chosen: current ? { sale_ids: [...storedIds], radius_mi: current.comp_radius_mi! } : null,
    subject: {
      property_id: p.id,
      latitude: lat,
      longitude: lng,
      subtype,
      living_area: p.living_area,
      year_built: p.year_built,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      list_price: p.list_price,
      condition: p.condition,
      postal_code: p.postal_code,
      auction: p.is_auction
        ? {
            auction_date: p.auction_date,
            opening_bid: p.auction_opening_bid,
            auction_type: p.auction_type,
            venue: p.auction_venue,
            auction_status: p.auction_status,
          }
        : null,
    },
  };
}
