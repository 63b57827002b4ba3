import { GeoGrid, median } from '../../listings/metrics/geo.ts';
import { ARV_RANGE_CALIBRATION, estimateArvFromComps } from '../../listings/metrics/arv.ts';
import { selectComps, type SaleRecord } from '../../listings/metrics/comps.ts';

type Level = 'High' | 'Medium' | 'Low';

export interface RangeBacktest {
  heldOut: number;
  valued: number;
  mdape: number;
  within10pct: number;
  /** Share of held-out sales inside the stated low–high range (ARV_RANGE_CALIBRATION), in %. */
  insideStatedRange: number;
  /** Per confidence level: sales valued and the share inside the stated range. */
  byLevel: Record<Level, { valued: number; inside: number }>;
  /** 10th/90th percentiles of (close ÷ ARV − 1) measured on the even-numbered sales … */
  calibrated: Record<Level, [number, number] | null>;
  /** … and the share of the odd-numbered sales inside ranges built from them (an out-of-sample check), in %. */
  outOfSampleInside: number;
}

/** The q-quantile (0…1) by linear interpolation between order statistics. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : NaN);
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Values each renovated sale (Good or Excellent) from the other sales before it with the report's comps and adjustments, and
 * measures the error and how often the close price falls inside the stated range; calibrates the range percentiles on half
 * the sales and checks them on the other half.
 */
export function backtestReportRange(sales: SaleRecord[], options: { sample?: number } = {}): RangeBacktest {
  const grid = new GeoGrid(sales);
  const renovated = sales.filter((s) => s.condition === 'Good' || s.condition === 'Excellent');
  const step = Math.max(1, Math.floor(renovated.length / (options.sample ?? renovated.length)));
  const heldOut = renovated.filter((_, i) => i % step === 0);
  const results: { error: number; level: Level; inside: boolean; even: boolean }[] = [];
  heldOut.forEach((sale, i) => {
    const near = grid.within(sale.latitude, sale.longitude, 5).map((n) => n.item);
    const subject = { ...sale };
    const { comps, radius_mi } = selectComps(subject, near, sale.close_date, sale.condition!);
    const arv = estimateArvFromComps(comps, radius_mi);
    if (arv.value === null) return;
    results.push({
      error: sale.close_price / arv.value - 1,
      level: arv.confidence_level!,
      inside: sale.close_price >= arv.low! && sale.close_price <= arv.high!,
      even: i % 2 === 0,
    });
  });
  const levels: Level[] = ['High', 'Medium', 'Low'];
  const calibrated = Object.fromEntries(
    levels.map((level) => {
      const errors = results.filter((r) => r.even && r.level === level).map((r) => r.error);
      return [level, errors.length >= 20 ? [round3(quantile(errors, 0.1)), round3(quantile(errors, 0.9))] : null];
    }),
  ) as RangeBacktest['calibrated'];
  const odd = results.filter((r) => !r.even);
  const oddInside = odd.filter((r) => {
    const [lo, hi] = calibrated[r.level] ?? ARV_RANGE_CALIBRATION[r.level];
    return r.error >= lo && r.error <= hi;
  }).length;
  const abs = results.map((r) => Math.abs(r.error) / (1 + r.error));
  return {
    heldOut: heldOut.length,
    valued: results.length,
    mdape: results.length ? Math.round(median(abs) * 1000) / 10 : NaN,
    within10pct: pct(abs.filter((e) => e <= 0.1).length, abs.length),
    insideStatedRange: pct(results.filter((r) => r.inside).length, results.length),
    byLevel: Object.fromEntries(
      levels.map((level) => {
        const at = results.filter((r) => r.level === level);
        return [level, { valued: at.length, inside: pct(at.filter((r) => r.inside).length, at.length) }];
      }),
    ) as RangeBacktest['byLevel'],
    calibrated,
    outOfSampleInside: pct(oddInside, odd.length),
  };
}
