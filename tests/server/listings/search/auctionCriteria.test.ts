import { describe, expect, it } from 'vitest';
import { describeCriteria } from '../../../../server/downloads/criteria.ts';
import { describeSearch, searchSentence } from '../../../../server/listings/search/filter/schemas.ts';
import { readSearchQuery } from '../../../../server/listings/search/filter/readQuery.ts';
import { searchFiltersOf } from '../../../../server/listings/search/searchQuery.ts';
import { auctionStatusOf, auctionTypeOf } from '../../../../server/listings/search/filter/options.ts';

/** A query as the portal sends it (text), read as the server reads it. */
const read = (sent: Record<string, string>) => readSearchQuery(sent);

describe('the auction filters in words', () => {
  it('write criteria lines after the listing type: the date range, the bids in dollars, the sale types by label', () => {
    const query = read({
      location: 'Miami, FL',
      auction_date_from: '2026-12-01',
      auction_date_to: '2026-12-31',
      opening_bid_min: '50000',
      opening_bid_max: '$150,000',
      auction_type: 'sheriff_sale,Trustee Sale',
      sort_by: 'auction_date',
    });
    expect(describeCriteria(query, searchFiltersOf(query, { auctionList: true }))).toEqual([
      'Location: Miami, FL',
      'Status: Active',
      'Listings: Auctions',
      'Auction date: Dec 1, 2026 – Dec 31, 2026',
      'Opening bid (min): $50,000',
      'Opening bid (max): $150,000',
      'Sale type: Trustee sale, Sheriff sale',
      'Sort: Auction date (earliest first)',
    ]);
  });

  it.each([
    [{ auction_date_from: '2026-12-01' }, 'Auction date: from Dec 1, 2026'],
    [{ auction_date_to: '2027-01-05' }, 'Auction date: until Jan 5, 2027'],
    [{ opening_bid_max: '150000' }, 'Opening bid (max): $150,000'],
    [{ auction_type: 'tax deed' }, 'Sale type: Tax deed'],
    // In the label table's order, whatever the order and spelling sent.
    [{ auction_status: 'reverted,Postponed,canceled' }, 'Auction status: Postponed, Cancelled, Reverted to lender'],
  ])('%o reads "%s"', (fields, line) => {
    const query = read({ location: 'Miami, FL', is_auction: 'true', ...fields });
    expect(describeCriteria(query, searchFiltersOf(query))).toEqual(['Location: Miami, FL', 'Status: Active', 'Listings: Auctions', line]);
  });

  it('join the one description of a search (ledger, saved searches, e-mails)', () => {
    const query = read({
      location: 'Miami, FL',
      property_type: 'auction',
      auction_date_from: '2026-12-01',
      auction_date_to: '2026-12-31',
      opening_bid_max: '150000',
      auction_type: 'trustee,online',
    });
    expect(searchSentence(describeSearch(query))).toBe(
      'Miami, FL · Auctions · Active · auction Dec 1, 2026 – Dec 31, 2026 · opening bid up to $150k · Trustee sale/Online auction',
    );
  });

  it('read a CSV’s or a query’s spelling of a sale type as its stored value', () => {
    expect(['TRUSTEE SALE', "Sheriff's Sale", 'tax-deed', 'Live', 'Courthouse'].map(auctionTypeOf)).toEqual([
      'Trustee Sale',
      'Sheriff Sale',
      'Tax Deed',
      'Live',
      'Courthouse',
    ]);
  });

  it('name the auction statuses in the one description of a search', () => {
    const query = read({ location: 'Miami, FL', is_auction: 'true', auction_type: 'trustee', auction_status: 'sold_at_auction,scheduled' });
    expect(searchSentence(describeSearch(query))).toBe(
      'Miami, FL · Auctions · Active · Trustee sale · auction status: Scheduled, Sold at auction',
    );
  });

  it('read a CSV’s or a query’s spelling of an auction status as its stored value, null when it is none', () => {
    expect(
      ['SCHEDULED', 'Continued', 'canceled', 'Sold to third party', 'sold', 'Reverted to lender', 'REO', 'back-to-bank', 'maybe'].map(
        auctionStatusOf,
      ),
    ).toEqual([
      'scheduled',
      'postponed',
      'cancelled',
      'sold',
      'sold',
      'reverted_to_lender',
      'reverted_to_lender',
      'reverted_to_lender',
      null,
    ]);
  });
});
