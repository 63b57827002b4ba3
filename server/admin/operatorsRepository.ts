import type { Queryable } from '../db/database.ts';

/** The registered e-mail of a user (the provider-verified address given at registration); null for no such user. */
export async function registeredEmail(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ email: string }>('select email from users where id = $1', [userId]);
  return row?.email ?? null;
}
