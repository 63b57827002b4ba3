import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliveryTestBed, emailSetup, schedulerFor } from './deliveryHarness.ts';
import { listing, makeDue } from './searchFixtures.ts';

const bed = deliveryTestBed();

/** An active auction in the ZIP code, new now. */
async function auction(postalCode: string, address: string, date: string, openingBid: number, type: string) {
  await bed.harness.db.query(
    `insert into listings (listing_key, unparsed_address, address_key, city, state_or_province, postal_code, property_type, standard_status,
       special_listing_conditions, auction_date, auction_opening_bid, auction_type, list_price, arv, first_seen_at)
     values ($1, $2, $3, 'Austin', 'TX', $4, 'Residential', 'Active', '{Auction}', $5, $6, $7, $8, $9, now())`,
    [randomUUID(), address, `${address.toLowerCase()}|${postalCode}`, postalCode, date, openingBid, type, openingBid * 2, openingBid * 3],
  );
}

describe('an auction alert e-mail', () => {
  it('mails the auctions its saved auction search matches, each card with its auction date and opening bid', async () => {
    const { email, search } = await emailSetup(bed.harness, {
      postalCode: '73344',
      contacts: [{ first_name: 'Ann', email: 'ann@auction.test' }],
    });
    // The saved search is an auction search with auction filters, as the search form saves it.
    await bed.harness.db.query('update saved_searches set query = $2::jsonb where id = $1', [
      search,
      JSON.stringify({ location: '73344', property_type: 'auction', opening_bid_max: '150000', auction_type: 'Trustee Sale,Sheriff Sale' }),
    ]);
    const since = new Date(Date.now() - 3600_000);
    await auction('73344', '5 Gavel Ct', '2026-12-05T15:00:00Z', 120_000, 'Trustee Sale');
    await auction('73344', '9 Pricey Ave', '2026-12-06T15:00:00Z', 150_001, 'Trustee Sale');
    await auction('73344', '3 Deed Ln', '2026-12-07T15:00:00Z', 90_000, 'Tax Deed');
    await listing(bed.harness.db, { postalCode: '73344', address: '1 Standard St', price: 200_000, arv: 260_000 });
    await makeDue(bed.harness.db, email.id, since);

    await schedulerFor(bed.harness.db).tick();
    expect(await bed.worker.drain()).toBe(1);
    const mail = bed.sink.received[0]!;
    expect(mail.subject).toBe('1 new deals for Ann');
    const html = String(mail.html);
    expect(html).toContain('5 Gavel Ct');
    expect(html).toContain('Auction Dec 5, 2026 · Opening bid $120,000');
    for (const other of ['9 Pricey Ave', '3 Deed Ln', '1 Standard St']) expect(html).not.toContain(other);
    expect(mail.text).toContain('  Auction Dec 5, 2026 · Opening bid $120,000');
  });
});
