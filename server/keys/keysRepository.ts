import type { Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import { isoTime } from '../lib/sqlFormat.ts';

/** A key as its owner's list shows it (never the secret). */
export interface ApiKeyView {
  id: number;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  request_count: number;
  embed_id: string;
  allowed_origins: string[];
  /** The credits the website widget may spend per visitor session, and per day. */
  widget_session_credits: number;
  widget_daily_credits: number;
}

/** What authentication reads of a key. */
export interface ApiKeyRow {
  id: number;
  user_id: number;
  name: string;
  key_hash: string;
  allowed_origins: string[];
  widget_session_credits: number;
  widget_daily_credits: number;
}

export interface ApiCallRow {
  id: number;
  called_at: string;
  method: string;
  route: string;
  status: number;
  credits: number;
  duration_ms: number;
}

export interface NewApiCall {
  keyId: number;
  calledAt: Date;
  method: string;
  route: string;
  status: number;
  credits: number;
  durationMs: number;
  via: 'key' | 'embed';
}

const VIEW = `k.id::int as id, k.name, k.prefix, ${isoTime('k.created_at')} as created_at,
  (select ${isoTime('max(c.called_at)')} from api_calls c where c.key_id = k.id) as last_used_at,
  (select count(*)::int from api_calls c where c.key_id = k.id) as request_count,
  k.embed_id, k.allowed_origins, k.widget_session_credits, k.widget_daily_credits`;
const ROW = `id::int as id, user_id::int as user_id, name, key_hash, allowed_origins, widget_session_credits, widget_daily_credits`;

export function keysRepository(db: Queryable) {
  return {
    /** Stores a new key by its lookup hash and prefix: the key itself is never stored. */
    async insert(key: { userId: number; name: string; prefix: string; hash: string; embedId: string; at: Date }) {
      const [row] = await db.query<{ id: number }>(
        `insert into api_keys (user_id, name, prefix, key_hash, embed_id, created_at)
         values ($1, $2, $3, $4, $5, $6) returning id::int as id`,
        [key.userId, key.name, key.prefix, key.hash, key.embedId, key.at.toISOString()],
      );
      return (await this.view(row!.id, key.userId))!;
    },

    async view(id: number, userId: number): Promise<ApiKeyView | undefined> {
      const [row] = await db.query<ApiKeyView>(`select ${VIEW} from api_keys k where k.id = $1 and k.user_id = $2`, [id, userId]);
      return row;
    },

    async list(userId: number, page: Page): Promise<{ count: number; rows: ApiKeyView[] }> {
      const [{ count }] = (await db.query<{ count: number }>('select count(*)::int as count from api_keys where user_id = $1', [
        userId,
      ])) as [{ count: number }];
      const rows = await db.query<ApiKeyView>(`select ${VIEW} from api_keys k where k.user_id = $1 order by k.id desc limit $2 offset $3`, [
        userId,
        page.limit,
        page.offset,
      ]);
      return { count, rows };
    },

    async owns(id: number, userId: number): Promise<boolean> {
      return (await db.query('select 1 from api_keys where id = $1 and user_id = $2', [id, userId])).length > 0;
    },

    /** Deletes the owner's key; answers its name and prefix, or undefined when they have no such key. */
    async remove(id: number, userId: number): Promise<{ name: string; prefix: string } | undefined> {
      const [row] = await db.query<{ name: string; prefix: string }>(
        'delete from api_keys where id = $1 and user_id = $2 returning name, prefix',
        [id, userId],
      );
      return row;
    },

    async setOrigins(id: number, userId: number, origins: string[]): Promise<boolean> {
      const rows = await db.query('update api_keys set allowed_origins = $3::jsonb where id = $1 and user_id = $2 returning id', [
        id,
        userId,
        JSON.stringify(origins),
      ]);
      return rows.length > 0;
    },

    async setWidgetCredits(id: number, userId: number, caps: { session: number; day: number }): Promise<boolean> {
      const rows = await db.query(
        'update api_keys set widget_session_credits = $3, widget_daily_credits = $4 where id = $1 and user_id = $2 returning id',
        [id, userId, caps.session, caps.day],
      );
      return rows.length > 0;
    },

    async byHash(hash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.query<ApiKeyRow>(`select ${ROW} from api_keys where key_hash = $1`, [hash]);
      return row;
    },

    async byEmbedId(embedId: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.query<ApiKeyRow>(`select ${ROW} from api_keys where embed_id = $1`, [embedId]);
      return row;
    },

    async byId(id: number): Promise<ApiKeyRow | undefined> {
      const [row] = await db.query<ApiKeyRow>(`select ${ROW} from api_keys where id = $1`, [id]);
      return row;
    },

    /**
     * Counts one request in the key's current minute (windows start on the minute of `windowStart`) and answers the count
     * so far, in one statement: concurrent requests (and servers) never both see a free slot. Null when the key is gone.
     */
    async countRequest(id: number, windowStart: Date): Promise<number | null> {
      const [row] = await db.query<{ count: number }>(
        `update api_keys set
           window_count = case when window_started_at = $2::timestamptz then window_count + 1 else 1 end,
           window_started_at = $2::timestamptz
         where id = $1 returning window_count::int as count`,
        [id, windowStart.toISOString()],
      );
      return row ? row.count : null;
    },

    /** Records a call (the key may have been deleted meanwhile: then nothing is recorded). */
    async logCall(call: NewApiCall): Promise<void> {
      await db.query(
        `insert into api_calls (key_id, called_at, method, route, status, credits, duration_ms, via)
         select id, $2, $3, $4, $5, $6, $7, $8 from api_keys where id = $1`,
        [call.keyId, call.calledAt.toISOString(), call.method, call.route, call.status, call.credits, call.durationMs, call.via],
      );
    },

    /** Deletes the call log rows older than `cutoff`; answers how many. */
    async deleteCallsBefore(cutoff: Date): Promise<number> {
      const rows = await db.query('delete from api_calls where called_at < $1 returning 1', [cutoff.toISOString()]);
      return rows.length;
    },

    async calls(keyId: number, userId: number, page: Page): Promise<{ count: number; rows: ApiCallRow[] } | null> {
      if (!(await this.owns(keyId, userId))) return null;
      const [{ count }] = (await db.query<{ count: number }>('select count(*)::int as count from api_calls where key_id = $1', [
        keyId,
      ])) as [{ count: number }];
      const rows = await db.query<ApiCallRow>(
        `select id::int as id, ${isoTime('called_at')} as called_at, method, route, status, credits, duration_ms
         from api_calls where key_id = $1 order by called_at desc, id desc limit $2 offset $3`,
        [keyId, page.limit, page.offset],
      );
      return { count, rows };
    },
  };
}
export type KeysRepository = ReturnType<typeof keysRepository>;
