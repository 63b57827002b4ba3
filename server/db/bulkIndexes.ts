import { plainIdentifier } from './copy.ts';
import { yieldToEventLoop, type Database, type Queryable } from './database.ts';

/**
 * Bulk loads build a table's secondary indexes once, after the rows are in, instead of maintaining each row by row (several
 * times the cost at 100,000 rows, more at millions). While they are gone their definitions are kept in the table's comment,
 * written in the same statement that drops them, so a load stopped half-way (a crash, Ctrl-C) leaves them listed and the
 * next call of rebuildIndexes builds them again: a table is never left without its indexes for good.
 */
const MARK = 'propscout: indexes to build again: ';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The table's indexes that no constraint owns (the primary key and unique constraints stay, with their checks). */
const secondaryIndexes = (db: Queryable, table: string) =>
  db.query<{ name: string; definition: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
     where indrelid = $1::regclass and not exists (select 1 from pg_constraint where conindid = indexrelid) order by 1`,
    [table],
  );

/** Runs `load` with `table`'s secondary indexes dropped, then builds them again (one statement each), whether it succeeded or not. */
export async function withIndexesBuiltAfter<T>(db: Database, table: string, load: () => Promise<T>): Promise<T> {
  await rebuildIndexes(db, table);
  const indexes = await secondaryIndexes(db, table);
  if (indexes.length > 0) {
    const definitions = JSON.stringify(indexes.map((index) => index.definition));
    // One simple query: one implicit transaction, so the comment and the drops happen together or not at all.
    await db.exec(
      [
        `comment on table ${plainIdentifier(table)} is ${literal(MARK + definitions)}`,
        ...indexes.map((index) => `drop index ${index.name}`),
      ].join(';\n'),
    );
  }
  try {
    return await load();
  } finally {
    await rebuildIndexes(db, table); // after a failed load too, while this process can
  }
}

/** Builds again the indexes a bulk load of `table` dropped, if any are listed; one statement each, with a turn for waiting requests between. */
export async function rebuildIndexes(db: Queryable, table: string): Promise<void> {
  const [row] = await db.query<{ comment: string | null }>(`select obj_description($1::regclass, 'pg_class') as comment`, [table]);
  if (!row?.comment?.startsWith(MARK)) return;
  for (const definition of JSON.parse(row.comment.slice(MARK.length)) as string[]) {
    await db.query(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
    await yieldToEventLoop();
  }
  await db.query(`comment on table ${plainIdentifier(table)} is null`);
}
