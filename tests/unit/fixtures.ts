import type { OwnerRecord } from '../../server/listings/records/schemas.ts';
import type { Profile } from '../../src/auth/session.ts';
import type { PropertyDetail } from '../../src/dataProvider/propertyTypes.ts';
import type { PropertySummary } from '../../src/dataProvider/searchTypes.ts';
import type { Team, TeamMember, TeamRole } from '../../src/dataProvider/teams.ts';

export function property(id: number, overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    id: String(id),
    listing_key: `DEMO-${id}`,
    address: `${100 + id} Oak St`,
    city: 'Austin',
    state: 'TX',
    postal_code: '78704',
    county: 'Travis',
    latitude: 30.25 + id / 1000,
    longitude: -97.75 - id / 1000,
    property_type: 'Residential',
    property_subtype: 'SingleFamilyResidence',
    status: 'for_sale',
    standard_status: 'Active',
    special_listing_conditions: ['Standard'],
    is_auction: false,
    auction_date: null,
    auction_opening_bid: null,
    auction_type: null,
    auction_venue: null,
    auction_status: null,
    list_price: 200_000 + id * 1000,
    original_list_price: null,
    close_price: null,
    close_date: null,
    on_market_date: '2026-01-02',
    days_on_market: 20,
    cumulative_days_on_market: 20,
    bedrooms: 3,
    bathrooms: 2,
    living_area: 1500,
    lot_size_sqft: 6000,
    year_built: 1990,
    arv: 320_000,
    arv_confidence: 70,
    value_gap: 120_000,
    value_gap_pct: 37.5,
    lp_arv: 0.63,
    rehab_estimate: 20_000,
    rent_estimate: 2000,
    condition: 'Fair',
    investment_potential: 'Excellent',
    thumbnail_url: '/api/properties/1/placeholder.svg',
    has_photos: false,
    is_demo: true,
    is_saved: false,
    ...overrides,
  };
}

export const page = (results: PropertySummary[], count = results.length, credits = 98) => ({
  count,
  next: null,
  previous: null,
  results,
  credits_charged: results.length ? 1 : 0,
  credits_remaining: credits,
});

/** GET /properties/{id}/: a summary row plus remarks, dates and the explanation of its ratings. */
export const propertyDetail = (id: number, overrides: Partial<PropertyDetail> = {}): PropertyDetail => ({
  ...property(id),
  public_remarks: 'Needs a new roof.',
  media: [],
  listing_contract_date: '2026-01-02',
  off_market_date: null,
  prior_days_on_market: 0,
  arv_confidence_level: 'Medium',
  metrics_computed_at: '2026-01-03T00:00:00Z',
  explanation: {
    arv: { method: 'Median adjusted price per square foot of 5 comparable sales.', comps: [] },
    condition: { cues: [] },
    investment_potential: { factors: [] },
  },
  ...overrides,
});

/** A signed-in user's profile as GET /users/profile/ answers it. */
export const PROFILE: Profile = {
  id: 5,
  email: 'ana@example.com',
  cognito_username: 'u1',
  firstname: 'Ana',
  lastname: 'Silva',
  phone: '',
  company: 'Acme',
  free_trial: false,
  timezone: 'UTC',
  created_at: '2026-01-01T00:00:00Z',
};

/** A team member as GET /teams/current/ answers it: `<firstname>@example.com`, surname Doe. */
export const teamMember = (user_id: number, firstname: string, role: TeamRole): TeamMember => ({
  user_id,
  email: `${firstname.toLowerCase()}@example.com`,
  firstname,
  lastname: 'Doe',
  role,
  joined_at: '2026-11-01T10:00:00Z',
  credit_cap: null,
  credits_this_month: 0,
});

/** The caller's team (Lone Star Buyers) as GET /teams/current/ answers it, seen with the caller's `role`. */
export const team = (role: TeamRole, members: TeamMember[] = [teamMember(2, 'Olga', 'owner'), teamMember(7, 'Max', 'member')]): Team => ({
  id: 1,
  name: 'Lone Star Buyers',
  created_at: '2026-11-01T10:00:00Z',
  role,
  members,
  seats: 5,
  seats_used: members.length,
  balance: 100,
  billing_user_id: 2,
});

/** One page of a paged answer holding every result. */
export const paged = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** A property record with an absentee owner, a loan amortised to 2025-01-15 (hand-worked in the equity tests) and distress. */
export const OWNER_RECORD: OwnerRecord = {
  parcel_number: 'DEMO-78701-0000007',
  owner_names: ['Maria Garcia', 'Tom Garcia'],
  mailing_address: 'PO Box 12',
  mailing_city: 'Dallas',
  mailing_state: 'TX',
  mailing_postal_code: '75201',
  absentee: true,
  owner_occupied: false,
  last_sale_price: 250_000,
  last_sale_date: '2020-01-15',
  years_owned: 6,
  assessed_value: 357_000,
  market_value: 420_000,
  tax_amount: 6069,
  tax_delinquent: true,
  loans: [{ amount: 200_000, rate_pct: 6, term_months: 360, recorded_on: '2020-01-15' }],
  open_mortgage_balance: 186_108.71,
  estimated_equity: 233_891.29,
  equity_pct: 55.7,
  ltv: 0.4431,
  estimated_on: '2025-01-15',
  preforeclosure_stage: 'notice_of_default',
  preforeclosure_recorded_on: '2026-10-01',
  preforeclosure_sale_date: null,
  distress_flags: ['preforeclosure', 'tax_default'],
  owner_data: 'Demo owner data',
};
