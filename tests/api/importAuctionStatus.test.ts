import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsv } from '../../server/listings/import/importCsv.ts';
import { buildTestApp } from './helpers.ts';

/**
 * The CSV import's AuctionStatus column (docs/listings-and-metrics.md): read without case and with the spellings county
 * files use, dropped on a listing that is no auction, a row's error when it is no status; and, on a second import, the
 * file's status stands as given (a moved auction date does not make a status up).
 */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let dir: string;
const HEADER =
  'ListingKey,UnparsedAddress,City,StateOrProvince,PostalCode,PropertyType,StandardStatus,ListPrice,OnMarketDate,SpecialListingConditions,AuctionDate,AuctionOpeningBid,AuctionType,AuctionStatus';
const line = (key: string, special: string, date: string, status: string) =>
  `${key},${key} Gavel Rd,Miami,FL,33101,Residential,Active,200000,2026-10-01,${special},${date},120000,Trustee Sale,${status}`;

const FIRST = [
  HEADER,
  line('A1', 'Auction', '2026-12-05', 'Postponed'),
  line('A2', 'Auction', '2026-12-06', 'sold to third party'),
  line('A3', '"Auction,In Foreclosure"', '2026-12-07', 'REVERTED_TO_LENDER'),
  line('A4', 'Auction', '2026-12-08', 'Canceled'),
  line('A5', 'Auction', '2026-12-09', ''),
  line('S1', 'Standard', '', 'Scheduled'),
  line('BAD', 'Auction', '2026-12-10', 'Maybe later'),
];
// A1 back on schedule; A5's date moved later with still no status given.
const SECOND = [HEADER, line('A1', 'Auction', '2026-12-05', 'scheduled'), line('A5', 'Auction', '2027-01-15', '')];

const write = (name: string, lines: string[]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, lines.join('\n'));
  return file;
};
const statuses = async () =>
  Object.fromEntries(
    (
      await harness.db.query<{ listing_key: string; auction_status: string | null }>(
        'select listing_key, auction_status from listings order by listing_key',
      )
    ).map((row) => [row.listing_key, row.auction_status]),
  );

beforeAll(async () => {
  harness = await buildTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-auction-status-'));
});
afterAll(() => harness.close());

describe('the CSV import of AuctionStatus', () => {
  it('stores each spelling as its status, drops it on a standard listing and skips a row whose status is none', async () => {
    const summary = await importCsv(harness.db, write('first.csv', FIRST));
    expect(summary).toMatchObject({
      read: 7,
      inserted: 6,
      skipped: [
        {
          line: 8,
          reason:
            'AuctionStatus "Maybe later" is not an auction status (Scheduled, Postponed, Cancelled, Sold at auction, Reverted to lender)',
        },
      ],
    });
    expect(await statuses()).toEqual({
      A1: 'postponed',
      A2: 'sold',
      A3: 'reverted_to_lender',
      A4: 'cancelled',
      A5: null,
      S1: null,
    });
  });

  it('takes the status a later file gives, and makes none up when an auction date moves without one', async () => {
    const summary = await importCsv(harness.db, write('second.csv', SECOND));
    expect(summary).toMatchObject({ read: 2, inserted: 0, updated: 2, skipped: [] });
    expect(await statuses()).toMatchObject({ A1: 'scheduled', A5: null });
    const moves = await harness.db.query<{ listing_key: string; old_day: string; new_day: string }>(
      `select l.listing_key, to_char(e.old_auction_date at time zone 'UTC', 'YYYY-MM-DD') as old_day,
         to_char(e.new_auction_date at time zone 'UTC', 'YYYY-MM-DD') as new_day
       from listing_events e join listings l on l.id = e.listing_id where e.kind = 'auction_date_change'`,
    );
    expect(moves).toEqual([{ listing_key: 'A5', old_day: '2026-12-09', new_day: '2027-01-15' }]);
  });
});
