import { Type, type Static, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = Type.Optional(Type.String({ maxLength: 2000 }));

/** Search fields (spec section 3 plus the filters); numbers arrive as text from a query string and are checked by the parser. */
export const SearchFields = {
  // Checked by the parser: ajv's array coercion would mangle a string-or-list union.
  location: Type.Optional(
    Type.Unknown({ description: 'Text ("Austin, TX", "78701", "Travis County, TX", "TX") or a JSON list of {name} / {text} objects.' }),
  ),
  // Checked by the parser (parseGeometry): JSON text up to 64 KB, or the object itself in a JSON body.
  geometry: Type.Optional(
    Type.Unknown({
      description:
        'A drawn area, as JSON: a GeoJSON Polygon {"type":"Polygon","coordinates":[[[lng,lat],…,[lng,lat]]]} (one closed ring of 4 to 1,001 points, not crossing the antimeridian) or a circle {"type":"Circle","center":[lng,lat],"radius_miles":0.05..100}. With it, location is optional.',
    }),
  ),
  status: Text,
  dom: Text,
  property_type: Text,
  property_subtype: Text,
  special_listing_conditions: Text,
  sort_by: Text,
  listingType: Text,
  is_auction: Text,
  file_type: Text,
  price_min: Text,
  price_max: Text,
  beds_min: Text,
  baths_min: Text,
  sqft_min: Text,
  sqft_max: Text,
  year_built_min: Text,
  year_built_max: Text,
  investment_potential: Text,
  condition: Text,
  value_gap_min: Text,
  lp_arv_max: Text,
};

export const PropertySummary = Type.Object({
  id: Type.String(),
  listing_key: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postal_code: Type.String(),
  county: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  property_type: Type.String(),
  property_subtype: Nullable(Type.String()),
  status: Type.String(),
  standard_status: Type.String(),
  special_listing_conditions: Type.Array(Type.String()),
  is_auction: Type.Boolean(),
  auction_date: Nullable(Type.String()),
  auction_opening_bid: Nullable(Type.Integer()),
  auction_type: Nullable(Type.String()),
  auction_venue: Nullable(Type.String()),
  list_price: Type.Integer(),
  original_list_price: Nullable(Type.Integer()),
  close_price: Nullable(Type.Integer()),
  close_date: Nullable(Type.String()),
  on_market_date: Nullable(Type.String()),
  days_on_market: Nullable(Type.Integer()),
  cumulative_days_on_market: Nullable(Type.Integer()),
  bedrooms: Nullable(Type.Integer()),
  bathrooms: Nullable(Type.Integer()),
  living_area: Nullable(Type.Integer()),
  lot_size_sqft: Nullable(Type.Integer()),
  year_built: Nullable(Type.Integer()),
  arv: Nullable(Type.Integer()),
  arv_confidence: Nullable(Type.Integer()),
  value_gap: Nullable(Type.Integer()),
  value_gap_pct: Nullable(Type.Number()),
  lp_arv: Nullable(Type.Number()),
  rehab_estimate: Nullable(Type.Integer()),
  rent_estimate: Nullable(Type.Integer()),
  condition: Nullable(Type.String()),
  investment_potential: Nullable(Type.String()),
  thumbnail_url: Type.String(),
  has_photos: Type.Boolean(),
  is_demo: Type.Boolean(),
  is_saved: Type.Boolean(),
});
export type PropertySummary = Static<typeof PropertySummary>;

/** A place the location box suggests, with how many listings it holds. */
export const LocationSuggestion = Type.Object({
  kind: Type.Union([Type.Literal('city'), Type.Literal('zip'), Type.Literal('county'), Type.Literal('state')]),
  label: Type.String(),
  city: Nullable(Type.String()),
  county: Nullable(Type.String()),
  state: Type.String(),
  postal_code: Nullable(Type.String()),
  listing_count: Type.Integer(),
});
