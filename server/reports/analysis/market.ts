import { median } from '../../listings/metrics/geo.ts';
import { dayOf } from '../../listings/metrics/comps.ts';
import { figure, round, type Figure } from '../../listings/metrics/figure.ts';

/** A closed sale in the ZIP code. */
export interface ZipSale {
  close_date: string;
  close_price: number;
  list_price: number;
  living_area: number | null;
  on_market_date: string | null;
}

export interface MonthPoint {
  month: string;
  median_ppsf: number;
  sales: number;
}

export interface Market {
  postal_code: string;
  sales_12m: number;
  active_listings: number;
  ppsf_trend: MonthPoint[];
  median_ppsf: Figure;
  ppsf_change_pct: Figure;
  median_days_on_market: Figure;
  sale_to_list_pct: Figure;
}

/** Least-squares slope of the points' y over x (0 with fewer than two distinct x). */
export function slope(points: [number, number][]): number {
  const n = points.length;
  const meanX = points.reduce((s, [x]) => s + x, 0) / n;
  const meanY = points.reduce((s, [, y]) => s + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/** Months since year 0: 2025-03 → 2025 × 12 + 2. */
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/**
 * The ZIP's closed sales of the 12 months before the reference day: monthly median $/sq ft and its trend (least-squares slope × 12
 * ÷ mean, % a year), median days on market (close − on-market date) and median sale-to-list (close ÷ list price).
 */
export function marketAnalysis(postalCode: string, sales: ZipSale[], activeListings: number, referenceDate: string): Market {
  const ref = dayOf(referenceDate);
  const recent = sales.filter((s) => ref - dayOf(s.close_date) >= 0 && ref - dayOf(s.close_date) < 365);
  const byMonth = new Map<string, number[]>();
  for (const s of recent) {
    if (!s.living_area) continue;
    const month = s.close_date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), s.close_price / s.living_area]);
  }
  const trend = [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, values]) => ({ month, median_ppsf: round(median(values), 2), sales: values.length }));
  const monthly = trend.map((p) => p.median_ppsf);
  const mean = monthly.length ? monthly.reduce((s, v) => s + v, 0) / monthly.length : 0;
  const change = monthly.length >= 3 ? round(((slope(trend.map((p) => [monthIndex(p.month), p.median_ppsf])) * 12) / mean) * 100, 1) : null;
  const ppsfs = recent.filter((s) => s.living_area).map((s) => s.close_price / s.living_area!);
  const doms = recent.filter((s) => s.on_market_date).map((s) => dayOf(s.close_date) - dayOf(s.on_market_date!));
  const ratios = recent.filter((s) => s.list_price > 0).map((s) => s.close_price / s.list_price);
  return {
    postal_code: postalCode,
    sales_12m: recent.length,
    active_listings: activeListings,
    ppsf_trend: trend,
    median_ppsf: figure(
      ppsfs.length ? round(median(ppsfs), 2) : null,
      'median close price ÷ living area of the ZIP’s sales in the last 12 months',
      { sales: ppsfs.length },
    ),
    ppsf_change_pct: figure(
      change,
      '100 × least-squares slope of the monthly medians per calendar month × 12 ÷ their mean (needs 3 months with sales)',
      { months: monthly.length },
    ),
    median_days_on_market: figure(doms.length ? median(doms) : null, 'median of close date − on-market date', { sales: doms.length }),
    sale_to_list_pct: figure(ratios.length ? round(median(ratios) * 100, 1) : null, '100 × median of close price ÷ list price', {
      sales: ratios.length,
    }),
  };
}
