import type { Clock } from '../credits/clock.ts';
import type { ApiChannel } from '../credits/ledger.ts';
import type { Database } from '../db/database.ts';
import { ApiError, badRequest, forbidden, notFound } from '../lib/errors.ts';
import type { Page } from '../lib/pagination.ts';
import { checkedName } from '../users/names.ts';
import { looksLikeKey, lookupHash, newEmbedId, newKey, sameHash, SHOWN_LENGTH, type KeySecrets } from './keySecrets.ts';
import { AUDIT_EVENTS, recordMemberEvent } from '../teams/audit.ts';
import { keysRepository, type ApiKeyRow } from './keysRepository.ts';
import { allowedOrigins, type BrowserHeaders } from './origins.ts';
import { INVALID_EMBED, widgetSessions, type OpenRequest, type WidgetCall } from './widget.ts';

/** How long each API call stays in a key's log (and its request count): a quarter to audit, without the table growing forever. */
export const API_CALL_RETENTION_DAYS = 90;
export const KEY_NOT_FOUND = 'API key not found.';
export const INVALID_KEY = 'Invalid API key.';
export const NO_API_ACCESS =
  'Your plan does not include API access. Choose a plan with Developer API access (Pro or Business) under Subscription.';
export const KEY_SHOWN_ONCE =
  'An API key is shown once, when it is created, and is stored only as a hash: it cannot be shown again. Generate a new key and delete this one.';
export const MAX_KEY_NAME = 60;
/** The most credits an owner may let the widget spend per visitor session, and per day (see migration 110). */
export const MAX_WIDGET_SESSION_CREDITS = 1_000;
export const MAX_WIDGET_DAILY_CREDITS = 100_000;
const WINDOW_MS = 60_000;

/** A request made with an API key or an embed session: who pays, the key's name for the ledger, what it spent. */
export interface ApiCall extends ApiChannel {
  keyId: number;
  userId: number;
  via: 'key' | 'embed';
  /** Credits the request spent (the route adds them once charged). */
  credits: number;
  startedAt: Date;
  /** Set for an embed token: the widget's visitor session and caps. */
  widget: WidgetCall | null;
}

/** The per-key limit's state after counting a request. */
export interface KeyLimit {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/** Plan access as the billing domain answers it. */
export interface ApiPlanAccess {
  apiPlan(userId: number): Promise<{ allowed: boolean; perMinute: number }>;
}

/** API keys: create (shown once), list, delete, allowed origins, widget caps, call log; and the authentication of calls made with them. */
export function keyService(db: Database, secrets: KeySecrets, access: ApiPlanAccess, clock: Clock) {
  const repository = keysRepository(db);
  const widget = widgetSessions(db, secrets, clock);

  function validName(raw: string): string {
    const name = checkedName('name', raw).replace(/\s+/g, ' ').trim();
    if (!name) throw badRequest('name may not be blank.', { name: ['This field may not be blank.'] });
    if (name.length > MAX_KEY_NAME)
      throw badRequest(`name must be at most ${MAX_KEY_NAME} characters.`, {
        name: [`Ensure this field has no more than ${MAX_KEY_NAME} characters.`],
      });
    return name;
  }

  const callOf = (key: ApiKeyRow, via: ApiCall['via'], widgetCall: WidgetCall | null = null): ApiCall => ({
    keyId: key.id,
    userId: key.user_id,
    apiKeyName: key.name,
    via,
    credits: 0,
    startedAt: clock(),
    widget: widgetCall,
  });

  return {
    repository,
    widget,

    /** Forgets the API calls older than the retention period; answers how many. */
    purgeOldCalls(): Promise<number> {
      return repository.deleteCallsBefore(new Date(clock().getTime() - API_CALL_RETENTION_DAYS * 86_400_000));
    },

    async generate(userId: number, rawName: string) {
      const name = validName(rawName);
      const key = newKey();
      const hash = lookupHash(secrets, key);
      const view = await db.transaction(async (tx) => {
        const created = await keysRepository(tx).insert({
          userId,
          name,
          prefix: key.slice(0, SHOWN_LENGTH),
          hash,
          embedId: newEmbedId(),
          at: clock(),
        });
        await recordMemberEvent(tx, userId, {
          event: AUDIT_EVENTS.apiKeyCreated,
          subject: created.name,
          detail: { key_id: created.id, prefix: created.prefix },
        });
        return created;
      });
      return {
        id: view.id,
        name: view.name,
        key,
        prefix: view.prefix,
        created_at: view.created_at,
        embed_id: view.embed_id,
        allowed_origins: [],
      };
    },

    list: (userId: number, page: Page) => repository.list(userId, page),

    /** GET /keys/reveal/: a key is never shown again (410 to its owner; anyone else: 404, as if it did not exist). */
    async reveal(userId: number, id: number): Promise<never> {
      if (!(await repository.owns(id, userId))) throw notFound(KEY_NOT_FOUND);
      throw new ApiError(410, KEY_SHOWN_ONCE);
    },

    async remove(userId: number, id: number) {
      await db.transaction(async (tx) => {
        const removed = await keysRepository(tx).remove(id, userId);
        if (!removed) throw notFound(KEY_NOT_FOUND);
        await recordMemberEvent(tx, userId, {
          event: AUDIT_EVENTS.apiKeyDeleted,
          subject: removed.name,
          detail: { key_id: id, prefix: removed.prefix },
        });
      });
      return { id };
    },

    async setOrigins(userId: number, id: number, list: string[]) {
      if (!(await repository.setOrigins(id, userId, allowedOrigins(list)))) throw notFound(KEY_NOT_FOUND);
      return (await repository.view(id, userId))!;
    },

    /** The credits the widget may spend per visitor session and per day (a session may not allow more than a day). */
    async setWidgetCredits(userId: number, id: number, caps: { session: number; day: number }) {
      if (caps.session > caps.day)
        throw badRequest('widget_session_credits may not exceed widget_daily_credits.', {
          widget_session_credits: ['A visitor session cannot spend more than the day allows.'],
        });
      if (!(await repository.setWidgetCredits(id, userId, caps))) throw notFound(KEY_NOT_FOUND);
      return (await repository.view(id, userId))!;
    },

    async calls(userId: number, id: number, page: Page) {
      const calls = await repository.calls(id, userId, page);
      if (!calls) throw notFound(KEY_NOT_FOUND);
      return calls;
    },

    /** POST /embed/session/: a short-lived token for the widget on an allowed website (see widget.ts). */
    async openEmbedSession(request: OpenRequest) {
      const key = await repository.byEmbedId(request.embedId);
      if (!key) throw notFound('Unknown embed id.');
      return widget.open(key, request);
    },

    /** The origins allowed to frame the widget of an embed id; empty for an unknown id. */
    async frameAncestors(embedId: string): Promise<string[]> {
      return (await repository.byEmbedId(embedId))?.allowed_origins ?? [];
    },

    /** The key an X-API-Key header names: 401 when it is malformed, unknown or deleted. Compared in constant time. */
    async identifyKey(text: string): Promise<ApiCall> {
      if (!looksLikeKey(text)) throw new ApiError(401, INVALID_KEY);
      const hash = lookupHash(secrets, text);
      const key = await repository.byHash(hash);
      if (!key || !sameHash(key.key_hash, hash)) throw new ApiError(401, INVALID_KEY);
      return callOf(key, 'key');
    },

    /** The key and visitor session behind an X-Embed-Token, from the origin it was opened for (see widget.ts). */
    async identifyEmbed(token: string, headers: BrowserHeaders): Promise<ApiCall> {
      const { key, widget: session } = await widget.identify(token, headers, (id) => repository.byId(id));
      return callOf(key, 'embed', session);
    },

    /** 403 without API access on the owner's plan; otherwise counts the request in the key's minute. */
    async admit(call: ApiCall): Promise<KeyLimit> {
      const plan = await access.apiPlan(call.userId);
      if (!plan.allowed) throw forbidden(NO_API_ACCESS);
      const now = call.startedAt.getTime();
      const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
      const count = await repository.countRequest(call.keyId, new Date(windowStart));
      // Deleted between the lookup and now: refused like any deleted key.
      if (count === null) throw new ApiError(401, call.via === 'key' ? INVALID_KEY : INVALID_EMBED);
      return {
        allowed: count <= plan.perMinute,
        limit: plan.perMinute,
        remaining: Math.max(0, plan.perMinute - count),
        resetSeconds: Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000)),
      };
    },

    async record(call: ApiCall, answer: { method: string; route: string; status: number; durationMs: number }) {
      await repository.logCall({
        keyId: call.keyId,
        calledAt: call.startedAt,
        method: answer.method,
        route: answer.route,
        status: answer.status,
        credits: call.credits,
        durationMs: Math.max(0, Math.round(answer.durationMs)),
        via: call.via,
      });
    },
  };
}
export type KeyService = ReturnType<typeof keyService>;
