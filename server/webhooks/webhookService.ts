import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { systemClock, type Clock } from '../credits/clock.ts';
import type { Database } from '../db/database.ts';
import { checkAddress, safeFetch, Unreachable } from '../keys/audit/safeFetch.ts';
import { ApiError, badRequest, notFound } from '../lib/errors.ts';
import type { Page } from '../lib/pagination.ts';
import { savedSearchChangeMatches } from '../savedSearches/changeMatches.ts';
import { nextAttemptAt } from './retrySchedule.ts';
import {
  EVENT_LABELS,
  EVENT_TYPES,
  TEST_EVENT_LABEL,
  TEST_EVENT_TYPE,
  type Delivery,
  type DeliveryDetail,
  type DeliveryQuery,
  type Endpoint,
  type EndpointCreate,
  type EndpointUpdate,
  type NewEndpoint,
} from './schemas.ts';
import { newSigningSecret, SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import {
  enqueueEvent,
  enqueueSavedPropertyEvents,
  enqueueSavedSearchEvents,
  webhooksRepository,
  type AttemptRecord,
  type DeliveryRow,
  type DueDelivery,
  type EndpointRow,
  type WebhookEvent,
} from './webhooksRepository.ts';

/** How long an endpoint has to answer a delivery. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The part of an endpoint's answer that is kept in the delivery log. */
export const MAX_RESPONSE_BODY_CHARS = 2_000;
/** How far back each scan of the listing history looks; scans overlap, and the event ids keep each change queued once. */
export const LISTING_EVENTS_WINDOW_MS = 15 * 60_000;
/** Deliveries one worker claims at once. */
const BATCH_SIZE = 10;

export interface WebhookServiceOptions {
  db: Database;
  /** The time deliveries are stamped and scheduled by; tests inject one to check the retry schedule. */
  clock?: Clock;
  /** AUDIT_ALLOW_PRIVATE: the SSRF guard lets private and loopback addresses through, and http is accepted (development, tests). */
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Tests: a resolver other than the system's (safeFetch's). */
  resolve?: (host: string) => Promise<string[]>;
  /** Called after deliveries were queued outside a transaction, so that a worker sends them now (the job queue's send). */
  onQueued?: () => void;
}

export const newEventId = () => `evt_${randomBytes(12).toString('base64url')}`;
const eventLabel = (type: string) =>
  type === TEST_EVENT_TYPE ? TEST_EVENT_LABEL : (EVENT_LABELS[type as keyof typeof EVENT_LABELS] ?? type);
const REFUSAL = { field: 'url', purpose: 'used as webhook endpoints' };

function present(row: EndpointRow): Endpoint {
  const ordered = EVENT_TYPES.filter((type) => row.event_types.includes(type));
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: ordered,
    events: ordered.map((type) => ({ type, label: EVENT_LABELS[type] })),
    secret_hint: `${row.secret.slice(0, 10)}…`,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const presentDelivery = (row: DeliveryRow): Delivery => ({ ...row, event_label: eventLabel(row.event_type) });

/**
 * Outbound webhooks: endpoints a developer registers, and deliveries of events to them, signed like Stripe's
 * (PropScout-Signature: t=…,v1=HMAC-SHA256("<t>.<body>")), retried on the schedule of retrySchedule.ts, each try logged.
 * Every address goes through the website audit's SSRF guard (safeFetch), at registration and at each try.
 */
export function webhookService(options: WebhookServiceOptions) {
  const clock = options.clock ?? systemClock;
  const repository = webhooksRepository(options.db);
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;

  /** The form of an endpoint's address (https; http too where private addresses are allowed), then the SSRF guard. */
  async function checkedUrl(text: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(text.trim());
    } catch {
      throw badRequest('The endpoint is not a web address: enter one such as https://example.com/webhooks.', {
        url: ['Enter a full address such as https://example.com/webhooks.'],
      });
    }
    const schemes = options.allowPrivate ? ['https:', 'http:'] : ['https:'];
    if (!schemes.includes(url.protocol))
      throw badRequest('A webhook endpoint must be an https address.', { url: ['The address must start with https://.'] });
    if (url.username || url.password)
      throw badRequest('The address may not contain a user name or password.', { url: ['Remove the credentials from the address.'] });
    try {
      await checkAddress(url, { allowPrivate: options.allowPrivate, resolve: options.resolve, refusal: REFUSAL });
    } catch (error) {
      if (error instanceof Unreachable) throw badRequest(error.message, { url: ['The host name could not be resolved.'] });
      throw error;
    }
    return url.toString();
  }

  async function ownEndpoint(userId: number, id: number): Promise<EndpointRow> {
    const row = await repository.getEndpoint(userId, id);
    if (!row) throw notFound('No such webhook endpoint.');
    return row;
  }

  /** One POST of a delivery's body, signed now; never throws: a refused address or no answer is a failed try. */
  async function send(delivery: DueDelivery, attempt: number, replay: boolean): Promise<AttemptRecord> {
    const attemptedAt = clock();
    const timestamp = Math.floor(attemptedAt.getTime() / 1000);
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const base = { attempt, replay, attemptedAt };
    try {
      const answer = await safeFetch(new URL(delivery.url), {
        allowPrivate: options.allowPrivate,
        resolve: options.resolve,
        timeoutMs,
        maxBytes: MAX_RESPONSE_BODY_CHARS * 4,
        maxRedirects: 0,
        refusal: REFUSAL,
        request: {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'PropScout-Webhooks/1.0',
            [SIGNATURE_HEADER]: signatureHeader(delivery.secret, timestamp, delivery.body),
          },
          body: delivery.body,
        },
      });
      const ok = answer.status >= 200 && answer.status < 300;
      return {
        ...base,
        ok,
        statusCode: answer.status,
        responseMs: elapsed(),
        responseBody: answer.body.slice(0, MAX_RESPONSE_BODY_CHARS),
        error: ok ? null : `The endpoint answered ${answer.status}.`,
      };
    } catch (error) {
      const message = error instanceof ApiError ? error.detail : error instanceof Error ? error.message : String(error);
      const status = error instanceof Unreachable ? error.status : null;
      return { ...base, ok: false, statusCode: status, responseMs: elapsed(), responseBody: null, error: message };
    }
  }

  /** A scheduled try of a claimed delivery: recorded, then succeeded, retried later, or failed once the 24 h are over. */
  async function attemptClaimed(delivery: DueDelivery): Promise<void> {
    const record = await send(delivery, delivery.attempts + 1, false);
    if (record.ok) return repository.recordAttempt(delivery.id, record, { status: 'succeeded', next: null });
    const next = nextAttemptAt(delivery.first_attempt_at ?? record.attemptedAt, record.attemptedAt, record.attempt);
    await repository.recordAttempt(delivery.id, record, { status: next ? 'pending' : 'failed', next });
  }

  const claimUntil = () => new Date(clock().getTime() + 2 * timeoutMs + 60_000);

  async function detail(userId: number, id: number): Promise<DeliveryDetail> {
    const row = await repository.getDelivery(userId, id);
    if (!row) throw notFound('No such webhook delivery.');
    return { ...presentDelivery(row), attempt_log: await repository.attempts(id) };
  }

  return {
    async createEndpoint(userId: number, body: EndpointCreate): Promise<NewEndpoint> {
      const url = await checkedUrl(body.url);
      const secret = newSigningSecret();
      const row = await repository.createEndpoint(
        userId,
        { url, description: body.description?.trim() ?? '', eventTypes: body.event_types, secret },
        clock(),
      );
      return { ...present(row), secret };
    },

    async listEndpoints(userId: number, page: Page) {
      const { count, rows } = await repository.listEndpoints(userId, page);
      return { count, rows: rows.map(present) };
    },

    getEndpoint: async (userId: number, id: number) => present(await ownEndpoint(userId, id)),

    async updateEndpoint(userId: number, id: number, body: EndpointUpdate): Promise<Endpoint> {
      await ownEndpoint(userId, id);
      const url = body.url === undefined ? undefined : await checkedUrl(body.url);
      const row = await repository.updateEndpoint(
        userId,
        id,
        { url, description: body.description?.trim(), eventTypes: body.event_types },
        clock(),
      );
      if (!row) throw notFound('No such webhook endpoint.');
      return present(row);
    },

    async deleteEndpoint(userId: number, id: number): Promise<void> {
      if (!(await repository.deleteEndpoint(userId, id))) throw notFound('No such webhook endpoint.');
    },

    /**
     * Queues an event for every endpoint of the user subscribed to its type: at most one delivery per (endpoint, event id),
     * however often the same event is delivered. Answers the new deliveries' ids; the worker sends them.
     */
    async deliver(userId: number, event: Omit<WebhookEvent, 'created'> & { created?: Date }): Promise<number[]> {
      const now = clock();
      const ids = await enqueueEvent(options.db, userId, { ...event, created: event.created ?? now }, now);
      if (ids.length) options.onQueued?.();
      return ids;
    },

    /** A `webhook.test` event to one endpoint, sent now (and retried like any other when it fails). */
    async sendTest(userId: number, endpointId: number): Promise<DeliveryDetail> {
      const endpoint = await ownEndpoint(userId, endpointId);
      const now = clock();
      const event: WebhookEvent = {
        id: newEventId(),
        type: TEST_EVENT_TYPE,
        created: now,
        data: { endpoint_id: endpoint.id, message: 'A test event from PropScout.' },
      };
      const [id] = await enqueueEvent(options.db, userId, event, now, endpoint.id);
      const [claimed] = await repository.claimDue(now, claimUntil(), 1, id);
      if (claimed) await attemptClaimed(claimed);
      return detail(userId, id!);
    },

    /** Sends a delivery again now, as a new try with the same event (id and body), signed anew. */
    async replay(userId: number, id: number): Promise<DeliveryDetail> {
      const delivery = await repository.forReplay(userId, id);
      if (!delivery) throw notFound('No such webhook delivery.');
      const record = await send(delivery, delivery.attempts + 1, true);
      await repository.recordAttempt(delivery.id, record, 'replay');
      return detail(userId, id);
    },

    async listDeliveries(userId: number, query: DeliveryQuery, page: Page) {
      const { count, rows } = await repository.listDeliveries(userId, query, page);
      return { count, rows: rows.map(presentDelivery) };
    },

    getDelivery: detail,

    /**
     * Queues the price drops, status changes and auction moves of the last LISTING_EVENTS_WINDOW_MS of saved properties,
     * then of listings that saved searches alerting on them match (a periodic job); answers how many deliveries were queued.
     */
    async enqueueListingChanges(): Promise<number> {
      const now = clock();
      const since = new Date(now.getTime() - LISTING_EVENTS_WINDOW_MS);
      const queued =
        (await enqueueSavedPropertyEvents(options.db, since, now)) +
        (await enqueueSavedSearchEvents(options.db, await savedSearchChangeMatches(options.db, since), now));
      if (queued) options.onQueued?.();
      return queued;
    },

    hasDue: () => repository.hasDue(clock()),

    /** Sends every due delivery (claimed in batches); answers how many tries were made. */
    async runDue(): Promise<number> {
      let tried = 0;
      for (;;) {
        const claimed = await repository.claimDue(clock(), claimUntil(), BATCH_SIZE);
        if (!claimed.length) return tried;
        await Promise.all(claimed.map(attemptClaimed));
        tried += claimed.length;
      }
    },
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
