import { describe, expect, it } from 'vitest';
import { confidence, confidenceLevel, estimateArv, type ClosedSale } from '../../../../server/listings/metrics/arv.ts';
import { GeoGrid } from '../../../../server/listings/metrics/geo.ts';

// Day 20,000 since 1970-01-01 is 2024-10-04. One degree of latitude is 69.09 miles (haversine, R = 3,958.8 mi).
const REF = 20_000;
const subject = { listing_key: 'S', latitude: 30, longitude: -97, subtype: 'SingleFamilyResidence', livingArea: 1500 };
const sale = (listing_key: string, dLat: number, over: Partial<ClosedSale> = {}): ClosedSale => ({
  listing_key,
  address: `${listing_key} Comp St`,
  latitude: 30 + dLat,
  longitude: -97,
  subtype: 'SingleFamilyResidence',
  closePrice: 300_000,
  closeDay: REF,
  livingArea: 1500,
  conditionRank: 4,
  ...over,
});

// Three comparables within a mile, each sitting on a boundary of the rules:
// A 0.35 mi, 300,000 for 1,500 sq ft 73 days ago: $200 × (1 + 4% × 73 ÷ 365) = $201.60, Good (rank 4, the lowest accepted)
// B 0.69 mi, 330,000 for 1,650 sq ft today: $200 × (1,650 ÷ 1,500)^0.25 = $200 × 1.02411 = $204.82, Excellent
// C 0.83 mi, 240,000 for 1,200 sq ft (exactly −20%) 364 days ago: $200 × 1.03989 × 0.8^0.25 (0.94574) = $196.69
const A = sale('A', 0.005, { closeDay: REF - 73 });
const B = sale('B', 0.01, { closePrice: 330_000, livingArea: 1650, conditionRank: 5 });
const C = sale('C', -0.012, { closePrice: 240_000, livingArea: 1200, closeDay: REF - 364 });
// Each misses exactly one rule (all within a mile).
const rejected = [
  sale('S', 0.002), // the subject itself
  sale('X1', 0.003, { subtype: 'Condominium' }),
  sale('X2', 0.004, { conditionRank: 3 }), // Fair
  sale('X3', 0.006, { closeDay: REF + 1 }), // after the reference day
  sale('X4', 0.007, { closeDay: REF - 365 }), // 365 days before: outside the 12 months
  sale('X5', 0.008, { livingArea: 1801, closePrice: 360_200 }), // 301 sq ft over: beyond ±20%
];

describe('estimateArv (listing metrics)', () => {
  it('uses only sales that pass every rule, adjusts each for time and size, and takes the median (hand-computed)', () => {
    const result = estimateArv(subject, new GeoGrid([...rejected, C, B, A]), REF);
    expect(result).toEqual({
      arv: 302_000, // median $201.60 × 1,500 = 302,400 → 302,000
      // spread = median(0, 3.22, 4.91) ÷ 201.6 = 0.01597; 100 × (½ × 3/8 + ½ × (1 − 0.01597 ÷ 0.2)) × 1 = 64.76 → 65
      confidence: 65,
      radiusMiles: 1,
      comps: [
        {
          listing_key: 'A',
          address: 'A Comp St',
          distance_miles: 0.35,
          close_price: 300_000,
          close_date: '2024-07-23',
          living_area: 1500,
          price_per_sqft: 200,
          adjusted_price_per_sqft: 201.6,
        },
        {
          listing_key: 'B',
          address: 'B Comp St',
          distance_miles: 0.69,
          close_price: 330_000,
          close_date: '2024-10-04',
          living_area: 1650,
          price_per_sqft: 200,
          adjusted_price_per_sqft: 204.82,
        },
        {
          listing_key: 'C',
          address: 'C Comp St',
          distance_miles: 0.83,
          close_price: 240_000,
          close_date: '2023-10-06',
          living_area: 1200,
          price_per_sqft: 200,
          adjusted_price_per_sqft: 196.69,
        },
      ],
    });
  });

  it('widens to 2 miles when fewer than 3 are found within 1, and the wider radius lowers the confidence', () => {
    // D 1.50 mi, $200 today. Median of 201.60, 204.82, 200 = 201.60; spread = median(0, 3.22, 1.6) ÷ 201.6 = 0.00794
    // 100 × (½ × 3/8 + ½ × (1 − 0.0397)) × 0.9 = 60.09 → 60
    const D = sale('D', 0.0217);
    const result = estimateArv(subject, new GeoGrid([A, B, D, ...rejected]), REF);
    expect(result).toMatchObject({ arv: 302_000, confidence: 60, radiusMiles: 2 });
    expect(result!.comps.map((c) => [c.listing_key, c.distance_miles])).toEqual([
      ['A', 0.35],
      ['B', 0.69],
      ['D', 1.5],
    ]);
  });

  it('at the last radius (5 miles) it values from what there is, even one sale; with none there is no ARV', () => {
    const far = sale('F', 0.058, { closePrice: 285_000 }); // 4.01 mi, $190/sq ft today
    // 190 × 1,500 = 285,000; confidence 100 × ½ × 1/8 × 0.65 = 4.06 → 4
    expect(estimateArv(subject, new GeoGrid([far, ...rejected]), REF)).toMatchObject({
      arv: 285_000,
      confidence: 4,
      radiusMiles: 5,
      comps: [{ listing_key: 'F', distance_miles: 4.01, adjusted_price_per_sqft: 190 }],
    });
    expect(estimateArv(subject, new GeoGrid(rejected), REF)).toBeNull();
    expect(estimateArv(subject, new GeoGrid([sale('G', 0.08)]), REF)).toBeNull(); // 5.53 mi: beyond the last radius
  });

  it('keeps the 8 nearest of more candidates', () => {
    const many = Array.from({ length: 10 }, (_, i) => sale(`N${i}`, 0.001 * (10 - i)));
    const result = estimateArv(subject, new GeoGrid(many), REF);
    expect(result!.comps.map((c) => c.listing_key)).toEqual(['N9', 'N8', 'N7', 'N6', 'N5', 'N4', 'N3', 'N2']);
    expect(result).toMatchObject({ arv: 300_000, confidence: 100 }); // 8 identical comps within a mile
  });
});

describe('confidence and its level', () => {
  it.each([
    // adjusted $/sq ft, radius, expected
    [[100, 100], 1, 63], // two comps already have a spread score: 100 × (½ × 2/8 + ½ × 1) = 62.5 → 63
    [[100], 1, 6], // one comp has none: 100 × ½ × 1/8 = 6.25 → 6
    [[100, 100, 100, 100, 100, 100, 100, 100], 1, 100],
    [[100, 100, 100, 100, 100, 100, 100, 100], 2, 90], // up to 2 mi: × 0.9
    [[100, 100, 100, 100, 100, 100, 100, 100], 3, 80], // up to 3 mi: × 0.8
    [[100, 100, 100, 100, 100, 100, 100, 100], 5, 65], // farther: × 0.65
    [[80, 100, 120], 1, 19], // spread 20 ÷ 100 = 0.2: no spread score, 100 × ½ × 3/8 = 18.75 → 19
  ])('%j at %d mi → %d', (ppsf, radius, expected) => {
    expect(confidence(ppsf, radius)).toBe(expected);
  });

  it.each([
    [null, null],
    [100, 'High'],
    [70, 'High'],
    [69, 'Medium'],
    [40, 'Medium'],
    [39, 'Low'],
    [0, 'Low'],
  ])('%s → %s', (value, level) => {
    expect(confidenceLevel(value)).toBe(level);
  });
});
