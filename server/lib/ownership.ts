import type { Queryable } from '../db/database.ts';
import { forbidden, notFound } from './errors.ts';
import { ownerOf, type OwnedTable } from './ownersRepository.ts';

/**
 * Ownership of a row only its user acts on (shareable kinds follow server/teams/sharing.ts instead): read the row's owner
 * before acting on it, 404 when the row does not exist, 403 when it is someone else's; a write that finds nothing (the
 * row went in between) answers 404 through found().
 */
export function ownedRow<T extends { user_id: number }>(row: T | undefined, userId: number, what: string): T {
  if (found(row, what).user_id !== userId) throw forbidden();
  return row!;
}

/** The row, or 404 `<what> not found.`. */
export function found<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw notFound(`${what} not found.`);
  return row;
}

export async function assertOwned(db: Queryable, table: OwnedTable, id: number, userId: number, what: string): Promise<void> {
  ownedRow(await ownerOf(db, table, id), userId, what);
}
