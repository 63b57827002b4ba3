import type { ListingMetrics } from '../listingRow.ts';
import type { MetricFacts } from '../listingsReadRepository.ts';
import { dayOf, isEligible, isoDay, nearestEligible, toComp, type CompSubject, type SaleRecord } from './comps.ts';
import { estimateCondition } from './condition.ts';
import { GeoGrid, median } from './geo.ts';
import { investmentPotential } from './investment.ts';
import { LEASE_RULES, selectLeases, type RentalComp } from './rent.ts';
import { afterRepairCondition, METRICS_VERSION, valueProperty } from './valuation.ts';

/** A listing's id as comps and reports name it (the listing key for facts not yet stored, as in some tests). */
const idOf = (l: MetricFacts) => (l.id === undefined ? l.listing_key : String(l.id));
const fullAddress = (l: MetricFacts) => `${l.unparsed_address}, ${l.city}, ${l.state_or_province} ${l.postal_code}`;
/** RESO PropertyType of a lease listing (its ListPrice is the monthly rent): never a comparable sale. */
export const LEASE_TYPE = 'ResidentialLease';
const located = (l: MetricFacts): l is MetricFacts & { latitude: number; longitude: number } => l.latitude !== null && l.longitude !== null;

/**
 * Metrics for `subjects`, with `sales` (closed listings, the subjects may be among them) as comparables and the lease
 * listings among `sales` for the rent. Reference day: `today` for listings on the market, the close date for sold ones
 * (what the backtest measures).
 */
export function computeMetrics(subjects: MetricFacts[], sales: MetricFacts[], today: Date): Map<string, ListingMetrics> {
  return metricsAgainst(sales, today)(subjects);
}

/** A closed sale in the comparables grid: its day number for the window test, its condition judged on first use. */
type GridSale = SaleRecord & { listing_key: string; close_day: number };
type GridLease = RentalComp & { latitude: number; longitude: number; subtype: string };

/**
 * The comparables indexed once, then metrics for any number of subject slices: an import while serving computes a few
 * hundred subjects at a time between requests, and must not re-index tens of thousands of sales for each slice.
 */
export function metricsAgainst(sales: MetricFacts[], today: Date): (subjects: MetricFacts[]) => Map<string, ListingMetrics> {
  const closed = sales.filter(
    (s) => s.standard_status === 'Closed' && s.property_type !== LEASE_TYPE && s.close_price && s.close_date && s.living_area && located(s),
  ) as (MetricFacts & {
    latitude: number;
    longitude: number;
    close_price: number;
    close_date: string;
    living_area: number;
  })[];
  const ppsfGrid = new GeoGrid(closed.map((s) => ({ latitude: s.latitude, longitude: s.longitude, ppsf: s.close_price / s.living_area })));
  // Local median $/sq ft of closed sales, once per grid cell (about 1.4 miles): the price signal for condition.
  const areaCache = new Map<number, number | null>();
  const areaPpsf = (l: { latitude: number; longitude: number }) => {
    const cell = ppsfGrid.cellOf(l.latitude, l.longitude);
    if (!areaCache.has(cell)) {
      const near = ppsfGrid
        .within(l.latitude, l.longitude, 2)
        .slice(0, 60)
        .map((n) => n.item.ppsf);
      areaCache.set(cell, near.length >= 3 ? median(near) : null);
    }
    return areaCache.get(cell)!;
  };
  const year = today.getUTCFullYear();
  const conditionOf = (l: MetricFacts, local: number | null) => {
    const price = l.standard_status === 'Closed' && l.close_price ? l.close_price : l.list_price;
    return estimateCondition({
      remarks: l.public_remarks,
      yearBuilt: l.year_built,
      specialConditions: l.special_listing_conditions,
      year,
      priceRatio: local && l.living_area ? price / l.living_area / local : null,
    });
  };
  const saleGrid = new GeoGrid<GridSale>(
    closed.map((s) => {
      let condition: string | undefined;
      return {
        property_id: idOf(s),
        listing_key: s.listing_key,
        address: fullAddress(s),
        latitude: s.latitude,
        longitude: s.longitude,
        subtype: s.property_sub_type ?? '',
        close_price: s.close_price,
        close_date: s.close_date,
        close_day: dayOf(s.close_date),
        living_area: s.living_area,
        year_built: s.year_built,
        bedrooms: s.bedrooms_total,
        bathrooms: s.bathrooms_total_integer,
        // Judged on first use: only the sales near some subject are ever compared, often a small share of the pool.
        get condition() {
          return (condition ??= conditionOf(s, areaPpsf(s)).condition);
        },
      };
    }),
    // A comparable is of the subject's own subtype: a lookup visits only those.
    (sale) => sale.subtype,
  );
  const leaseGrid = new GeoGrid<GridLease>(
    sales
      .filter((s) => s.property_type === LEASE_TYPE && s.living_area && located(s))
      .map((s) => ({
        property_id: idOf(s),
        address: `${s.unparsed_address}, ${s.city}`,
        latitude: s.latitude!,
        longitude: s.longitude!,
        subtype: s.property_sub_type ?? '',
        distance_mi: 0,
        rent: s.list_price,
        living_area: s.living_area!,
        bedrooms: s.bedrooms_total,
        listed_date: s.close_date ?? s.on_market_date,
      })),
    (lease) => lease.subtype,
  );

  const todayDay = dayOf(today);
  return (subjects) => {
    const result = new Map<string, ListingMetrics>();
    for (const l of subjects) {
      const local = located(l) ? areaPpsf(l) : null;
      const metrics: ListingMetrics = {
        arv: null,
        arv_confidence: null,
        arv_comp_count: 0,
        rehab_estimate: null,
        rent_estimate: null,
        condition: null,
        condition_rank: null,
        investment_potential: null,
        investment_rank: null,
        arv_comps: [],
        condition_cues: [],
        potential_factors: [],
        rent_comps: [],
        metrics_version: null,
        valuation_date: null,
        area_ppsf: null,
        comp_radius_mi: null,
      };
      result.set(l.listing_key, metrics);
      if (!l.living_area) continue; // land: no building to judge or value per square foot
      const condition = conditionOf(l, local);
      Object.assign(metrics, { condition: condition.condition, condition_rank: condition.rank, condition_cues: condition.cues });
      if (!located(l)) continue;
      const referenceDay = l.standard_status === 'Closed' && l.close_date ? dayOf(l.close_date) : todayDay;
      const referenceDate = isoDay(referenceDay);
      const subject: CompSubject = {
        property_id: idOf(l),
        latitude: l.latitude,
        longitude: l.longitude,
        subtype: l.property_sub_type ?? '',
        living_area: l.living_area,
        year_built: l.year_built,
        bedrooms: l.bedrooms_total,
        bathrooms: l.bathrooms_total_integer,
      };
      const { chosen, radius_mi } = nearestEligible((miles) =>
        saleGrid.within(
          l.latitude,
          l.longitude,
          miles,
          (sale) => isEligible(subject, sale, referenceDay - sale.close_day),
          subject.subtype,
        ),
      );
      const comps = chosen.map(({ item }) => ({
        ...toComp(subject, item, referenceDate, afterRepairCondition(condition.condition), false),
        listing_key: item.listing_key,
      }));
      const leases = selectLeases(
        subject.subtype,
        leaseGrid
          .within(l.latitude, l.longitude, LEASE_RULES.radiusMiles, undefined, subject.subtype)
          .map(({ item, miles }) => ({ ...item, distance_mi: round2(miles) })),
      );
      const value = valueProperty(
        { living_area: l.living_area, list_price: l.list_price, condition: condition.condition },
        comps,
        radius_mi,
        leases,
        local,
      );
      // What a report needs to reproduce these figures (see reportInputs.ts), stored whatever the outcome.
      Object.assign(metrics, {
        metrics_version: METRICS_VERSION,
        valuation_date: referenceDate,
        area_ppsf: local,
        comp_radius_mi: radius_mi,
        arv_comps: comps.map(storedComp),
        rent_comps: leases,
      });
      const arv = value.arv;
      if (arv.value === null) continue;
      const rehab = value.rehab.total.value!;
      const rent = value.rent.value;
      const endDay = l.close_date ? dayOf(l.close_date) : l.off_market_date ? dayOf(l.off_market_date) : todayDay;
      const dom = l.on_market_date ? endDay - dayOf(l.on_market_date) + l.prior_days_on_market : 0;
      const potential = investmentPotential({
        listPrice: l.list_price,
        arv: arv.value,
        rehab,
        rent,
        condition: condition.condition,
        daysOnMarket: dom,
        arvConfidence: arv.confidence!,
      });
      Object.assign(metrics, {
        arv: arv.value,
        arv_confidence: arv.confidence,
        arv_comp_count: comps.length,
        rehab_estimate: rehab,
        rent_estimate: rent,
        investment_potential: potential.potential,
        investment_rank: potential.rank,
        potential_factors: potential.factors,
      });
    }
    return result;
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** A comparable as stored with the listing: the sale's facts a report rebuilds it from, and its adjusted price (not each adjustment). */
function storedComp({ adjustments: _adjustments, added: _added, ...comp }: ReturnType<typeof toComp> & { listing_key: string }) {
  return comp;
}
