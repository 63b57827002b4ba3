import { AUCTION_TYPE_LABELS, type AuctionStatus, type AuctionType } from '../search/filter/options.ts';
import { addressKey, type ListingRow } from '../listingRow.ts';
import { dayOf, isoDay } from '../metrics/comps.ts';
import type { DemoZip } from './geography.ts';
import { Random } from './prng.ts';
import { demoRemarks } from './remarks.ts';

const DAY_MS = 86_400_000;
const STREETS = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Main',
  'Sunset',
  'Ridge',
  'Meadow',
  'River',
  'Highland',
  'Church',
  'Willow',
  'Mill',
  'Spring',
  'Forest',
  'Lincoln',
  'Jackson',
  'Franklin',
  'Cherry',
  'Walnut',
  'Hickory',
  'Magnolia',
  'Valley',
];
const SUFFIXES = ['St', 'Ave', 'Dr', 'Ln', 'Rd', 'Ct', 'Way', 'Blvd', 'Pl', 'Cir'];
const SUBTYPES = [
  ['SingleFamilyResidence', 68],
  ['Condominium', 12],
  ['Townhouse', 8],
  ['ManufacturedHome', 3],
  ['Duplex', 4],
  ['Triplex', 1.5],
  ['Quadruplex', 1],
  ['UnimprovedLand', 2.5],
] as const;
const SIZE: Record<string, [number, number]> = {
  SingleFamilyResidence: [1800, 550],
  Condominium: [1000, 300],
  Townhouse: [1500, 350],
  ManufacturedHome: [1200, 250],
  Duplex: [2200, 500],
  Triplex: [3000, 600],
  Quadruplex: [3800, 700],
};
const UNITS: Record<string, number> = { Duplex: 2, Triplex: 3, Quadruplex: 4 };
const CONDITION_PRICE = [0.55, 0.72, 0.87, 1, 1.12]; // value factor by true condition rank 1..5
const SPECIAL: [string[], number][] = [
  [['Standard'], 85],
  [['Auction'], 2],
  [['Auction', 'In Foreclosure'], 3],
  [['In Foreclosure'], 3],
  [['Real Estate Owned'], 4],
  [['Short Sale'], 3],
];
/** The search filter's sale types (AUCTION_TYPE_LABELS), every one of them present in the demo data. */
const AUCTION_TYPES = Object.keys(AUCTION_TYPE_LABELS) as AuctionType[];

/** Deterministic listings for one ZIP: facts only (metrics are computed afterwards, as for imported data). */
export function generateZipListings(zip: DemoZip, count: number, seed: string, today: Date): ListingRow[] {
  const rng = new Random(`${seed}:${zip.zipCode}`);
  const zipFactor = Math.exp(rng.normal(0, 0.22));
  const todayDay = dayOf(today);
  const rows: ListingRow[] = [];
  for (let i = 0; rows.length < count; i++) {
    const subtype = rng.weighted(SUBTYPES);
    const land = subtype === 'UnimprovedLand';
    const [meanSize, sdSize] = SIZE[subtype] ?? [0, 0];
    const sqft = land ? null : Math.round(Math.min(6000, Math.max(450, rng.normal(meanSize, sdSize))) / 10) * 10;
    const units = UNITS[subtype] ?? 1;
    const beds =
      sqft === null
        ? null
        : units > 1
          ? units * rng.int(1, 3)
          : Math.min(subtype === 'Condominium' ? 3 : 6, Math.max(1, Math.round(sqft / 600) + rng.int(0, 1)));
    const baths = beds === null ? null : Math.max(units, Math.round(beds * 0.7 + rng.next() * 0.8));
    const yearBuilt = land
      ? null
      : Math.min(
          today.getUTCFullYear(),
          Math.round(
            rng.weighted([
              [rng.between(1900, 1950), 15],
              [rng.between(1950, 2005), 60],
              [rng.between(2005, 2025), 25],
            ]),
          ),
        );
    const special = [...rng.weighted(SPECIAL)];
    const distressed = special[0] !== 'Standard';
    let conditionRank = rng.weighted([
      [5, 15],
      [4, 45],
      [3, 22],
      [2, 12],
      [1, 6],
    ] as const) as number;
    if (distressed && rng.chance(0.6)) conditionRank = Math.max(1, conditionRank - 1);
    if (yearBuilt && yearBuilt > today.getUTCFullYear() - 5) conditionRank = Math.max(conditionRank, 4);
    const lot = land ? rng.int(5000, 200_000) : subtype === 'Condominium' ? null : rng.int(3000, 15_000);
    // Market value today in current condition; larger homes sell for less per square foot.
    const ppsf = zip.basePpsf * zipFactor * Math.exp(rng.normal(0, 0.08));
    const value = land ? lot! * ppsf * 0.05 : ppsf * sqft! * (sqft! / 1800) ** -0.25 * CONDITION_PRICE[conditionRank - 1]!;

    const status = rng.weighted([
      ['Closed', 40],
      ['Active', 44],
      ['Pending', 8],
      ['Withdrawn', 3],
      ['Expired', 3],
      ['Canceled', 2],
    ] as const);
    const auction = special.includes('Auction') && status !== 'Closed';
    let listDay: number,
      closeDay: number | null = null,
      offDay: number | null = null,
      listPrice: number,
      closePrice: number | null = null;
    if (status === 'Closed') {
      closeDay = todayDay - rng.int(5, 720);
      listDay = closeDay - 30 - rng.int(5, 120);
      closePrice = round((value / (1 + (0.04 * (todayDay - closeDay)) / 365)) * rng.between(0.96, 1.03), 500);
      listPrice = round(closePrice / rng.between(0.96, 1.02), 1000);
    } else {
      listDay = todayDay - Math.min(700, Math.round(-45 * Math.log(Math.max(rng.next(), 1e-6))));
      const discount = auction ? 0.75 : special.includes('Real Estate Owned') ? 0.9 : special.includes('Short Sale') ? 0.95 : 1;
      listPrice = round(value * discount * rng.between(0.93, 1.12), 1000);
      if (['Withdrawn', 'Expired', 'Canceled'].includes(status)) offDay = Math.min(todayDay, listDay + rng.int(20, 180));
    }
    const originalPrice = todayDay - listDay > 60 && rng.chance(0.5) ? round(listPrice * rng.between(1.03, 1.12), 1000) : listPrice;
    const number = rng.int(100, 9899);
    const street = `${number} ${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}${subtype === 'Condominium' ? ` Unit ${rng.int(1, 40)}` : ''}`;
    const key = `DEMO-${zip.zipCode}-${String(i).padStart(4, '0')}`;
    const row: ListingRow = {
      listing_key: key,
      unparsed_address: street,
      address_key: addressKey(street, zip.zipCode),
      city: zip.placeName,
      state_or_province: zip.stateCode,
      postal_code: zip.zipCode,
      county_or_parish: zip.countyName,
      latitude: round(zip.latitude + rng.normal(0, 0.012), 0.000001),
      longitude: round(zip.longitude + rng.normal(0, 0.014), 0.000001),
      property_type: land ? 'Land' : units > 1 ? 'ResidentialIncome' : 'Residential',
      property_sub_type: subtype,
      standard_status: status,
      special_listing_conditions: special,
      auction_date: auction ? new Date((todayDay + rng.int(2, 45)) * DAY_MS + rng.int(9, 15) * 3_600_000).toISOString() : null,
      auction_opening_bid: auction ? round(value * rng.between(0.45, 0.65), 1000) : null,
      auction_type: auction ? rng.pick(AUCTION_TYPES) : null,
      auction_venue: auction ? (rng.chance(0.5) ? `${zip.countyName} County Courthouse, ${zip.placeName}` : 'Online auction (demo)') : null,
      list_price: listPrice,
      original_list_price: originalPrice,
      close_price: closePrice,
      close_date: closeDay === null ? null : isoDay(closeDay),
      listing_contract_date: isoDay(listDay - rng.int(0, 5)),
      on_market_date: isoDay(listDay),
      off_market_date: offDay === null ? null : isoDay(offDay),
      prior_days_on_market: 0,
      bedrooms_total: beds,
      bathrooms_total_integer: baths,
      living_area: sqft,
      lot_size_square_feet: lot,
      year_built: yearBuilt,
      public_remarks: demoRemarks(rng, { subtype, beds, baths, city: zip.placeName, conditionRank }),
      media: [],
      is_demo: true,
    };
    if (auction) Object.assign(row, demoAuctionOutcome(`${seed}:${key}`, status, row.auction_date!, offDay, todayDay));
    rows.push(row);
    // Some active listings are relists: an earlier withdrawn listing of the same address carries market time.
    if (status === 'Active' && rng.chance(0.06) && rows.length < count) {
      const prior = rng.int(30, 240);
      const earlierOff = listDay - rng.int(10, 60);
      rows.push({
        ...row,
        listing_key: `${key}-P`,
        standard_status: 'Withdrawn',
        on_market_date: isoDay(earlierOff - prior),
        off_market_date: isoDay(earlierOff),
        listing_contract_date: isoDay(earlierOff - prior),
        list_price: round(listPrice * rng.between(1.03, 1.1), 1000),
        auction_date: null,
        auction_opening_bid: null,
        auction_type: null,
        auction_venue: null,
        auction_status: null,
        special_listing_conditions: ['Standard'],
      });
      row.prior_days_on_market = prior;
      row.original_list_price = rows[rows.length - 1]!.list_price;
    }
  }
  return rows;
}

const round = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Where a demo auction stands (AUCTION_STATUS_LABELS), drawn from its own generator so the rest of the demo data stays as it
 * was. A listing still on the market (Active, Pending) has its sale ahead: mostly scheduled, some postponed (to the date it
 * has). One off the market (Withdrawn, Expired, Canceled) had its sale a few days before it left, and the sale's outcome:
 * sold to a bidder, reverted to the lender, or cancelled (always, for a Canceled listing).
 */
export function demoAuctionOutcome(
  seed: string,
  status: string,
  auctionDate: string,
  offDay: number | null,
  todayDay: number,
): { auction_date: string; auction_status: AuctionStatus } {
  const rng = new Random(`${seed}:auction`);
  if (offDay === null) return { auction_date: auctionDate, auction_status: rng.chance(0.15) ? 'postponed' : 'scheduled' };
  const day = Math.min(offDay, todayDay - 1) - rng.int(0, 10);
  const hour = new Date(auctionDate).getUTCHours();
  const outcome: AuctionStatus =
    status === 'Canceled'
      ? 'cancelled'
      : rng.weighted([
          ['sold', 50],
          ['reverted_to_lender', 35],
          ['cancelled', 15],
        ] as const);
  return { auction_date: new Date(day * DAY_MS + hour * 3_600_000).toISOString(), auction_status: outcome };
}
