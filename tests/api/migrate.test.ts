import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate, MigrationChecksumError } from '../../server/db/migrate.ts';
import { openTestDatabase } from './helpers.ts';

let db: Database;
let dir: string;
const write = (name: string, sql: string) => fs.writeFileSync(path.join(dir, name), sql);
const tables = async () =>
  (
    await db.query<{ t: string }>(`select table_name as t from information_schema.tables where table_schema = current_schema() order by 1`)
  ).map((r) => r.t);

beforeEach(async () => {
  db = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-migrations-'));
});
afterEach(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration runner', () => {
  it('runs a file as written, semicolons inside a function body included, and records it once', async () => {
    write(
      '001_fn.sql',
      `create table things (n int);
       create function add_one(x int) returns int language plpgsql as $$ begin
         return x + 1; -- a semicolon at a line end that a naive splitter would cut on;
       end; $$;
       insert into things values (add_one(41));`,
    );
    expect(await migrate(db, dir)).toEqual(['001_fn.sql']);
    expect(await db.query('select n from things')).toEqual([{ n: 42 }]);
    expect(await migrate(db, dir)).toEqual([]);
  });

  it('rolls a failing file back whole and records nothing', async () => {
    write('001_bad.sql', 'create table first_half (n int);\ninsert into no_such_table values (1);');
    await expect(migrate(db, dir)).rejects.toThrow(/no_such_table/);
    expect(await tables()).toEqual(['schema_migrations']);
    expect(await db.query('select name from schema_migrations')).toEqual([]);
  });

  it('refuses to start when an applied file changed, naming it', async () => {
    write('001_a.sql', 'create table a (n int);');
    await migrate(db, dir);
    write('001_a.sql', 'create table a (n bigint);');
    const failure = migrate(db, dir);
    await expect(failure).rejects.toBeInstanceOf(MigrationChecksumError);
    await expect(failure).rejects.toThrow(/001_a\.sql was changed after it was applied/);
  });

  it('adopts rows recorded before checksums were kept', async () => {
    write('001_a.sql', 'create table a (n int);');
    await migrate(db, dir);
    await db.query('update schema_migrations set checksum = null');
    expect(await migrate(db, dir)).toEqual([]);
    write('001_a.sql', 'create table a (n text);');
    await expect(migrate(db, dir)).rejects.toBeInstanceOf(MigrationChecksumError);
  });
});
