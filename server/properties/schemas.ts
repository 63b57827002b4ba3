import { Type } from 'typebox';
import { Id, IdParams } from '../lib/ids.ts';
import { Nullable, PropertySummary } from '../listings/search/schemas.ts';
import { OwnerRecordSchema } from '../listings/records/schemas.ts';

export const PropertyParams = IdParams;
export const SharedListingParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 120, pattern: '^[0-9A-Za-z._-]+$' }) });

const Comp = Type.Object({
  property_id: Nullable(Type.String()),
  listing_key: Type.String(),
  address: Type.String(),
  distance_miles: Type.Number(),
  close_price: Type.Integer(),
  close_date: Type.String(),
  living_area: Type.Integer(),
  price_per_sqft: Type.Number(),
  adjusted_price_per_sqft: Type.Number(),
});
const Cue = Type.Object({ source: Type.String(), cue: Type.String(), points: Type.Number() });
const Factor = Type.Object({
  factor: Type.String(),
  value: Type.Union([Type.Number(), Type.String()]),
  points: Type.Number(),
  reason: Type.String(),
});

export const PropertyDetail = Type.Intersect([
  PropertySummary,
  Type.Object({
    public_remarks: Type.String(),
    media: Type.Array(Type.Object({ url: Type.String(), kind: Type.String(), caption: Type.Optional(Type.String()) })),
    listing_contract_date: Nullable(Type.String()),
    off_market_date: Nullable(Type.String()),
    prior_days_on_market: Type.Integer(),
    arv_confidence_level: Nullable(Type.String()),
    metrics_computed_at: Nullable(Type.String()),
    owner_record: Type.Optional(
      Type.Union([OwnerRecordSchema, Type.Null()], {
        description: 'The property record (owners, loans, equity, distress; docs/property-records.md); null without one.',
      }),
    ),
    explanation: Type.Object({
      arv: Type.Object({ method: Type.String(), comps: Type.Array(Comp) }),
      condition: Type.Object({ cues: Type.Array(Cue) }),
      investment_potential: Type.Object({ factors: Type.Array(Factor) }),
    }),
  }),
]);

export const PropertyGallery = Type.Object({
  property_id: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postal_code: Type.String(),
  is_demo: Type.Boolean(),
  illustrative: Type.Boolean({
    description: 'True when the listing has no photos and the pictures are generated drawings, labelled as such.',
  }),
  count: Type.Integer(),
  photos: Type.Array(
    Type.Object({
      url: Type.String({ description: "The photo's address, or a data: URL of a generated SVG drawing when `kind` is illustrative." }),
      kind: Type.Union([Type.Literal('photo'), Type.Literal('illustrative')]),
      caption: Type.String(),
    }),
  ),
});

export const SaveBody = Type.Object({
  property_id: Id(),
  address: Type.Optional(Type.String({ maxLength: 500 })),
});
export const NoteBody = Type.Object({ note: Type.String({ maxLength: 5000 }) });
export const NoteAnswer = Type.Object({ property_id: Type.String(), note: Type.String() });
export const SavedProperty = Type.Object({
  id: Type.Integer({ description: "The property's id, as the note and unsave routes take it (property_id as a number)." }),
  property_id: Type.String(),
  address: Type.String(),
  note: Type.String(),
  created_at: Type.String(),
  property: PropertySummary,
});
