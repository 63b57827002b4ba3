/** A figure with how it was computed (server/reports/analysis/figure.ts). */
export interface Figure {
  value: number | null;
  formula: string;
  inputs: Record<string, number | string | null>;
}

export interface Adjustment {
  factor: 'time' | 'size' | 'age' | 'condition' | 'beds_baths';
  amount: number;
  formula: string;
}

export interface Comp {
  property_id: string;
  address: string;
  latitude: number;
  longitude: number;
  distance_mi: number;
  sold_date: string;
  price: number;
  living_area: number;
  condition: string | null;
  adjustments: Adjustment[];
  adjusted_price: number;
  added: boolean;
}

export type Assumptions = Record<string, number | string | string[]>;

export interface Report {
  id: number;
  created_at: string;
  is_sample?: boolean;
  read_only?: boolean;
  reference_date: string;
  property: {
    id: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
    property_subtype: string | null;
    property_type: string;
    standard_status: string;
    list_price: number;
    bedrooms: number | null;
    bathrooms: number | null;
    living_area: number | null;
    year_built: number | null;
    lot_size_sqft: number | null;
    condition: string | null;
    public_remarks: string;
    is_demo: boolean;
    thumbnail_url: string;
    photos: { url: string; kind?: string; caption?: string }[];
  };
  arv: {
    value: number | null;
    low: number | null;
    high: number | null;
    confidence: number | null;
    confidence_level: string | null;
    explain: { value: Figure; range: Figure; confidence: Figure };
  };
  comps: Comp[];
  radius_mi: number;
  value_gap: Figure;
  lp_arv: Figure;
  rehab: { base: Figure; contingency: Figure; total: Figure };
  rent: { value: number; method: 'rental_comps' | 'rent_to_value'; explain: Figure };
  rental_comps: { property_id: string; address: string; distance_mi: number; rent: number; living_area: number }[];
  analyses: { flip: Record<string, Figure>; rental: Record<string, Figure>; brrrr: Record<string, Figure> } | null;
  auction:
    | (Record<string, Figure | string | number | null> & {
        auction_date: string | null;
        opening_bid: number | null;
        max_bid: Figure;
        return_at_opening_bid_pct?: Figure;
      })
    | null;
  market: {
    postal_code: string;
    sales_12m: number;
    active_listings: number;
    ppsf_trend: { month: string; median_ppsf: number; sales: number }[];
  } & Record<string, Figure | unknown>;
  assumptions: Assumptions;
}

/** The caveat every explanation carries. */
export const NOT_A_MODEL = 'Rules and statistics over comparable sales and market rules of thumb, not a trained model.';
