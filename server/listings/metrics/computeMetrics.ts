import type { ListingMetrics } from '../listingRow.ts';
import type { MetricFacts } from '../listingsReadRepository.ts';
import { estimateArv, type ClosedSale } from './arv.ts';
import { estimateCondition } from './condition.ts';
import { GeoGrid, median } from './geo.ts';
import { investmentPotential, rehabEstimate, rentEstimate } from './investment.ts';

const DAY_MS = 86_400_000;
const dayOf = (date: string | Date) => Math.floor(new Date(date).getTime() / DAY_MS);
const located = (l: MetricFacts): l is MetricFacts & { latitude: number; longitude: number } => l.latitude !== null && l.longitude !== null;

/**
 * Metrics for `subjects`, with `sales` (closed listings, the subjects may be among them) as comparables.
 * Reference day: `today` for listings on the market, the close date for sold ones (what the backtest measures).
 */
export function computeMetrics(subjects: MetricFacts[], sales: MetricFacts[], today: Date): Map<string, ListingMetrics> {
  return metricsAgainst(sales, today)(subjects);
}

/**
 * The comparables indexed once, then metrics for any number of subject slices: an import while serving computes a few
 * hundred subjects at a time between requests, and must not re-index tens of thousands of sales for each slice.
 */
export function metricsAgainst(sales: MetricFacts[], today: Date): (subjects: MetricFacts[]) => Map<string, ListingMetrics> {
  const closed = sales.filter(
    (s) => s.standard_status === 'Closed' && s.close_price && s.close_date && s.living_area && located(s),
  ) as (MetricFacts & {
    latitude: number;
    longitude: number;
    close_price: number;
    close_date: string;
    living_area: number;
  })[];
  const ppsfGrid = new GeoGrid(closed.map((s) => ({ latitude: s.latitude, longitude: s.longitude, ppsf: s.close_price / s.living_area })));
  // Local median $/sq ft of closed sales, once per grid cell (about 1.4 miles): the price signal for condition.
  const areaCache = new Map<string, number | null>();
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
  const saleGrid = new GeoGrid<ClosedSale>(
    closed.map((s) => {
      let rank: number | undefined;
      return {
        listing_key: s.listing_key,
        address: s.unparsed_address,
        latitude: s.latitude,
        longitude: s.longitude,
        subtype: s.property_sub_type ?? '',
        closePrice: s.close_price,
        closeDay: dayOf(s.close_date),
        livingArea: s.living_area,
        // Judged on first use: only the sales near some subject are ever compared, often a small share of the pool.
        get conditionRank() {
          return (rank ??= conditionOf(s, areaPpsf(s)).rank);
        },
      };
    }),
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
      };
      result.set(l.listing_key, metrics);
      if (!l.living_area) continue; // land: no building to judge or value per square foot
      const condition = conditionOf(l, local);
      Object.assign(metrics, { condition: condition.condition, condition_rank: condition.rank, condition_cues: condition.cues });
      if (!located(l)) continue;
      const referenceDay = l.standard_status === 'Closed' && l.close_date ? dayOf(l.close_date) : todayDay;
      const arv = estimateArv(
        {
          listing_key: l.listing_key,
          latitude: l.latitude,
          longitude: l.longitude,
          subtype: l.property_sub_type ?? '',
          livingArea: l.living_area,
        },
        saleGrid,
        referenceDay,
      );
      if (!arv) continue;
      const rehab = rehabEstimate(condition.condition, l.living_area, local ?? arv.arv / l.living_area);
      const rent = rentEstimate(arv.arv, l.living_area);
      const endDay = l.close_date ? dayOf(l.close_date) : l.off_market_date ? dayOf(l.off_market_date) : todayDay;
      const dom = l.on_market_date ? endDay - dayOf(l.on_market_date) + l.prior_days_on_market : 0;
      const potential = investmentPotential({
        listPrice: l.list_price,
        arv: arv.arv,
        rehab,
        rent,
        condition: condition.condition,
        daysOnMarket: dom,
        arvConfidence: arv.confidence,
      });
      Object.assign(metrics, {
        arv: arv.arv,
        arv_confidence: arv.confidence,
        arv_comp_count: arv.comps.length,
        arv_comps: arv.comps,
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
