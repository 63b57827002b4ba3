import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { closedSalesInBox, listingsInPostalCodes } from '../../server/listings/listingsReadRepository.ts';
import { upsertListings } from '../../server/listings/listingsWriteRepository.ts';
import { fixtureRow } from './listingFixtures.ts';
import { openTestDatabase } from './helpers.ts';

// The reads an import makes while the portal serves come in small statements; they must return the same rows.
let db: Database;
const AUSTIN_BOX = { minLat: 30.0, maxLat: 30.6, minLng: -98.0, maxLng: -97.5 };

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  // Seven sales in 78701 share one position (ties the keyset must walk through), two in 78704, one in Dallas (outside the box).
  const sales = [
    ...['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'].map((key) => ({
      ...fixtureRow(['A5', '78701', 'SingleFamilyResidence', 'Closed', 300000, 3, 2, 1500, 1990, 'Good', null, null, 20]),
      listing_key: key,
    })),
    ...['T1', 'T2'].map((key) => ({
      ...fixtureRow(['A5', '78704', 'SingleFamilyResidence', 'Closed', 310000, 3, 2, 1500, 1990, 'Good', null, null, 20]),
      listing_key: key,
    })),
    {
      ...fixtureRow(['D1', '75201', 'SingleFamilyResidence', 'Closed', 600000, 5, 4, 3200, 2010, 'Good', null, null, 15]),
      listing_key: 'X1',
    },
    {
      ...fixtureRow(['A1', '78701', 'SingleFamilyResidence', 'Active', 300000, 3, 2, 1500, 1985, 'Fair', 'High', 420000, 10]),
      listing_key: 'ACTIVE1',
    },
  ];
  await upsertListings(db, sales);
});
afterAll(() => db.close());

const keys = (rows: { listing_key: string }[]) => rows.map((r) => r.listing_key).sort();

describe('paged listing reads', () => {
  it('reads closed sales in a box in pages of two: the same nine sales as one statement, none twice', async () => {
    const whole = await closedSalesInBox(db, AUSTIN_BOX);
    const paged = await closedSalesInBox(db, AUSTIN_BOX, 2);
    expect(keys(whole)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'T1', 'T2']);
    expect(keys(paged)).toEqual(keys(whole));
  });

  it('a page size equal to the row count still ends (the last, empty page is read)', async () => {
    expect(keys(await closedSalesInBox(db, AUSTIN_BOX, 9))).toHaveLength(9);
  });

  it('reads ZIPs one statement each with the same rows as one statement', async () => {
    const whole = await listingsInPostalCodes(db, ['78701', '78704']);
    expect(keys(await listingsInPostalCodes(db, ['78701', '78704'], true))).toEqual(keys(whole));
    expect(keys(whole)).toEqual(['ACTIVE1', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'T1', 'T2']);
  });
});
