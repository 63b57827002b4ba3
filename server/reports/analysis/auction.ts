import type { Assumptions } from './assumptions.ts';
import { figure, round, type Figure } from '../../listings/metrics/figure.ts';

export interface AuctionFacts {
  auction_date: string | null;
  opening_bid: number | null;
  auction_type: string | null;
  venue: string | null;
  /** Where the sale stands (AUCTION_STATUS_LABELS); absent in reports built before it was kept. */
  auction_status?: string | null;
}

export interface Auction extends AuctionFacts {
  max_bid: Figure;
  return_at_opening_bid_pct: Figure;
}

type AuctionAssumptions = Pick<
  Assumptions,
  | 'auction_premium_pct'
  | 'purchase_closing_pct'
  | 'property_tax_pct'
  | 'insurance_pct'
  | 'holding_months'
  | 'utilities_monthly'
  | 'selling_cost_pct'
  | 'target_return_pct'
>;

/**
 * Auctions are bought in cash. Cost of a bid B = B × k + fixed, k = 1 + buyer's premium % + closing % + (tax % + insurance %) × months ÷ 12,
 * fixed = rehab + utilities × months + ARV × selling %. Return = (ARV − cost) ÷ cost, so the highest bid that keeps the target return t is
 * (ARV ÷ (1 + t) − fixed) ÷ k, rounded down to $100 (0 when even a free property misses the target).
 */
export function auctionAnalysis(facts: AuctionFacts, arv: number, rehab: number, a: AuctionAssumptions): Auction {
  const k = 1 + (a.auction_premium_pct + a.purchase_closing_pct + ((a.property_tax_pct + a.insurance_pct) * a.holding_months) / 12) / 100;
  const selling = (arv * a.selling_cost_pct) / 100;
  const fixed = rehab + a.utilities_monthly * a.holding_months + selling;
  const maxBid = Math.max(0, Math.floor((arv / (1 + a.target_return_pct / 100) - fixed) / k / 100) * 100);
  const inputs = { ARV: arv, 'target return %': a.target_return_pct, k: round(k, 4), 'fixed costs': Math.round(fixed) };
  const bid = facts.opening_bid;
  const cost = bid === null ? null : bid * k + fixed;
  return {
    ...facts,
    max_bid: figure(
      maxBid,
      '(ARV ÷ (1 + target return) − fixed costs) ÷ k, rounded down to $100; k = 1 + premium % + closing % + (tax % + insurance %) × months ÷ 12, fixed = rehab + utilities × months + selling costs',
      inputs,
    ),
    return_at_opening_bid_pct: figure(
      cost ? round(((arv - cost) / cost) * 100, 1) : null,
      '100 × (ARV − cost) ÷ cost at the opening bid, cost = bid × k + fixed costs',
      { 'opening bid': bid, k: round(k, 4), 'fixed costs': Math.round(fixed), ARV: arv },
    ),
  };
}
