import { describe, expect, it } from 'vitest';
import { demoZips } from '../../../server/listings/demo/geography.ts';
import { demoAuctionOutcome, generateZipListings } from '../../../server/listings/demo/generateListings.ts';

const TODAY = new Date('2026-11-27T00:00:00Z');
const TODAY_DAY = Math.floor(TODAY.getTime() / 86_400_000);
const day = (iso: string) => Math.floor(new Date(iso).getTime() / 86_400_000);

/** Enough demo listings for a few hundred auctions (about 5% of listings are auctions). */
const rows = () => demoZips(8, 'status-test').flatMap((zip) => generateZipListings(zip, 1500, 'status-test', TODAY));

describe('the demo auctions’ status', () => {
  const all = rows();
  // The generator gives auction facts (date, bid, sale type, status) to auctions not yet closed; a closed one has none.
  const auctions = all.filter((row) => row.auction_date !== null);

  it('is given for every auction with a date, and for no other listing', () => {
    expect(auctions.length).toBeGreaterThan(200);
    expect(auctions.every((row) => row.special_listing_conditions.includes('Auction') && row.auction_status)).toBe(true);
    expect(all.filter((row) => row.auction_date === null).every((row) => !row.auction_status)).toBe(true);
  });

  it('is a sale ahead for a listing on the market, a past sale’s outcome for one off it', () => {
    for (const row of auctions) {
      if (['Active', 'Pending'].includes(row.standard_status)) {
        expect(['scheduled', 'postponed']).toContain(row.auction_status);
        expect(day(row.auction_date!)).toBeGreaterThan(TODAY_DAY);
      } else {
        expect(['sold', 'reverted_to_lender', 'cancelled']).toContain(row.auction_status);
        expect(day(row.auction_date!)).toBeLessThan(TODAY_DAY);
        expect(day(row.auction_date!)).toBeLessThanOrEqual(day(row.off_market_date!));
        if (row.standard_status === 'Canceled') expect(row.auction_status).toBe('cancelled');
      }
    }
  });

  it('is mostly scheduled, with every status present', () => {
    const counts: Record<string, number> = {};
    for (const row of auctions) counts[row.auction_status!] = (counts[row.auction_status!] ?? 0) + 1;
    expect(Object.keys(counts).sort()).toEqual(['cancelled', 'postponed', 'reverted_to_lender', 'scheduled', 'sold']);
    expect(counts.scheduled! / auctions.length).toBeGreaterThan(0.5);
    expect(counts.postponed!).toBeLessThan(counts.scheduled!);
  });

  it('is the same on every run', () => {
    const again = rows().filter((row) => row.auction_date !== null);
    expect(again.map((row) => [row.listing_key, row.auction_date, row.auction_status])).toEqual(
      auctions.map((row) => [row.listing_key, row.auction_date, row.auction_status]),
    );
  });

  it('puts an off-market auction 0–10 days before the day the listing left (never today or later), at its hour', () => {
    const offDay = TODAY_DAY - 3;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const outcome = demoAuctionOutcome(seed, 'Withdrawn', '2026-12-20T14:00:00.000Z', offDay, TODAY_DAY);
      expect(day(outcome.auction_date)).toBeGreaterThanOrEqual(offDay - 10);
      expect(day(outcome.auction_date)).toBeLessThanOrEqual(offDay);
      expect(new Date(outcome.auction_date).getUTCHours()).toBe(14);
    }
    // Left the market today: the sale was yesterday at the latest.
    expect(day(demoAuctionOutcome('g', 'Expired', '2026-12-20T14:00:00.000Z', TODAY_DAY, TODAY_DAY).auction_date)).toBeLessThan(TODAY_DAY);
    expect(demoAuctionOutcome('h', 'Canceled', '2026-12-20T14:00:00.000Z', offDay, TODAY_DAY).auction_status).toBe('cancelled');
    expect(demoAuctionOutcome('i', 'Active', '2026-12-20T14:00:00.000Z', null, TODAY_DAY).auction_date).toBe('2026-12-20T14:00:00.000Z');
  });
});
