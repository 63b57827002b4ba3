import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const defaultMigrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: keeps two server processes on one PostgreSQL from migrating at once.
const MIGRATION_LOCK = 7261;

export const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

export class MigrationChecksumError extends Error {}

/**
 * Applies every migrations/*.sql not yet applied, in name order: each file as written (several statements run through
 * the simple query protocol, never split by us) in its own transaction together with its record. An applied file whose
 * text changed since stops the start: the database no longer matches what the code expects.
 */
export async function migrate(db: Database, migrationsDir = defaultMigrationsDir): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now());
    alter table schema_migrations add column if not exists checksum text`);
  if (db.kind === 'postgres') await db.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    const applied = new Map(
      (await db.query<{ name: string; checksum: string | null }>('select name, checksum from schema_migrations')).map((r) => [
        r.name,
        r.checksum,
      ]),
    );
    const files = fs
      .readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const pending: string[] = [];
    for (const name of files) {
      const checksum = checksumOf(fs.readFileSync(path.join(migrationsDir, name), 'utf8'));
      if (!applied.has(name)) pending.push(name);
      else if (applied.get(name) === null) {
        // Recorded before checksums were kept: trust the file as it is now.
        await db.query('update schema_migrations set checksum = $2 where name = $1', [name, checksum]);
      } else if (applied.get(name) !== checksum) {
        throw new MigrationChecksumError(
          `Migration ${name} was changed after it was applied (checksum mismatch). Restore the file as it was and add a new migration instead.`,
        );
      }
    }
    for (const name of pending) {
      const sql = fs.readFileSync(path.join(migrationsDir, name), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [name, checksumOf(sql)]);
      });
    }
    return pending;
  } finally {
    if (db.kind === 'postgres') await db.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}
