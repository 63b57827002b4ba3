import { Type, type Static } from 'typebox';
import { Id } from '../lib/ids.ts';
import { PageQuery } from '../lib/pagination.ts';

/** The events an endpoint can subscribe to, with the label a person reads (the one table of them). */
export const EVENT_LABELS = {
  'listing.new_match': 'New listing matches a saved search',
  'listing.price_drop': 'Price drop on a listing',
  'listing.status_change': 'Listing status change',
  'auction.date_change': 'Auction date change',
} as const;
export type WebhookEventType = keyof typeof EVENT_LABELS;
export const EVENT_TYPES = Object.keys(EVENT_LABELS) as WebhookEventType[];
/** The event a "send test event" delivers; every endpoint receives it, whatever it subscribed to. */
export const TEST_EVENT_TYPE = 'webhook.test';
export const TEST_EVENT_LABEL = 'Test event';

export const MAX_URL_LENGTH = 2000;
export const MAX_DESCRIPTION_LENGTH = 200;

const EventTypeSchema = Type.Union(
  [
    Type.Literal('listing.new_match'),
    Type.Literal('listing.price_drop'),
    Type.Literal('listing.status_change'),
    Type.Literal('auction.date_change'),
  ],
  { description: EVENT_TYPES.map((type) => `${type}: ${EVENT_LABELS[type]}`).join('; ') },
);
const EventTypes = Type.Array(EventTypeSchema, { minItems: 1, maxItems: EVENT_TYPES.length, uniqueItems: true });
const Url = Type.String({
  minLength: 1,
  maxLength: MAX_URL_LENGTH,
  description: 'Where deliveries are POSTed: an https address that resolves to a public address',
});
const Description = Type.String({ maxLength: MAX_DESCRIPTION_LENGTH });

export const EndpointCreate = Type.Object(
  { url: Url, description: Type.Optional(Description), event_types: EventTypes },
  { additionalProperties: false },
);
export type EndpointCreate = Static<typeof EndpointCreate>;
export const EndpointUpdate = Type.Object(
  { url: Type.Optional(Url), description: Type.Optional(Description), event_types: Type.Optional(EventTypes) },
  { additionalProperties: false, minProperties: 1 },
);
export type EndpointUpdate = Static<typeof EndpointUpdate>;

export const EventLabel = Type.Object({ type: Type.String(), label: Type.String() });

export const Endpoint = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  description: Type.String(),
  event_types: Type.Array(Type.String()),
  /** The event types with their labels, in the order of the label table. */
  events: Type.Array(EventLabel),
  /** The secret's first characters, to tell secrets apart ("whsec_AbC…"). */
  secret_hint: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Endpoint = Static<typeof Endpoint>;
/** The answer to a creation: the only time the whole signing secret is shown. */
export const NewEndpoint = Type.Object({ ...Endpoint.properties, secret: Type.String({ description: 'whsec_…: shown only once' }) });
export type NewEndpoint = Static<typeof NewEndpoint>;

export const EndpointParams = Type.Object({ id: Id() });
export const DeliveryParams = Type.Object({ id: Id() });

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
const DeliveryStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')], {
  description: 'pending: not yet delivered (waiting for a try or a retry); succeeded: a 2xx came back; failed: retries ran out',
});

export const DeliveryQuery = Type.Object({
  ...PageQuery.properties,
  endpoint: Type.Optional(Id({ description: 'One endpoint' })),
  status: Type.Optional(DeliveryStatusSchema),
});
export type DeliveryQuery = Static<typeof DeliveryQuery>;

const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const Attempt = Type.Object({
  id: Type.Integer(),
  attempt: Type.Integer(),
  replay: Type.Boolean(),
  attempted_at: Type.String(),
  ok: Type.Boolean(),
  status_code: NullableInt,
  response_ms: Type.Integer(),
  response_body: NullableString,
  error: NullableString,
});
export type Attempt = Static<typeof Attempt>;

export const Delivery = Type.Object({
  id: Type.Integer(),
  endpoint_id: Type.Integer(),
  endpoint_url: Type.String(),
  event_id: Type.String(),
  event_type: Type.String(),
  event_label: Type.String(),
  status: DeliveryStatusSchema,
  attempts: Type.Integer(),
  created_at: Type.String(),
  last_attempt_at: NullableString,
  next_attempt_at: NullableString,
  last_status_code: NullableInt,
  last_response_ms: NullableInt,
  last_error: NullableString,
  /** The last try's answer, truncated. */
  last_response_body: NullableString,
});
export type Delivery = Static<typeof Delivery>;
export const DeliveryDetail = Type.Object({ ...Delivery.properties, attempt_log: Type.Array(Attempt) });
export type DeliveryDetail = Static<typeof DeliveryDetail>;

export const EventTypeList = Type.Array(EventLabel);
