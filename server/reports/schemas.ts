import { Type, type Static } from 'typebox';
import type { Assumptions as AnalysisAssumptions } from './analysis/assumptions.ts';
import { ListingEventSchema } from '../listings/history/schemas.ts';
import { OwnerRecordSchema } from '../listings/records/schemas.ts';

type NumericAssumption = Exclude<keyof AnalysisAssumptions, 'after_repair_condition' | 'excluded_comp_ids' | 'added_comp_ids'>;

/**
 * The full property report as the API answers it (generate, read, recompute, the sample and a shared link): the
 * property's facts, then every analysis with its explanation. Mirrors server/reports/analysis/*.ts.
 */

const Nullable = <T extends import('typebox').TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A figure with how it was computed (analysis/figure.ts). */
export const Figure = Type.Object({
  value: Nullable(Type.Number()),
  formula: Type.String(),
  inputs: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String(), Type.Null()])),
});
/** An analysis: one figure per named result. */
const figures = <const K extends string>(names: K[]) =>
  Type.Object(Object.fromEntries(names.map((name) => [name, Figure])) as Record<K, typeof Figure>);

const Flip = figures([
  'purchase_price',
  'purchase_closing',
  'rehab',
  'holding_costs',
  'financing_costs',
  'selling_costs',
  'total_cost',
  'profit',
  'cash_invested',
  'roi_pct',
  'max_offer_70',
]);
const Rental = figures([
  'gross_rent',
  'vacancy',
  'effective_income',
  'operating_expenses',
  'noi',
  'loan_amount',
  'monthly_payment',
  'cash_flow_annual',
  'cash_flow_monthly',
  'cash_invested',
  'cap_rate_pct',
  'cash_on_cash_pct',
  'dscr',
]);
const Brrrr = figures([
  'cash_in_before_refinance',
  'refinance_loan',
  'refinance_closing',
  'cash_out',
  'cash_left_in',
  'monthly_payment',
  'noi',
  'cash_flow_annual',
  'cash_on_cash_pct',
]);

const Adjustment = Type.Object({
  factor: Type.Union([
    Type.Literal('time'),
    Type.Literal('size'),
    Type.Literal('age'),
    Type.Literal('condition'),
    Type.Literal('beds_baths'),
  ]),
  amount: Type.Number(),
  formula: Type.String(),
});

export const Comp = Type.Object({
  property_id: Type.String(),
  address: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  distance_mi: Type.Number(),
  sold_date: Type.String(),
  price: Type.Number(),
  living_area: Type.Number(),
  year_built: Type.Optional(Nullable(Type.Integer())),
  bedrooms: Type.Optional(Nullable(Type.Number())),
  bathrooms: Type.Optional(Nullable(Type.Number())),
  condition: Nullable(Type.String()),
  adjustments: Type.Array(Adjustment),
  adjusted_price: Type.Number(),
  added: Type.Boolean({ description: 'Chosen by the user rather than by the selection rules.' }),
});

const RentalComp = Type.Object({
  property_id: Type.String(),
  address: Type.String(),
  distance_mi: Type.Number(),
  rent: Type.Number(),
  living_area: Type.Number(),
  bedrooms: Type.Optional(Nullable(Type.Number())),
  listed_date: Type.Optional(Nullable(Type.String())),
});

const Photo = Type.Object({ url: Type.String(), kind: Type.String(), caption: Type.Optional(Type.String()) });

/** The listing's facts (reportsRepository's PropertyFacts) with its photos; further facts pass through as stored. */
const ReportProperty = Type.Object(
  {
    id: Type.String(),
    address: Type.String(),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    property_type: Type.String(),
    property_subtype: Nullable(Type.String()),
    standard_status: Type.String(),
    list_price: Type.Number(),
    bedrooms: Nullable(Type.Number()),
    bathrooms: Nullable(Type.Number()),
    living_area: Nullable(Type.Number()),
    year_built: Nullable(Type.Integer()),
    condition: Nullable(Type.String()),
    thumbnail_url: Type.String(),
    photos: Type.Array(Photo),
    is_demo: Type.Optional(Type.Boolean({ description: 'A demonstration listing, not a real one.' })),
  },
  { additionalProperties: true },
);

const Arv = Type.Object({
  value: Nullable(Type.Number()),
  low: Nullable(Type.Number()),
  high: Nullable(Type.Number()),
  confidence: Nullable(Type.Number({ description: '0–100' })),
  confidence_level: Nullable(Type.Union([Type.Literal('High'), Type.Literal('Medium'), Type.Literal('Low')])),
  explain: Type.Object({ value: Figure, range: Figure, confidence: Figure }),
});

const Auction = Type.Object(
  {
    auction_date: Nullable(Type.String()),
    opening_bid: Nullable(Type.Number()),
    auction_type: Type.Optional(Nullable(Type.String())),
    venue: Type.Optional(Nullable(Type.String())),
    auction_status: Type.Optional(
      Nullable(Type.String({ description: 'scheduled, postponed, cancelled, sold or reverted_to_lender; null when not given.' })),
    ),
    max_bid: Figure,
    return_at_opening_bid_pct: Type.Optional(Figure),
  },
  { additionalProperties: true },
);

const Market = Type.Object(
  {
    postal_code: Type.String(),
    sales_12m: Type.Integer(),
    active_listings: Type.Integer(),
    ppsf_trend: Type.Array(Type.Object({ month: Type.String(), median_ppsf: Type.Number(), sales: Type.Integer() })),
    median_ppsf: Type.Optional(Figure),
    ppsf_change_pct: Type.Optional(Figure),
    median_days_on_market: Type.Optional(Figure),
    sale_to_list_pct: Type.Optional(Figure),
  },
  { additionalProperties: true },
);

/** The assumptions the analyses used (analysis/assumptions.ts): the defaults with the user's overrides. */
const NUMERIC_ASSUMPTIONS: NumericAssumption[] = [
  'purchase_price',
  'down_payment_pct',
  'interest_rate_pct',
  'loan_term_years',
  'purchase_closing_pct',
  'rehab_per_sqft',
  'rehab_contingency_pct',
  'holding_months',
  'property_tax_pct',
  'insurance_pct',
  'utilities_monthly',
  'selling_cost_pct',
  'monthly_rent',
  'vacancy_pct',
  'management_pct',
  'maintenance_pct',
  'capex_pct',
  'hoa_monthly',
  'refinance_ltv_pct',
  'refinance_rate_pct',
  'refinance_closing_pct',
  'auction_premium_pct',
  'target_return_pct',
];
const Assumptions = Type.Object({
  ...(Object.fromEntries(NUMERIC_ASSUMPTIONS.map((name) => [name, Type.Number()])) as Record<
    NumericAssumption,
    ReturnType<typeof Type.Number>
  >),
  after_repair_condition: Type.String(),
  excluded_comp_ids: Type.Array(Type.String()),
  added_comp_ids: Type.Array(Type.String()),
});

export const FullReport = Type.Object(
  {
    id: Type.Integer({ description: 'The report id; 0 for the public sample.' }),
    created_at: Type.String(),
    updated_at: Type.Optional(Type.String()),
    is_sample: Type.Optional(Type.Boolean()),
    read_only: Type.Optional(Type.Boolean({ description: 'Opened by a share link: the assumptions cannot be changed.' })),
    reference_date: Type.String({ description: 'The day the comparable sales and the market were read as of.' }),
    property: ReportProperty,
    history: Type.Optional(
      Type.Array(ListingEventSchema, {
        maxItems: 1000,
        description: "The listing's price and status events when the report was made, newest first (GET /properties/{id}/history/).",
      }),
    ),
    owner: Type.Optional(
      Type.Union([OwnerRecordSchema, Type.Null()], {
        description: 'The property record (owners, mailing address, equity, distress) when the report was made; null without one.',
      }),
    ),
    arv: Arv,
    comps: Type.Array(Comp),
    radius_mi: Type.Number(),
    value_gap: Figure,
    lp_arv: Figure,
    rehab: Type.Object({ base: Figure, contingency: Figure, total: Figure }),
    rent: Type.Object({
      value: Type.Number(),
      method: Type.Union([Type.Literal('rental_comps'), Type.Literal('rent_to_value')]),
      explain: Figure,
    }),
    rental_comps: Type.Array(RentalComp),
    analyses: Nullable(Type.Object({ flip: Flip, rental: Rental, brrrr: Brrrr })),
    auction: Nullable(Auction),
    market: Market,
    assumptions: Assumptions,
  },
  { additionalProperties: true, description: 'A full property report' },
);
export type FullReport = Static<typeof FullReport>;

/**
 * The words a person reads for the report's fields: one label per field, read by the report page (src/custom/reports)
 * and the PDF (reportPdf.ts). A row's format is dollars unless it says `pct` (18.5%) or `ratio` (a multiple: DSCR 1.25).
 */
export type FigureRow = [key: string, label: string, format?: 'pct' | 'ratio'];

export const FLIP_ROWS: FigureRow[] = [
  ['purchase_price', 'Purchase price'],
  ['purchase_closing', 'Closing costs'],
  ['rehab', 'Rehab'],
  ['holding_costs', 'Holding costs'],
  ['financing_costs', 'Financing (interest)'],
  ['selling_costs', 'Selling costs'],
  ['total_cost', 'Total cost'],
  ['profit', 'Profit'],
  ['cash_invested', 'Cash invested'],
  ['roi_pct', 'ROI', 'pct'],
  ['max_offer_70', '70% rule maximum offer'],
];
export const RENTAL_ROWS: FigureRow[] = [
  ['gross_rent', 'Gross rent (year)'],
  ['vacancy', 'Vacancy'],
  ['effective_income', 'Effective income'],
  ['operating_expenses', 'Operating expenses'],
  ['noi', 'NOI'],
  ['loan_amount', 'Loan'],
  ['monthly_payment', 'Monthly payment'],
  ['cash_flow_monthly', 'Cash flow (month)'],
  ['cash_flow_annual', 'Cash flow (year)'],
  ['cash_invested', 'Cash invested'],
  ['cap_rate_pct', 'Cap rate', 'pct'],
  ['cash_on_cash_pct', 'Cash-on-cash', 'pct'],
  ['dscr', 'DSCR', 'ratio'],
];
export const BRRRR_ROWS: FigureRow[] = [
  ['cash_in_before_refinance', 'Cash in before refinance'],
  ['refinance_loan', 'Refinance loan'],
  ['refinance_closing', 'Refinance closing'],
  ['cash_out', 'Cash out'],
  ['cash_left_in', 'Cash left in'],
  ['monthly_payment', 'Monthly payment'],
  ['noi', 'NOI'],
  ['cash_flow_annual', 'Cash flow (year)'],
  ['cash_on_cash_pct', 'Cash-on-cash after refinance', 'pct'],
];
export const AUCTION_ROWS: FigureRow[] = [
  ['max_bid', 'Maximum bid for the target return'],
  ['return_at_opening_bid_pct', 'Return at the opening bid', 'pct'],
];

/** The comparable sales' adjustments. */
export const ADJUSTMENT_LABELS: Record<Static<typeof Adjustment>['factor'], string> = {
  time: 'Time',
  size: 'Size',
  age: 'Age',
  condition: 'Condition',
  beds_baths: 'Beds/baths',
};

/**
 * Each assumption in words: its label, its unit and what a percentage is of ("CapEx reserve: 5% of rent",
 * "HOA: $0 per month").
 */
export const ASSUMPTION_TERMS: Record<
  NumericAssumption,
  { label: string; unit: 'usd' | 'usd_month' | 'usd_sqft' | 'pct' | 'months' | 'years'; of?: string }
> = {
  purchase_price: { label: 'Purchase price', unit: 'usd' },
  down_payment_pct: { label: 'Down payment', unit: 'pct', of: 'of the purchase price' },
  interest_rate_pct: { label: 'Interest rate', unit: 'pct', of: 'a year' },
  loan_term_years: { label: 'Loan term', unit: 'years' },
  purchase_closing_pct: { label: 'Purchase closing costs', unit: 'pct', of: 'of the purchase price' },
  rehab_per_sqft: { label: 'Rehab', unit: 'usd_sqft' },
  rehab_contingency_pct: { label: 'Rehab contingency', unit: 'pct', of: 'of the rehab budget' },
  holding_months: { label: 'Holding', unit: 'months' },
  property_tax_pct: { label: 'Property tax', unit: 'pct', of: 'of the price a year' },
  insurance_pct: { label: 'Insurance', unit: 'pct', of: 'of the price a year' },
  utilities_monthly: { label: 'Utilities while holding', unit: 'usd_month' },
  selling_cost_pct: { label: 'Selling costs', unit: 'pct', of: 'of the ARV' },
  monthly_rent: { label: 'Monthly rent', unit: 'usd' },
  vacancy_pct: { label: 'Vacancy', unit: 'pct', of: 'of rent' },
  management_pct: { label: 'Management', unit: 'pct', of: 'of collected rent' },
  maintenance_pct: { label: 'Maintenance reserve', unit: 'pct', of: 'of rent' },
  capex_pct: { label: 'CapEx reserve', unit: 'pct', of: 'of rent' },
  hoa_monthly: { label: 'HOA', unit: 'usd_month' },
  refinance_ltv_pct: { label: 'Refinance loan-to-ARV', unit: 'pct' },
  refinance_rate_pct: { label: 'Refinance rate', unit: 'pct', of: 'a year' },
  refinance_closing_pct: { label: 'Refinance closing costs', unit: 'pct', of: 'of the refinance loan' },
  auction_premium_pct: { label: 'Auction buyer premium', unit: 'pct', of: 'of the bid' },
  target_return_pct: { label: 'Auction target return', unit: 'pct' },
};
