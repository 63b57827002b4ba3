import { CONDITION_LABELS, POTENTIAL_LABELS } from '../listings/search/filter/schemas.ts';

const CONDITIONS = Object.keys(CONDITION_LABELS);
const POTENTIALS = Object.keys(POTENTIAL_LABELS);
import type { PropertySummary } from '../listings/search/schemas.ts';

const CITIES = [
  ['Austin', 'TX', '78701'],
  ['Dallas', 'TX', '75201'],
  ['Miami', 'FL', '33101'],
  ['Phoenix', 'AZ', '85004'],
] as const;

/** Plausible search rows without a database (benchmark and writer tests); deterministic per index. */
export function syntheticRow(i: number): PropertySummary {
  const [city, state, zip] = CITIES[i % CITIES.length]!;
  const price = 150_000 + ((i * 7919) % 600) * 1000;
  const arv = i % 11 === 0 ? null : Math.round(price * (1 + ((i % 40) - 10) / 100));
  const auction = i % 9 === 0;
  return {
    id: String(i + 1),
    listing_key: `SYN${String(i).padStart(7, '0')}`,
    address: `${100 + (i % 9000)} ${i % 5 === 0 ? 'Ñandú "Oak", Apt 2' : 'Main St'}`,
    city,
    state,
    postal_code: zip,
    county: 'Demo',
    latitude: 30,
    longitude: -97,
    property_type: 'Residential',
    property_subtype: 'SingleFamilyResidence',
    status: 'for_sale',
    standard_status: 'Active',
    special_listing_conditions: auction ? ['Auction'] : ['Standard'],
    is_auction: auction,
    auction_date: auction ? '2026-03-14T15:00:00Z' : null,
    auction_opening_bid: auction ? Math.round(price * 0.6) : null,
    auction_type: auction ? 'Online' : null,
    auction_venue: null,
    auction_status: auction ? 'scheduled' : null,
    list_price: price,
    original_list_price: price,
    close_price: null,
    close_date: null,
    on_market_date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    days_on_market: i % 200,
    cumulative_days_on_market: i % 250,
    bedrooms: 1 + (i % 5),
    bathrooms: 1 + (i % 3),
    living_area: 800 + (i % 30) * 50,
    lot_size_sqft: 6000,
    year_built: 1950 + (i % 70),
    arv,
    arv_confidence: arv ? 50 + (i % 45) : null,
    value_gap: arv ? arv - price : null,
    value_gap_pct: arv ? Math.round((1000 * (arv - price)) / arv) / 10 : null,
    lp_arv: arv ? Math.round((1000 * price) / arv) / 1000 : null,
    rehab_estimate: arv ? 15_000 + (i % 20) * 1000 : null,
    rent_estimate: arv ? Math.round(arv * 0.007) : null,
    condition: CONDITIONS[i % CONDITIONS.length]!,
    investment_potential: POTENTIALS[i % POTENTIALS.length]!,
    thumbnail_url: '',
    has_photos: false,
    is_demo: true,
    is_saved: false,
    owner_names: i % 7 === 0 ? null : `Owner ${i}; Co-owner ${i}`,
    owner_mailing_address: i % 7 === 0 ? null : `PO Box ${1 + (i % 900)}`,
    owner_mailing_city: i % 7 === 0 ? null : 'Dallas',
    owner_mailing_state: i % 7 === 0 ? null : 'TX',
    owner_mailing_zip: i % 7 === 0 ? null : '75201',
    equity_pct: i % 7 === 0 ? null : (i % 100) - 10,
    owner_data: i % 7 === 0 ? null : 'Demo owner data',
  };
}
