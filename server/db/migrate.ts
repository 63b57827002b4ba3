import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: keeps two server processes on one PostgreSQL from migrating at once.
const MIGRATION_LOCK = 7261;

/** Applies every migrations/*.sql not yet applied, in name order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  if (db.kind === 'postgres') await db.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    const pending = fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql') && !done.has(f)).sort();
    for (const name of pending) {
      const sql = fs.readFileSync(path.join(migrationsDir, name), 'utf8');
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(sql)) await tx.query(statement);
        await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      });
    }
    return pending;
  } finally {
    if (db.kind === 'postgres') await db.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}

/** Splits on semicolons at line ends; migrations keep one statement per semicolon-terminated block. */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
