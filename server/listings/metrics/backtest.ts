import type { Queryable } from '../../db/database.ts';
import { allClosedSales } from '../listingsReadRepository.ts';
import { computeMetrics } from './computeMetrics.ts';
import { median } from './geo.ts';

export interface BacktestResult {
  heldOut: number;
  valued: number;
  mdape: number;
  within10pct: number;
}

/**
 * Holds out each closed sale in Good or Excellent condition (what ARV claims to predict: the price once repaired),
 * values it from the other sales before its close date, and compares with the actual close price.
 */
export async function backtestArv(db: Queryable, options: { sample?: number } = {}): Promise<BacktestResult> {
  const sales = await allClosedSales(db);
  const today = new Date();
  const conditions = computeMetrics(sales, sales, today);
  const renovated = sales.filter((s) => (conditions.get(s.listing_key)?.condition_rank ?? 0) >= 4);
  // Deterministic sample: every k-th sale.
  const step = Math.max(1, Math.floor(renovated.length / (options.sample ?? renovated.length)));
  const heldOut = renovated.filter((_, i) => i % step === 0);
  const errors: number[] = [];
  for (const sale of heldOut) {
    const arv = conditions.get(sale.listing_key)?.arv;
    if (arv && sale.close_price) errors.push(Math.abs(arv - sale.close_price) / sale.close_price);
  }
  return {
    heldOut: heldOut.length,
    valued: errors.length,
    mdape: errors.length ? Math.round(median(errors) * 1000) / 10 : NaN,
    within10pct: errors.length ? Math.round((errors.filter((e) => e <= 0.1).length / errors.length) * 1000) / 10 : NaN,
  };
}
