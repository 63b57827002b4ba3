import type { Database, Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import type { SearchMatchedChange } from '../savedSearches/savedSearchesRepository.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import { SqlParams } from '../lib/sqlParams.ts';
import type { Attempt, DeliveryQuery, DeliveryStatus } from './schemas.ts';

export interface EndpointRow {
  id: number;
  user_id: number;
  url: string;
  description: string;
  event_types: string[];
  secret: string;
  created_at: string;
  updated_at: string;
}

export interface DeliveryRow {
  id: number;
  endpoint_id: number;
  endpoint_url: string;
  event_id: string;
  event_type: string;
  status: DeliveryStatus;
  attempts: number;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_response_ms: number | null;
  last_error: string | null;
  last_response_body: string | null;
}

/** A claimed delivery with what sending it needs. */
export interface DueDelivery {
  id: number;
  url: string;
  secret: string;
  body: string;
  attempts: number;
  first_attempt_at: Date | null;
}

/** An event as deliver() takes it; `created` is when it happened. */
export interface WebhookEvent {
  id: string;
  type: string;
  created: Date;
  data: object;
}

export interface AttemptRecord {
  attempt: number;
  replay: boolean;
  attemptedAt: Date;
  ok: boolean;
  statusCode: number | null;
  responseMs: number;
  responseBody: string | null;
  error: string | null;
}

const ENDPOINT = `id::int as id, user_id::int as user_id, url, description, event_types, secret,
  ${isoTime('created_at')} as created_at, ${isoTime('updated_at')} as updated_at`;
const DELIVERY = `d.id::int as id, d.endpoint_id::int as endpoint_id, e.url as endpoint_url, d.event_id, d.event_type, d.status,
  d.attempts, ${isoTime('d.created_at')} as created_at, ${isoTime('d.last_attempt_at')} as last_attempt_at,
  ${isoTime('d.next_attempt_at')} as next_attempt_at, d.last_status_code, d.last_response_ms, d.last_error,
  (select a.response_body from webhook_attempts a where a.delivery_id = d.id order by a.id desc limit 1) as last_response_body`;
const ATTEMPT = `id::int as id, attempt, replay, ${isoTime('attempted_at')} as attempted_at, ok, status_code, response_ms, response_body, error`;

/** The JSON body of a delivery: Stripe's event shape, `created` in unix seconds. */
export const eventBody = (event: WebhookEvent) =>
  JSON.stringify({ id: event.id, type: event.type, created: Math.floor(event.created.getTime() / 1000), data: event.data });

/**
 * Queues one delivery of an event per endpoint of the user that subscribed to its type (or to the one endpoint named),
 * due at `at`; an endpoint that already has the event gets nothing more (unique (endpoint, event)). Runs in the caller's
 * transaction when given one, so an alert and its deliveries commit together. Answers the new deliveries' ids.
 */
export async function enqueueEvent(db: Queryable, userId: number, event: WebhookEvent, at: Date, endpointId?: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `insert into webhook_deliveries (endpoint_id, user_id, event_id, event_type, body, created_at, next_attempt_at)
     select e.id, e.user_id, $2::text, $3::text, $4::text, $5::timestamptz, $5::timestamptz from webhook_endpoints e
     where e.user_id = $1 and ($6::bigint is null and $3::text = any(e.event_types) or e.id = $6::bigint)
     order by e.id
     on conflict (endpoint_id, event_id) do nothing returning id::int as id`,
    [userId, event.id, event.type, eventBody(event), at, endpointId ?? null],
  );
  return rows.map((row) => row.id);
}

/** The webhook event type of a history event `ev`, null for one that is not sent (a listing, a price rise). */
const CHANGE_TYPE = `case when ev.kind = 'price_change' and ev.new_price < ev.old_price then 'listing.price_drop'
  when ev.kind = 'status_change' then 'listing.status_change'
  when ev.kind = 'auction_date_change' then 'auction.date_change' end`;
const UTC = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** A listing change's delivery body from `c` (the event with its `type`) and `l` (its listing), with who it is for. */
const changeBody = (savedProperty: string, savedSearch: string) => `json_build_object(
  'id', 'evt_listing_' || c.id,
  'type', c.type,
  'created', floor(extract(epoch from c.at))::bigint,
  'data', json_build_object(
    'listing', json_build_object('id', l.id::text, 'listing_key', l.listing_key, 'address', l.unparsed_address,
      'city', l.city, 'state', l.state_or_province, 'postal_code', l.postal_code),
    'saved_property', ${savedProperty},
    'saved_search', ${savedSearch},
    'changed_at', ${UTC('c.at')},
    'old_price', c.old_price, 'new_price', c.new_price, 'old_status', c.old_status, 'new_status', c.new_status,
    'old_auction_date', ${UTC('c.old_auction_date')}, 'new_auction_date', ${UTC('c.new_auction_date')}))::text`;

/**
 * Queues `listing.price_drop` (a price change to a lower price), `listing.status_change` and `auction.date_change` events for the listing history
 * recorded after `since` (server/listings/history), to the endpoints of every user who saved that property and subscribed
 * to the type, registered before the change. The event id is the history event's (`evt_listing_<id>`), so scanning an
 * overlapping window again queues nothing more. Answers how many deliveries were queued.
 */
export async function enqueueSavedPropertyEvents(db: Queryable, since: Date, at: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `with changes as (
       select ev.*, ${CHANGE_TYPE} as type
       from listing_events ev where ev.at > $1::timestamptz and ev.kind in ('price_change', 'status_change', 'auction_date_change'))
     insert into webhook_deliveries (endpoint_id, user_id, event_id, event_type, body, created_at, next_attempt_at)
     select w.id, w.user_id, 'evt_listing_' || c.id, c.type,
       ${changeBody(`json_build_object('id', sp.id::int, 'address', sp.address)`, 'null')},
       $2::timestamptz, $2::timestamptz
     from changes c
     join listings l on l.id = c.listing_id
     join saved_properties sp on sp.listing_id = c.listing_id
     join webhook_endpoints w on w.user_id = sp.user_id and w.created_at <= c.at and c.type = any(w.event_types)
     where c.type is not null
     order by c.id, w.id
     on conflict (endpoint_id, event_id) do nothing returning id::int as id`,
    [since, at],
  );
  return rows.length;
}

/**
 * Queues the same events for the changes saved searches matched (savedSearchChangeMatches), to their owners' endpoints
 * subscribed to the type and registered before the change, naming the search (the lowest id when several of a user's
 * searches match) and `saved_property` null. The event id is the change's, as a saved property's: an endpoint that already
 * has it (its user saved the property too, or an earlier scan) gets nothing more. Answers how many deliveries were queued.
 */
export async function enqueueSavedSearchEvents(db: Queryable, matches: SearchMatchedChange[], at: Date): Promise<number> {
  if (!matches.length) return 0;
  const rows = await db.query<{ id: number }>(
    `with matched as (
       select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[]) as m(event_id, user_id, saved_search_id, name)),
     changes as (
       select distinct on (m.user_id, ev.id) ev.*, ${CHANGE_TYPE} as type, m.user_id as owner_id, m.saved_search_id, m.name
       from matched m join listing_events ev on ev.id = m.event_id
       order by m.user_id, ev.id, m.saved_search_id)
     insert into webhook_deliveries (endpoint_id, user_id, event_id, event_type, body, created_at, next_attempt_at)
     select w.id, w.user_id, 'evt_listing_' || c.id, c.type,
       ${changeBody('null', `json_build_object('id', c.saved_search_id::int, 'name', c.name)`)},
       $5::timestamptz, $5::timestamptz
     from changes c
     join listings l on l.id = c.listing_id
     join webhook_endpoints w on w.user_id = c.owner_id and w.created_at <= c.at and c.type = any(w.event_types)
     where c.type is not null
     order by c.id, w.id
     on conflict (endpoint_id, event_id) do nothing returning id::int as id`,
    [
      matches.map((m) => m.listing_event_id),
      matches.map((m) => m.user_id),
      matches.map((m) => m.saved_search_id),
      matches.map((m) => m.saved_search_name),
      at,
    ],
  );
  return rows.length;
}

export function webhooksRepository(db: Database) {
  return {
    async createEndpoint(userId: number, fields: { url: string; description: string; eventTypes: string[]; secret: string }, at: Date) {
      const [row] = await db.query<EndpointRow>(
        `insert into webhook_endpoints (user_id, url, description, event_types, secret, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $6) returning ${ENDPOINT}`,
        [userId, fields.url, fields.description, fields.eventTypes, fields.secret, at],
      );
      return row!;
    },

    async listEndpoints(userId: number, page: Page) {
      const [{ count }] = (await db.query<{ count: number }>('select count(*)::int as count from webhook_endpoints where user_id = $1', [
        userId,
      ])) as [{ count: number }];
      const rows = await db.query<EndpointRow>(
        `select ${ENDPOINT} from webhook_endpoints where user_id = $1 order by id desc limit $2 offset $3`,
        [userId, page.limit, page.offset],
      );
      return { count, rows };
    },

    async getEndpoint(userId: number, id: number): Promise<EndpointRow | undefined> {
      const [row] = await db.query<EndpointRow>(`select ${ENDPOINT} from webhook_endpoints where user_id = $1 and id = $2`, [userId, id]);
      return row;
    },

    async updateEndpoint(
      userId: number,
      id: number,
      fields: { url?: string; description?: string; eventTypes?: string[] },
      at: Date,
    ): Promise<EndpointRow | undefined> {
      const [row] = await db.query<EndpointRow>(
        `update webhook_endpoints set url = coalesce($3, url), description = coalesce($4, description),
           event_types = coalesce($5::text[], event_types), updated_at = $6
         where user_id = $1 and id = $2 returning ${ENDPOINT}`,
        [userId, id, fields.url ?? null, fields.description ?? null, fields.eventTypes ?? null, at],
      );
      return row;
    },

    async deleteEndpoint(userId: number, id: number): Promise<boolean> {
      const rows = await db.query('delete from webhook_endpoints where user_id = $1 and id = $2 returning id', [userId, id]);
      return rows.length > 0;
    },

    async listDeliveries(userId: number, filter: DeliveryQuery, page: Page) {
      const params = new SqlParams();
      const where = [`d.user_id = ${params.add(userId)}`];
      if (filter.endpoint !== undefined) where.push(`d.endpoint_id = ${params.add(filter.endpoint)}`);
      if (filter.status !== undefined) where.push(`d.status = ${params.add(filter.status)}`);
      const clause = where.join(' and ');
      const [{ count }] = (await db.query<{ count: number }>(
        `select count(*)::int as count from webhook_deliveries d where ${clause}`,
        params.values,
      )) as [{ count: number }];
      const rows = await db.query<DeliveryRow>(
        `select ${DELIVERY} from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where ${clause}
         order by d.created_at desc, d.id desc limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
        params.values,
      );
      return { count, rows };
    },

    async getDelivery(userId: number, id: number): Promise<DeliveryRow | undefined> {
      const [row] = await db.query<DeliveryRow>(
        `select ${DELIVERY} from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where d.user_id = $1 and d.id = $2`,
        [userId, id],
      );
      return row;
    },

    async attempts(deliveryId: number): Promise<Attempt[]> {
      return db.query<Attempt>(`select ${ATTEMPT} from webhook_attempts where delivery_id = $1 order by id`, [deliveryId]);
    },

    /** Whether any delivery is due at `now`: what claimDue() would take. */
    async hasDue(now: Date): Promise<boolean> {
      const [row] = await db.query<{ due: boolean }>(
        `select exists (select 1 from webhook_deliveries where status = 'pending' and next_attempt_at <= $1
           and (claimed_until is null or claimed_until < $1)) as due`,
        [now],
      );
      return row!.due;
    },

    /**
     * Claims due deliveries (or the one named) until `until`: another worker skips them meanwhile, and takes them over once
     * the claim lapses (this one died). SKIP LOCKED splits them between replicas on PostgreSQL.
     */
    async claimDue(now: Date, until: Date, limit: number, deliveryId?: number): Promise<DueDelivery[]> {
      return db.transaction((tx) =>
        tx.query<DueDelivery>(
          `update webhook_deliveries d set claimed_until = $2
           from webhook_endpoints e
           where e.id = d.endpoint_id and d.id in (
             select id from webhook_deliveries
             where status = 'pending' and next_attempt_at <= $1::timestamptz and (claimed_until is null or claimed_until < $1::timestamptz)
               and ($4::bigint is null or id = $4::bigint)
             order by next_attempt_at, id limit $3 for update skip locked)
           returning d.id::int as id, e.url, e.secret, d.body, d.attempts, d.first_attempt_at`,
          [now, until, limit, deliveryId ?? null],
        ),
      );
    },

    /** The delivery with its endpoint's address and secret, for a replay. */
    async forReplay(userId: number, id: number): Promise<DueDelivery | undefined> {
      const [row] = await db.query<DueDelivery>(
        `select d.id::int as id, e.url, e.secret, d.body, d.attempts, d.first_attempt_at
         from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where d.user_id = $1 and d.id = $2`,
        [userId, id],
      );
      return row;
    },

    /**
     * Records a try and its outcome on the delivery in one transaction. A scheduled try moves the delivery to `status` and
     * `next`; a replay only records, and marks the delivery succeeded when it was answered with a 2xx.
     */
    async recordAttempt(deliveryId: number, record: AttemptRecord, outcome: { status: DeliveryStatus; next: Date | null } | 'replay') {
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into webhook_attempts (delivery_id, attempt, replay, attempted_at, ok, status_code, response_ms, response_body, error)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            deliveryId,
            record.attempt,
            record.replay,
            record.attemptedAt,
            record.ok,
            record.statusCode,
            record.responseMs,
            record.responseBody,
            record.error,
          ],
        );
        const common = `attempts = $2, first_attempt_at = coalesce(first_attempt_at, $3), last_attempt_at = $3, last_status_code = $4,
          last_response_ms = $5, last_error = $6`;
        const values = [deliveryId, record.attempt, record.attemptedAt, record.statusCode, record.responseMs, record.error];
        if (outcome === 'replay')
          await tx.query(
            `update webhook_deliveries set ${common},
               status = case when $7 then 'succeeded' else status end,
               next_attempt_at = case when $7 then null else next_attempt_at end
             where id = $1`,
            [...values, record.ok],
          );
        else
          await tx.query(`update webhook_deliveries set ${common}, status = $7, next_attempt_at = $8, claimed_until = null where id = $1`, [
            ...values,
            outcome.status,
            outcome.next,
          ]);
      });
    },
  };
}
