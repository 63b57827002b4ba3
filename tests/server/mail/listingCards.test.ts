import { describe, expect, it } from 'vitest';
import { listingCardHtml, listingCardText, type CardListing } from '../../../server/mail/templates/listingCards.ts';

const standard: CardListing = {
  id: '1',
  address: '12 Oak St',
  city: 'Miami',
  state: 'FL',
  postal_code: '33101',
  list_price: 250_000,
  arv: 320_000,
  value_gap: 70_000,
  value_gap_pct: 21.9,
  auction_date: null,
  auction_opening_bid: null,
  url: 'https://propscout.test/property/1',
};
const auction: CardListing = { ...standard, auction_date: '2026-12-05T15:00:00Z', auction_opening_bid: 120_000 };

describe('listing cards of alert e-mails', () => {
  it('show an auction’s date and opening bid', () => {
    expect(listingCardHtml(auction)).toContain('Auction Dec 5, 2026 · Opening bid $120,000');
    expect(listingCardText(auction).split('\n')).toEqual([
      '12 Oak St, Miami, FL 33101',
      '  Price $250,000 · ARV $320,000 · Value gap +$70,000 (21.9%)',
      '  Auction Dec 5, 2026 · Opening bid $120,000',
      '  https://propscout.test/property/1',
    ]);
  });

  it('say when an auction’s date is not set yet', () => {
    expect(listingCardText({ ...auction, auction_date: null })).toContain('Auction date to be set · Opening bid $120,000');
  });

  it('leave the auction line out of a standard listing', () => {
    expect(listingCardHtml(standard)).not.toContain('Auction');
    expect(listingCardText(standard)).not.toContain('Auction');
  });
});
