import type { Clock } from '../credits/clock.ts';
import type { ApiChannel } from '../credits/ledger.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, badRequest, forbidden, notFound } from '../lib/errors.ts';
import type { Page } from '../lib/pagination.ts';
import { embedSessions } from './embedSessions.ts';
import {
  decryptKey,
  encryptKey,
  looksLikeKey,
  lookupHash,
  newEmbedId,
  newKey,
  sameHash,
  SHOWN_LENGTH,
  type KeySecrets,
} from './keySecrets.ts';
import { keysRepository, type ApiKeyRow } from './keysRepository.ts';
import { allowedOrigins, normalOrigin } from './origins.ts';

/** How long each API call stays in a key's log (and its request count): a quarter to audit, without the table growing forever. */
export const API_CALL_RETENTION_DAYS = 90;
export const KEY_NOT_FOUND = 'API key not found.';
export const INVALID_KEY = 'Invalid API key.';
export const INVALID_EMBED = 'Invalid or expired embed session.';
export const NO_API_ACCESS =
  'Your plan does not include API access. Choose a plan with Developer API access (Pro or Business) under Subscription.';
export const ORIGIN_REFUSED = 'This website is not allowed to show this PropScout widget.';
export const MAX_KEY_NAME = 60;
const WINDOW_MS = 60_000;

/** A request made with an API key or an embed session: who pays, the key's name for the ledger, what it spent. */
export interface ApiCall extends ApiChannel {
  keyId: number;
  userId: number;
  via: 'key' | 'embed';
  /** Credits the request spent (the route adds them once charged). */
  credits: number;
  startedAt: Date;
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

/** API keys: create, list, reveal, delete, allowed origins, call log; and the authentication of calls made with them. */
export function keyService(db: Queryable, secrets: KeySecrets, access: ApiPlanAccess, clock: Clock) {
  const repository = keysRepository(db);
  const sessions = embedSessions(secrets, clock);

  function validName(raw: string): string {
    const name = raw.replace(/\s+/g, ' ').trim();
    if (!name) throw badRequest('name may not be blank.', { name: ['This field may not be blank.'] });
    if (name.length > MAX_KEY_NAME)
      throw badRequest(`name must be at most ${MAX_KEY_NAME} characters.`, {
        name: [`Ensure this field has no more than ${MAX_KEY_NAME} characters.`],
      });
    return name;
  }

  const callOf = (key: ApiKeyRow, via: ApiCall['via']): ApiCall => ({
    keyId: key.id,
    userId: key.user_id,
    apiKeyName: key.name,
    via,
    credits: 0,
    startedAt: clock(),
  });

  return {
    repository,
    sessions,

    /** Forgets the API calls older than the retention period; answers how many. */
    purgeOldCalls(): Promise<number> {
      return repository.deleteCallsBefore(new Date(clock().getTime() - API_CALL_RETENTION_DAYS * 86_400_000));
    },

    async generate(userId: number, rawName: string) {
      const name = validName(rawName);
      const key = newKey();
      const hash = lookupHash(secrets, key);
      const view = await repository.insert({
        userId,
        name,
        prefix: key.slice(0, SHOWN_LENGTH),
        hash,
        encrypted: encryptKey(secrets, key, hash),
        embedId: newEmbedId(),
        at: clock(),
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

    /** The full key, to its owner only (anyone else: 404, as if it did not exist). */
    async reveal(userId: number, id: number) {
      const stored = await repository.secretOf(id, userId);
      if (!stored) throw notFound(KEY_NOT_FOUND);
      try {
        return { id, key: decryptKey(secrets, stored.key_encrypted, stored.key_hash) };
      } catch {
        // Encrypted under another API_KEY_SECRET (the secret was changed): the key no longer works either.
        throw new ApiError(410, 'This key was made under a server secret that has since changed: delete it and generate a new one.');
      }
    },

    async remove(userId: number, id: number) {
      if (!(await repository.remove(id, userId))) throw notFound(KEY_NOT_FOUND);
      return { id };
    },

    async setOrigins(userId: number, id: number, list: string[]) {
      if (!(await repository.setOrigins(id, userId, allowedOrigins(list)))) throw notFound(KEY_NOT_FOUND);
      return (await repository.view(id, userId))!;
    },

    async calls(userId: number, id: number, page: Page) {
      const calls = await repository.calls(id, userId, page);
      if (!calls) throw notFound(KEY_NOT_FOUND);
      return calls;
    },

    /** POST /embed/session/: a short-lived token for a widget shown on an allowed website. */
    async openEmbedSession(embedId: string, parentOrigin: string) {
      const key = await repository.byEmbedId(embedId);
      if (!key) throw notFound('Unknown embed id.');
      const origin = normalOrigin(parentOrigin);
      if (!origin || !key.allowed_origins.includes(origin)) throw forbidden(ORIGIN_REFUSED);
      return { ...(await sessions.issue({ keyId: key.id, embedId, origin })), allowed: true as const };
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

    /** The key behind an X-Embed-Token: 401 when the token is bad or expired, the key deleted, or its origin no longer allowed. */
    async identifyEmbed(token: string): Promise<ApiCall> {
      const session = await sessions.verify(token);
      const key = session && (await repository.byId(session.keyId));
      if (!session || !key || !key.allowed_origins.includes(session.origin)) throw new ApiError(401, INVALID_EMBED);
      return callOf(key, 'embed');
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
