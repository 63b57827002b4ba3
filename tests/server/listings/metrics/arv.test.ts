import { describe, expect, it } from 'vitest';
import { ARV_RANGE_CALIBRATION, confidenceRadius, estimateArvFromComps } from '../../../../server/listings/metrics/arv.ts';
import { comp } from './compFixture.ts';
import { quantile } from '../../../../server/reports/analysis/rangeBacktest.ts';

describe('estimateArvFromComps', () => {
  it('median adjusted price, confidence from count, spread and radius, range from the calibration (hand-computed)', () => {
    const arv = estimateArvFromComps([comp(290_000), comp(300_000), comp(310_000)], 1);
    // spread = median(|−10k|, 0, 10k) ÷ 300k = 0.0333; 100 × (½ × 3/8 + ½ × (1 − 0.0333/0.2)) = 60.4 → 60, Medium
    expect(arv).toMatchObject({ value: 300_000, confidence: 60, confidence_level: 'Medium' });
    expect(arv.low).toBe(226_000); // 300,000 × (1 − 0.248) = 225,600 → 226,000
    expect(arv.high).toBe(392_000); // 300,000 × 1.307 = 392,100 → 392,000
    expect(ARV_RANGE_CALIBRATION.Medium).toEqual([-0.248, 0.307]);
  });

  it.each([
    // adjusted prices, distance, value, confidence, level
    [[300_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000], 0.5, 300_000, 100, 'High'],
    [[300_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000], 1.5, 300_000, 90, 'High'], // radius factor 0.9
    [[300_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000], 2.5, 300_000, 80, 'High'],
    [[300_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000], 4, 300_000, 65, 'Medium'],
    [[250_400], 0.5, 250_000, 6, 'Low'], // one comp: 100 × ½ × 1/8 = 6.25, no spread score
    [[200_000, 400_000], 0.5, 300_000, 13, 'Low'], // spread 100k/300k ≥ 0.2: 100 × ½ × 2/8 = 12.5 → 13 (rounds half up)
    [[280_000, 320_000, 300_000, 301_000], 0.5, 301_000, 67, 'Medium'], // median 300,500; |dev| 20,500 19,500 500 500 → 10,000; 0.0333 → 25 + 41.7 = 66.7
  ] as [number[], number, number, number, string][])('%j at %d mi → %d, %d (%s)', (prices, miles, value, confidence, level) => {
    expect(
      estimateArvFromComps(
        prices.map((p) => comp(p, miles)),
        1,
      ),
    ).toMatchObject({ value, confidence, confidence_level: level });
  });

  it('High confidence uses its own calibrated range', () => {
    const arv = estimateArvFromComps(
      Array.from({ length: 8 }, () => comp(200_000)),
      1,
    );
    expect([arv.low, arv.high]).toEqual([153_000, 262_000]); // 200,000 × 0.766 = 153,200; × 1.31 = 262,000
  });

  it('no comps: no ARV, range or confidence', () => {
    expect(estimateArvFromComps([], 1)).toMatchObject({ value: null, low: null, high: null, confidence: null, confidence_level: null });
  });

  it('the confidence radius is the farthest comp when it lies beyond the search radius', () => {
    expect(confidenceRadius([comp(1, 0.5), comp(1, 1.4)], 1)).toBe(1.4);
    expect(confidenceRadius([comp(1, 0.5)], 2)).toBe(2);
  });
});

describe('quantile (linear interpolation)', () => {
  it.each([
    [[1, 2, 3, 4, 5], 0.5, 3],
    [[1, 2, 3, 4, 5], 0.1, 1.4],
    [[1, 2, 3, 4, 5], 0.9, 4.6],
    [[5, 1, 3], 0, 1],
    [[5, 1, 3], 1, 5],
    [[7], 0.3, 7],
  ])('%j at %d → %d', (values, q, expected) => expect(quantile(values, q)).toBeCloseTo(expected, 9));
});
