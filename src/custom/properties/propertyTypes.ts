import type { PropertySummary } from '../search/searchTypes.ts';

export interface Comp {
  property_id: string | null;
  listing_key: string;
  address: string;
  distance_miles: number;
  close_price: number;
  close_date: string;
  living_area: number;
  price_per_sqft: number;
  adjusted_price_per_sqft: number;
}

export interface ConditionCue {
  source: string;
  cue: string;
  points: number;
}

export interface PotentialFactor {
  factor: string;
  value: number | string;
  points: number;
  reason: string;
}

/** GET /properties/{id}/ (server/routes/properties/schemas.ts). */
export interface PropertyDetail extends PropertySummary {
  public_remarks: string;
  media: { url: string; kind: string; caption?: string }[];
  listing_contract_date: string | null;
  off_market_date: string | null;
  prior_days_on_market: number;
  arv_confidence_level: string | null;
  metrics_computed_at: string | null;
  explanation: {
    arv: { method: string; comps: Comp[] };
    condition: { cues: ConditionCue[] };
    investment_potential: { factors: PotentialFactor[] };
  };
}
