import { describe, expect, it } from 'vitest';
import { marketAnalysis, slope, type ZipSale } from '../../../../server/reports/analysis/market.ts';

describe('slope (least squares)', () => {
  it.each([
    [
      [
        [0, 1],
        [1, 3],
        [2, 5],
      ],
      2,
    ],
    [
      [
        [0, 200],
        [2, 220],
        [4, 240],
      ],
      10,
    ],
    [
      [
        [0, 5],
        [1, 5],
      ],
      0,
    ],
    [[[3, 5]], 0],
    [[], 0],
    [
      [
        [0, 3],
        [1, 1],
        [2, 2],
      ],
      -0.5,
    ],
  ] as [[number, number][], number][])('%j → %d', (points, expected) => {
    expect(slope(points)).toBeCloseTo(expected, 9);
  });
});

const s = (
  close_date: string,
  close_price: number,
  list_price: number,
  on_market_date: string | null,
  living_area: number | null = 1000,
): ZipSale => ({ close_date, close_price, list_price, on_market_date, living_area });

describe('marketAnalysis', () => {
  const sales = [
    s('2025-01-15', 200_000, 210_000, '2024-12-16'), // 30 days, 95.2% of list
    s('2025-03-10', 220_000, 200_000, '2025-02-08'), // 30 days, 110%
    s('2025-05-20', 240_000, 240_000, '2025-04-10'), // 40 days, 100%
    s('2024-05-01', 100_000, 100_000, '2024-04-01'), // older than 12 months
    s('2025-08-01', 900_000, 100_000, '2025-07-01'), // after the reference day
  ];

  it('12-month $/sq ft by month and its trend, days on market and sale-to-list (hand-computed)', () => {
    const m = marketAnalysis('10001', sales, 42, '2025-07-01');
    expect(m.sales_12m).toBe(3);
    expect(m.active_listings).toBe(42);
    expect(m.ppsf_trend).toEqual([
      { month: '2025-01', median_ppsf: 200, sales: 1 },
      { month: '2025-03', median_ppsf: 220, sales: 1 },
      { month: '2025-05', median_ppsf: 240, sales: 1 },
    ]);
    expect(m.median_ppsf.value).toBe(220);
    expect(m.ppsf_change_pct.value).toBe(54.5); // $10 a month × 12 ÷ $220
    expect(m.median_days_on_market.value).toBe(30);
    expect(m.sale_to_list_pct.value).toBe(100);
  });

  it('boundaries: under 3 months of sales has no trend; no sales has no figures', () => {
    expect(marketAnalysis('10001', sales.slice(0, 2), 0, '2025-07-01').ppsf_change_pct.value).toBeNull();
    const empty = marketAnalysis('10001', [], 0, '2025-07-01');
    expect([empty.median_ppsf.value, empty.median_days_on_market.value, empty.sale_to_list_pct.value]).toEqual([null, null, null]);
  });

  it('a falling market has a negative trend; unknown areas and dates are left out', () => {
    const falling = [
      s('2025-02-01', 300_000, 300_000, null),
      s('2025-03-01', 290_000, 300_000, null),
      s('2025-04-01', 280_000, 300_000, null, 1000),
      s('2025-04-02', 500_000, 500_000, null, null),
    ];
    const m = marketAnalysis('10001', falling, 0, '2025-07-01');
    expect(m.ppsf_change_pct.value).toBe(-41.4); // −10 × 12 ÷ 290
    expect(m.median_days_on_market.value).toBeNull();
    expect(m.sale_to_list_pct.value).toBe(98.3); // median of 1, 0.9667, 0.9333, 1 = (0.9667 + 1) ÷ 2
  });
});
