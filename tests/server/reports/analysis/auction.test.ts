import { describe, expect, it } from 'vitest';
import { auctionAnalysis } from '../../../../server/reports/analysis/auction.ts';
import { baseAssumptions } from './fixtures.ts';

const facts = { auction_date: '2025-08-01T15:00:00.000Z', opening_bid: 100_000, auction_type: 'Online', venue: 'County courthouse' };

describe('auctionAnalysis: the highest bid that keeps the target return', () => {
  // k = 1 + (5 + 2 + 1.8 × 6 ÷ 12) ÷ 100 = 1.079; fixed = 30,000 + 200 × 6 + 24,000 = 55,200
  it.each([
    [20, 180_500], // (300,000 ÷ 1.2 − 55,200) ÷ 1.079 = 180,537.5
    [0, 226_800], // (300,000 − 55,200) ÷ 1.079 = 226,876.7
    [50, 134_100], // (200,000 − 55,200) ÷ 1.079 = 134,198.3
    [500, 0], // 50,000 − 55,200 < 0: no bid keeps 500%
  ])('target %d%% → max bid %d', (target, expected) => {
    const a = auctionAnalysis(facts, 300_000, 30_000, baseAssumptions({ target_return_pct: target }));
    expect(a.max_bid.value).toBe(expected);
  });

  it('the max bid keeps the target and $100 more would not (rounded down)', () => {
    const a = auctionAnalysis(facts, 300_000, 30_000, baseAssumptions());
    const ret = (bid: number) => (300_000 - (bid * 1.079 + 55_200)) / (bid * 1.079 + 55_200);
    expect(ret(a.max_bid.value!)).toBeGreaterThanOrEqual(0.2);
    expect(ret(a.max_bid.value! + 100)).toBeLessThan(0.2);
  });

  it('return at the opening bid and the auction facts', () => {
    const a = auctionAnalysis(facts, 300_000, 30_000, baseAssumptions());
    expect(a.return_at_opening_bid_pct.value).toBe(83.9); // (300,000 − 163,100) ÷ 163,100
    expect(a).toMatchObject({ auction_date: facts.auction_date, opening_bid: 100_000, venue: 'County courthouse' });
    expect(auctionAnalysis({ ...facts, opening_bid: null }, 300_000, 30_000, baseAssumptions()).return_at_opening_bid_pct.value).toBeNull();
  });
});
