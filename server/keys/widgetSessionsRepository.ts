import type { Database, Queryable } from '../db/database.ts';

export interface WidgetSessionRow {
  id: string;
  key_id: number;
  request_origin: string;
  parent_origin: string;
  created_at: Date;
  credits: number;
}

/** Which cap a reservation would pass. */
export type CapReached = 'session' | 'day';

class Refused extends Error {
  constructor(readonly cap: CapReached) {
    super(cap);
  }
}

/** The most listings one session remembers (a visitor paging through results); the oldest are never dropped, new ones are. */
export const MAX_LISTINGS_PER_SESSION = 2_000;

export function widgetSessionsRepository(db: Database) {
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  return {
    async create(session: { id: string; keyId: number; requestOrigin: string; parentOrigin: string; at: Date }): Promise<void> {
      await db.query(`insert into widget_sessions (id, key_id, request_origin, parent_origin, created_at) values ($1, $2, $3, $4, $5)`, [
        session.id,
        session.keyId,
        session.requestOrigin,
        session.parentOrigin,
        session.at.toISOString(),
      ]);
    },

    async find(id: string): Promise<WidgetSessionRow | undefined> {
      const [row] = await db.query<WidgetSessionRow>(
        `select id, key_id::int as key_id, request_origin, parent_origin, created_at, credits from widget_sessions where id = $1`,
        [id],
      );
      return row;
    },

    /** Remembers listings the session showed (up to {@link MAX_LISTINGS_PER_SESSION}). */
    async addListings(id: string, listingIds: string[]): Promise<void> {
      if (!listingIds.length) return;
      await db.query(
        `insert into widget_session_listings (session_id, listing_id)
         select $1, l.id from unnest($2::bigint[]) as l(id)
         where (select count(*) from widget_session_listings where session_id = $1) + cardinality($2::bigint[]) <= $3
         on conflict do nothing`,
        [id, listingIds, MAX_LISTINGS_PER_SESSION],
      );
    },

    async showed(id: string, listingId: string): Promise<boolean> {
      const rows = await db.query('select 1 from widget_session_listings where session_id = $1 and listing_id = $2', [id, listingId]);
      return rows.length > 0;
    },

    /**
     * Sets `credits` aside for one call against both caps, in one transaction: the session's and the key's day (UTC) of
     * `at`. Null when both hold them, else the cap that would be passed (nothing is set aside then).
     */
    async reserve(
      reservation: { sessionId: string; keyId: number; at: Date; credits: number },
      caps: { session: number; day: number },
    ): Promise<CapReached | null> {
      const { sessionId, keyId, credits } = reservation;
      const day = dayOf(reservation.at);
      try {
        await db.transaction(async (tx) => {
          const session = await tx.query(
            'update widget_sessions set credits = credits + $2 where id = $1 and credits + $2 <= $3 returning 1',
            [sessionId, credits, caps.session],
          );
          if (!session.length) throw new Refused('session');
          await tx.query('insert into widget_daily_credits (key_id, day) values ($1, $2) on conflict do nothing', [keyId, day]);
          const daily = await tx.query(
            `update widget_daily_credits set credits = credits + $3 where key_id = $1 and day = $2 and credits + $3 <= $4 returning 1`,
            [keyId, day, credits, caps.day],
          );
          if (!daily.length) throw new Refused('day');
        });
        return null;
      } catch (error) {
        if (error instanceof Refused) return error.cap;
        throw error;
      }
    },

    /** Gives back what a call set aside and did not spend. */
    async release(reservation: { sessionId: string; keyId: number; at: Date; credits: number }): Promise<void> {
      if (reservation.credits <= 0) return;
      const day = dayOf(reservation.at);
      await db.transaction(async (tx: Queryable) => {
        await tx.query('update widget_sessions set credits = greatest(0, credits - $2) where id = $1', [
          reservation.sessionId,
          reservation.credits,
        ]);
        await tx.query('update widget_daily_credits set credits = greatest(0, credits - $3) where key_id = $1 and day = $2', [
          reservation.keyId,
          day,
          reservation.credits,
        ]);
      });
    },

    /** Forgets sessions opened before `cutoff` (with their listings) and daily totals of days before it; answers how many sessions. */
    async purge(cutoff: Date): Promise<number> {
      const rows = await db.query('delete from widget_sessions where created_at < $1 returning 1', [cutoff.toISOString()]);
      await db.query('delete from widget_daily_credits where day < $1::date', [dayOf(cutoff)]);
      return rows.length;
    },
  };
}
export type WidgetSessionsRepository = ReturnType<typeof widgetSessionsRepository>;
