import type { Queryable } from '../../server/db/database.ts';
import { addressKey, type ListingMetrics, type ListingRow } from '../../server/listings/listingRow.ts';
import { refreshLocations, upsertListings } from '../../server/listings/listingsWriteRepository.ts';

const CONDITION_RANK: Record<string, number> = { Excellent: 5, Good: 4, Fair: 3, Poor: 2, 'Very Poor': 1 };
const POTENTIAL_RANK: Record<string, number> = { Excellent: 4, High: 3, Medium: 2, Low: 1 };
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const PLACES = {
  '78701': ['Austin', 'TX', 'Travis', 30.27, -97.74],
  '78704': ['Austin', 'TX', 'Travis', 30.24, -97.76],
  '75201': ['Dallas', 'TX', 'Dallas', 32.79, -96.8],
  '78664': ['Round Rock', 'TX', 'Williamson', 30.51, -97.67],
  '33101': ['Miami', 'FL', 'Miami-Dade', 25.77, -80.19],
} as const;

type Spec = [
  key: string,
  zip: keyof typeof PLACES,
  type: string,
  status: string,
  price: number,
  beds: number | null,
  baths: number | null,
  sqft: number | null,
  yearBuilt: number | null,
  condition: string | null,
  potential: string | null,
  arv: number | null,
  dom: number,
];

// Small fixed data set: every filter test names the keys it expects.
export const FIXTURE: Spec[] = [
  ['A1', '78701', 'SingleFamilyResidence', 'Active', 300000, 3, 2, 1500, 1985, 'Fair', 'High', 420000, 10],
  ['A2', '78701', 'Condominium', 'Active', 450000, 2, 2, 1100, 2015, 'Excellent', 'Low', 440000, 40],
  ['A3', '78704', 'SingleFamilyResidence', 'Active', 250000, 4, 3, 2200, 1970, 'Poor', 'Excellent', 500000, 100],
  ['A4', '78704', 'Townhouse', 'Pending', 380000, 3, 3, 1700, 2005, 'Good', 'Medium', 400000, 20],
  ['A5', '78701', 'SingleFamilyResidence', 'Closed', 410000, 3, 2, 1600, 1999, 'Good', null, null, 50],
  ['A6', '78704', 'SingleFamilyResidence', 'Withdrawn', 275000, 3, 1, 1300, 1960, 'Poor', 'Medium', 330000, 70],
  ['A7', '78701', 'SingleFamilyResidence', 'Active', 180000, 3, 2, 1400, 1978, 'Very Poor', 'High', 350000, 60],
  ['A8', '78704', 'SingleFamilyResidence', 'Active', 220000, 4, 2, 1900, 1990, 'Fair', 'Excellent', 390000, 5],
  ['A9', '78701', 'SingleFamilyResidence', 'Active', 350000, 3, 2, 1550, 1995, 'Good', 'Medium', 390000, 5],
  ['A10', '78704', 'Duplex', 'Active', 520000, 4, 4, 2400, 1982, 'Fair', 'High', 650000, 200],
  ['D1', '75201', 'SingleFamilyResidence', 'Active', 600000, 5, 4, 3200, 2010, 'Excellent', 'Low', 580000, 15],
  ['D2', '75201', 'Condominium', 'Active', 200000, 1, 1, 700, 1984, 'Good', 'Medium', 215000, 30],
  ['R1', '78664', 'SingleFamilyResidence', 'Active', 330000, 3, 2, 1800, 2001, 'Good', 'Medium', 360000, 8],
  ['M1', '33101', 'Condominium', 'Active', 700000, 2, 2, 1200, 2018, 'Excellent', 'Low', 690000, 12],
  ['L1', '78701', 'UnimprovedLand', 'Active', 150000, null, null, null, null, null, null, null, 25],
];

const SPECIAL: Record<string, string[]> = {
  A3: ['Short Sale'],
  A7: ['Auction', 'In Foreclosure'],
  A8: ['Auction'],
  A10: ['Real Estate Owned'],
};
const AUCTION_IN_DAYS: Record<string, number> = { A7: 10, A8: 3 };
const PRIOR_DOM: Record<string, number> = { A9: 120 };

export function fixtureRow([
  key,
  zip,
  subtype,
  status,
  price,
  beds,
  baths,
  sqft,
  yearBuilt,
  condition,
  potential,
  arv,
  dom,
]: Spec): ListingRow & ListingMetrics {
  const [city, state, county, lat, lng] = PLACES[zip];
  const address = `${100 + FIXTURE.findIndex((s) => s[0] === key)} Fixture St`;
  const type = subtype === 'Duplex' ? 'ResidentialIncome' : subtype === 'UnimprovedLand' ? 'Land' : 'Residential';
  const auctionDays = AUCTION_IN_DAYS[key];
  return {
    listing_key: key,
    unparsed_address: address,
    address_key: addressKey(address, zip),
    city,
    state_or_province: state,
    postal_code: zip,
    county_or_parish: county,
    latitude: lat,
    longitude: lng,
    property_type: type,
    property_sub_type: subtype,
    standard_status: status,
    special_listing_conditions: SPECIAL[key] ?? ['Standard'],
    auction_date: auctionDays ? new Date(Date.now() + auctionDays * 86_400_000).toISOString() : null,
    auction_opening_bid: auctionDays ? Math.round(price * 0.6) : null,
    auction_type: auctionDays ? 'Online' : null,
    auction_venue: auctionDays ? 'County courthouse steps' : null,
    list_price: price,
    original_list_price: price,
    close_price: status === 'Closed' ? price - 5000 : null,
    close_date: status === 'Closed' ? daysAgo(0) : null,
    listing_contract_date: daysAgo(dom),
    on_market_date: daysAgo(dom),
    off_market_date: status === 'Withdrawn' ? daysAgo(0) : null,
    prior_days_on_market: PRIOR_DOM[key] ?? 0,
    bedrooms_total: beds,
    bathrooms_total_integer: baths,
    living_area: sqft,
    lot_size_square_feet: 6000,
    year_built: yearBuilt,
    public_remarks: `Fixture listing ${key}.`,
    media: [],
    is_demo: false,
    arv,
    arv_confidence: arv ? 70 : null,
    arv_comp_count: arv ? 5 : 0,
    rehab_estimate: arv ? 20000 : null,
    rent_estimate: arv ? Math.round(arv * 0.007) : null,
    condition,
    condition_rank: condition ? CONDITION_RANK[condition]! : null,
    investment_potential: potential,
    investment_rank: potential ? POTENTIAL_RANK[potential]! : null,
    arv_comps: [],
    condition_cues: [],
    potential_factors: [],
    rent_comps: [],
    metrics_version: null,
    valuation_date: null,
    area_ppsf: null,
    comp_radius_mi: null,
  };
}

/** Inserts the fixture; answers listing ids by key. */
export async function insertFixture(db: Queryable): Promise<Record<string, string>> {
  await upsertListings(db, FIXTURE.map(fixtureRow));
  await refreshLocations(db);
  const rows = await db.query<{ id: string; listing_key: string }>('select id::text as id, listing_key from listings');
  return Object.fromEntries(rows.map((r) => [r.listing_key, r.id]));
}
