import type { Database } from '../db/database.ts';
import { usersRepository } from './usersRepository.ts';

export const NOT_REGISTERED = 'This account is not registered yet.';

/** Entries kept per database; users are never deleted, so a cached id never goes stale (only registered ids are cached). */
export const KNOWN_USERS_LIMIT = 10_000;
const known = new WeakMap<Database, Map<string, number>>();

/** The users.id of a verified Cognito subject, or null when the account never registered. */
export async function registeredUserId(db: Database, sub: string): Promise<number | null> {
  let ids = known.get(db);
  const cached = ids?.get(sub);
  if (cached !== undefined) return cached;
  const id = await usersRepository(db).idBySub(sub);
  if (id === undefined) return null;
  if (!ids) known.set(db, (ids = new Map()));
  if (ids.size >= KNOWN_USERS_LIMIT) ids.delete(ids.keys().next().value!); // oldest first: a bounded FIFO is enough here
  ids.set(sub, id);
  return id;
}
