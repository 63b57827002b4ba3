import { describe, expect, it } from 'vitest';
import { computeMetrics } from '../../../../server/listings/metrics/computeMetrics.ts';
import { saleOfComp, type Comp } from '../../../../server/listings/metrics/comps.ts';
import { METRICS_VERSION, valueProperty } from '../../../../server/listings/metrics/valuation.ts';
import type { MetricFacts } from '../../../../server/listings/listingsReadRepository.ts';
import { analyseReport, type ReportInputs } from '../../../../server/reports/analysis/buildReport.ts';

// One market worked by hand: a subject at (40, -75) on 2025-07-01 and three renovated sales north of it, all 1,600 sq ft,
// built 1990, 3 bd / 2 ba, so only the time adjustment (4% a year) moves their prices.
const TODAY = new Date('2025-07-01T00:00:00Z');
const north = (miles: number) => 40 + miles / 69.0934;
const listing = (id: number, over: Partial<MetricFacts>): MetricFacts => ({
  id,
  listing_key: `K${id}`,
  unparsed_address: `${id} Main St`,
  city: 'Town',
  state_or_province: 'PA',
  postal_code: '19000',
  latitude: 40,
  longitude: -75,
  property_type: 'Residential',
  property_sub_type: 'SingleFamilyResidence',
  standard_status: 'Closed',
  special_listing_conditions: ['Standard'],
  list_price: 300_000,
  close_price: null,
  close_date: null,
  on_market_date: '2025-06-01',
  off_market_date: null,
  prior_days_on_market: 0,
  bedrooms_total: 3,
  bathrooms_total_integer: 2,
  living_area: 1600,
  year_built: 1990,
  public_remarks: 'Well maintained.',
  ...over,
});
const sold = (id: number, miles: number, price: number, date: string) =>
  listing(id, { latitude: north(miles), close_price: price, list_price: price, close_date: date });
const lease = (id: number, miles: number, rent: number, area: number) =>
  listing(id, {
    latitude: north(miles),
    property_type: 'ResidentialLease',
    standard_status: 'Active',
    list_price: rent,
    living_area: area,
  });

// Closed 181, 91 and 273 days before 2025-07-01 at $200, $187.50 and $193.75 a sq ft (area median $193.75).
const A = sold(2, 0.5, 320_000, '2025-01-01'); // time +320,000 × 4% × 181/365 = +6,347 → +6,300: 326,300
const B = sold(3, 0.7, 300_000, '2025-04-01'); // +2,992 → +3,000: 303,000
const C = sold(4, 0.9, 310_000, '2024-10-01'); // +9,274.5 → +9,300: 319,300
// List $125/sq ft, 65% of the area median (−0.75), "needs TLC" (−1.25), 35 years old (0): score −2 → Poor.
const subject = listing(1, { standard_status: 'Active', list_price: 200_000, public_remarks: 'Needs TLC.' });

describe('computeMetrics: the one valuation (hand-computed)', () => {
  it('values from the 3 adjusted comps, rehab with contingency, rent-to-value, and stores what a report needs', () => {
    const closedLease = { ...lease(5, 0.2, 2000, 1600), standard_status: 'Closed', close_price: 2000, close_date: '2025-05-01' };
    const m = computeMetrics([subject], [A, B, C, closedLease], TODAY).get('K1')!;
    expect(m).toMatchObject({
      condition: 'Poor',
      arv: 319_000, // median of 326,300, 303,000, 319,300, to $1,000
      // 100 × (½ × 3/8 + ½ × (1 − (7,000 ÷ 319,300) ÷ 0.2)) × 1 (all within 1 mi) = 63.2
      arv_confidence: 63,
      arv_comp_count: 3,
      // $50 (Poor) × √(193.75 ÷ 200) = $49.21/sq ft × 1,600 = 78,736, + 10% = 86,609.6 → 86,500
      rehab_estimate: 86_500,
      // one lease (fewer than 3): 319,000 × 0.75% × (200 ÷ 199.375)^0.4 = 2,395.5 → 2,400
      rent_estimate: 2400,
      metrics_version: METRICS_VERSION,
      valuation_date: '2025-07-01',
      area_ppsf: 193.75,
      comp_radius_mi: 1,
    });
    // The closed lease is no comparable sale (and not in the area's $/sq ft), but it is a lease the rent read.
    expect((m.arv_comps as { property_id: string; adjusted_price: number }[]).map((c) => [c.property_id, c.adjusted_price])).toEqual([
      ['2', 326_300],
      ['3', 303_000],
      ['4', 319_300],
    ]);
    expect(m.rent_comps).toEqual([
      {
        property_id: '5',
        address: '5 Main St, Town',
        distance_mi: 0.2,
        rent: 2000,
        living_area: 1600,
        bedrooms: 3,
        listed_date: '2025-05-01',
      },
    ]);
  });

  it('rents from 3 or more leases: median rent per sq ft × living area, to $25', () => {
    // $1.25, $1.40 and $1.2857/sq ft: median 1.2857 × 1,600 = 2,057.1 → 2,050
    const leases = [lease(5, 0.2, 2000, 1600), lease(6, 0.4, 2100, 1500), lease(7, 0.6, 1800, 1400)];
    const m = computeMetrics([subject], [A, B, C, ...leases], TODAY).get('K1')!;
    expect(m.rent_estimate).toBe(2050);
    expect((m.rent_comps as { property_id: string }[]).map((l) => l.property_id)).toEqual(['5', '6', '7']);
  });

  it('an Excellent home is valued as Excellent (nothing to repair): its Good comps are adjusted up by 1.12 ÷ 1', () => {
    // "Fully renovated" (+2.5, +1.5, capped at 3), $200/sq ft at the area's $193.75 (0): score 3 → Excellent.
    const excellent = listing(1, { standard_status: 'Active', list_price: 320_000, public_remarks: 'Fully renovated.' });
    const m = computeMetrics([excellent], [A, B, C], TODAY).get('K1')!;
    // + 12% of each price: A 326,300 + 38,400 = 364,700; B 303,000 + 36,000 = 339,000; C 319,300 + 37,200 = 356,500 → 357,000
    expect(m).toMatchObject({ condition: 'Excellent', arv: 357_000, rehab_estimate: 0 });
  });

  it('a sold listing is valued on its close day, without itself as a comparable', () => {
    const m = computeMetrics([C], [A, B, C], TODAY).get('K4')!;
    // On 2024-10-01 only sales before it count: A and B closed later, so no comparable and no ARV.
    expect(m).toMatchObject({ valuation_date: '2024-10-01', arv: null, arv_comp_count: 0, arv_comps: [] });
  });
});

describe('the full report with default assumptions reproduces the stored metrics', () => {
  it('from the stored comps, reference day and area $/sq ft: the same ARV, rehab and rent', () => {
    const m = computeMetrics([subject], [A, B, C], TODAY).get('K1')!;
    const comps = m.arv_comps as Comp[];
    const inputs: ReportInputs = {
      subject: {
        property_id: '1',
        latitude: 40,
        longitude: -75,
        subtype: 'SingleFamilyResidence',
        living_area: 1600,
        year_built: 1990,
        bedrooms: 3,
        bathrooms: 2,
        list_price: 200_000,
        condition: m.condition,
        postal_code: '19000',
        auction: null,
      },
      sales: comps.map((c) => saleOfComp(c, 'SingleFamilyResidence')),
      rentalComps: [],
      zipSales: [],
      activeInZip: 0,
      areaPpsf: m.area_ppsf,
      referenceDate: m.valuation_date!,
      chosen: { sale_ids: comps.map((c) => c.property_id), radius_mi: m.comp_radius_mi! },
    };
    const report = analyseReport(inputs);
    expect([report.arv.value, report.rehab.total.value, report.rent.value, report.arv.confidence]).toEqual([319_000, 86_500, 2400, 63]);
    expect(report.lp_arv.value).toBe(0.627); // 200,000 ÷ 319,000
    expect(report.value_gap.value).toBe(119_000);
    // A user's choice recomputes from the same inputs: without comp C the median of 326,300 and 303,000 is 314,650 → 315,000.
    expect(analyseReport(inputs, { excluded_comp_ids: ['4'] }).arv.value).toBe(315_000);
  });
});

describe('valueProperty', () => {
  const comp = (adjusted: number): Comp => ({
    property_id: String(adjusted),
    address: 'x',
    latitude: 40,
    longitude: -75,
    distance_mi: 0.1,
    sold_date: '2025-06-01',
    price: adjusted,
    living_area: 1000,
    year_built: null,
    bedrooms: null,
    bathrooms: null,
    condition: 'Good',
    adjustments: [],
    adjusted_price: adjusted,
    added: false,
  });

  it('without local sales the cost index reads ARV ÷ living area; a report may override the rate and contingency', () => {
    // ARV 250,000 over 1,000 sq ft: $250/sq ft, index √1.25 = 1.118; Fair $25 × 1.118 = $27.95 × 1,000 × 1.1 = 30,745 → 30,500
    const v = valueProperty(
      { living_area: 1000, list_price: 150_000, condition: 'Fair' },
      [comp(240_000), comp(250_000), comp(260_000)],
      1,
      [],
      null,
    );
    expect([v.arv.value, v.areaPpsf, v.rehabPerSqft, v.rehab.total.value]).toEqual([250_000, 250, 27.95, 30_500]);
    // $40/sq ft × 1,000 × 1.2 = 48,000
    const o = valueProperty({ living_area: 1000, list_price: 150_000, condition: 'Fair' }, [comp(250_000)], 1, [], null, {
      rehabPerSqft: 40,
      contingencyPct: 20,
    });
    expect(o.rehab.total.value).toBe(48_000);
  });

  it('no comps: no ARV, rent from the list price, rehab at $200/sq ft', () => {
    // Good $8 × √(200 ÷ 200) × 1,000 × 1.1 = 8,800 → 9,000; rent 150,000 × 0.75% × (200 ÷ 150)^0.4 = 1,262.2 → 1,250
    const v = valueProperty({ living_area: 1000, list_price: 150_000, condition: 'Good' }, [], 1, [], null);
    expect([v.arv.value, v.areaPpsf, v.rehab.total.value, v.rent.value, v.rent.method]).toEqual([null, 200, 9000, 1250, 'rent_to_value']);
  });
});
