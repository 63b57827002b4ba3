import type { Page } from '../lib/pagination.ts';
import type { SqlParams } from '../lib/sqlParams.ts';
import type { Queryable } from './database.ts';

/** One paged SELECT: `where` clauses (falsy ones skipped) are and-ed; every value went through `params`. */
export interface PageSql {
  select: string;
  from: string;
  where: (string | false | undefined)[];
  params: SqlParams;
  orderBy: string;
  page: Page;
}

/** Counts the rows the where clauses match, then fetches the page of them. */
export async function pageRows<T extends object>(db: Queryable, sql: PageSql): Promise<{ count: number; rows: T[] }> {
  const where = sql.where.filter(Boolean).join(' and ');
  const [counted] = await db.query<{ count: number }>(`select count(*)::int as count from ${sql.from} where ${where}`, sql.params.values);
  const rows = await db.query<T>(
    `select ${sql.select} from ${sql.from} where ${where} order by ${sql.orderBy} limit ${sql.page.limit} offset ${sql.page.offset}`,
    sql.params.values,
  );
  return { count: counted!.count, rows };
}
