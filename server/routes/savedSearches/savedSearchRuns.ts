// TEMPORARY local stub of the contract (not committed).
import type { Queryable } from '../../db/database.ts';
export interface NewListing { id: string; address: string; city: string; state: string; postal_code: string; list_price: number; arv: number | null; value_gap: number | null; value_gap_pct: number | null }
export async function listingsNewSince(db: Queryable, savedSearchId: number, since: Date | null, limit = 50): Promise<{ listings: NewListing[]; total: number }> {
  const [s] = await db.query<{ zip: string; created_at: Date }>(`select query->>'location' as zip, created_at from saved_searches where id = $1`, [savedSearchId]);
  if (!s) return { listings: [], total: 0 };
  const where = `l.postal_code = $1 and l.standard_status = 'Active' and l.first_seen_at > $2`;
  const [{ total }] = (await db.query<{ total: number }>(`select count(*)::int as total from listings l where ${where}`, [s.zip, since ?? s.created_at])) as [{ total: number }];
  const listings = await db.query<NewListing>(`select l.id::text as id, l.unparsed_address as address, l.city, l.state_or_province as state, l.postal_code, l.list_price, l.arv, l.value_gap, l.value_gap_pct from listings l where ${where} order by l.first_seen_at desc, l.id desc limit $3`, [s.zip, since ?? s.created_at, limit]);
  return { listings, total };
}
