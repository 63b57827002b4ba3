import type { Queryable } from '../../server/db/database.ts';

interface Row {
  key: string;
  address: string;
  status: 'Active' | 'Closed';
  price: number;
  close?: number;
  closeDaysAgo?: number;
  area: number;
  dLat: number;
  condition: string;
  type?: string;
  special?: string[];
}

const BASE = { lat: 30.2672, lng: -97.7431, zip: '78701' };

/** A subject at 12 Oak Street with five renovated sales nearby, one Fair sale, one lease and an auction listing. */
export const REPORT_ROWS: Row[] = [
  { key: 'R-SUBJECT', address: '12 Oak St', status: 'Active', price: 200_000, area: 1500, dLat: 0, condition: 'Fair' },
  {
    key: 'R-C1',
    address: '20 Oak St',
    status: 'Closed',
    price: 300_000,
    close: 300_000,
    closeDaysAgo: 30,
    area: 1500,
    dLat: 0.003,
    condition: 'Good',
  },
  {
    key: 'R-C2',
    address: '30 Oak St',
    status: 'Closed',
    price: 310_000,
    close: 305_000,
    closeDaysAgo: 60,
    area: 1500,
    dLat: 0.005,
    condition: 'Good',
  },
  {
    key: 'R-C3',
    address: '40 Oak St',
    status: 'Closed',
    price: 290_000,
    close: 295_000,
    closeDaysAgo: 90,
    area: 1500,
    dLat: 0.007,
    condition: 'Good',
  },
  {
    key: 'R-C4',
    address: '50 Oak St',
    status: 'Closed',
    price: 320_000,
    close: 320_000,
    closeDaysAgo: 20,
    area: 1500,
    dLat: 0.009,
    condition: 'Good',
  },
  {
    key: 'R-C5',
    address: '60 Oak St',
    status: 'Closed',
    price: 280_000,
    close: 290_000,
    closeDaysAgo: 45,
    area: 1500,
    dLat: 0.011,
    condition: 'Good',
  },
  {
    key: 'R-FAIR',
    address: '70 Oak St',
    status: 'Closed',
    price: 200_000,
    close: 210_000,
    closeDaysAgo: 50,
    area: 1500,
    dLat: 0.002,
    condition: 'Fair',
  },
  {
    key: 'R-AUCTION',
    address: '80 Oak St',
    status: 'Active',
    price: 150_000,
    area: 1500,
    dLat: 0.004,
    condition: 'Poor',
    special: ['Auction'],
  },
];

export async function insertReportFixture(db: Queryable): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const r of REPORT_ROWS) {
    const [row] = await db.query<{ id: string }>(
      `insert into listings (listing_key, unparsed_address, address_key, city, state_or_province, postal_code, latitude, longitude, property_type, property_sub_type,
         standard_status, special_listing_conditions, list_price, close_price, close_date, on_market_date, bedrooms_total, bathrooms_total_integer, living_area,
         year_built, condition, auction_date, auction_opening_bid, public_remarks)
       values ($1, $2, $3, 'Austin', 'TX', $4, $5, $6, $7, 'SingleFamilyResidence', $8, $9, $10, $11, current_date - $12::int, current_date - $12::int - 30, 3, 2, $13,
         1990, $14, case when 'Auction' = any($9) then now() + interval '20 days' end, case when 'Auction' = any($9) then 90000 end, 'Fixture.')
       returning id::text as id`,
      [
        r.key,
        r.address,
        `${r.address.toLowerCase()}|${BASE.zip}`,
        BASE.zip,
        BASE.lat + r.dLat,
        BASE.lng,
        r.type ?? 'Residential',
        r.status,
        r.special ?? ['Standard'],
        r.price,
        r.close ?? null,
        r.closeDaysAgo ?? (r.status === 'Closed' ? 10 : null),
        r.area,
        r.condition,
      ],
    );
    ids[r.key] = row!.id;
  }
  // A lease nearby (RESO ResidentialLease: ListPrice is the monthly rent), too few for rental comps.
  await db.query(
    `insert into listings (listing_key, unparsed_address, address_key, city, state_or_province, postal_code, latitude, longitude, property_type, property_sub_type,
       standard_status, list_price, living_area) values ('R-LEASE', '90 Oak St', '90 oak st|78701', 'Austin', 'TX', $1, $2, $3, 'ResidentialLease', 'SingleFamilyResidence', 'Active', 2100, 1500)`,
    [BASE.zip, BASE.lat + 0.001, BASE.lng],
  );
  await db.query(`update listings set arv = 300000, arv_confidence = 80, arv_comp_count = 5 where listing_key = 'R-SUBJECT'`);
  return ids;
}
