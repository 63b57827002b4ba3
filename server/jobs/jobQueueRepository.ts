import type { Queryable } from '../db/database.ts';

/** The schema unqualified table names resolve to on this connection (its search_path). */
export async function currentSchema(db: Queryable): Promise<string> {
  const [{ schema }] = (await db.query<{ schema: string }>('select current_schema() as schema')) as [{ schema: string }];
  return schema;
}

/** Per queue: jobs waiting (created or due for a retry), running, and the age of the oldest waiting one in seconds. */
export async function queueDepths(db: Queryable, queueSchema: string) {
  return db.query<{ queue: string; waiting: number; active: number; oldest: number | null }>(
    `select name as queue,
       count(*) filter (where state in ('created', 'retry'))::int as waiting,
       count(*) filter (where state = 'active')::int as active,
       extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry')))::float8 as oldest
     from ${queueSchema}.job where state < 'completed' group by name order by name`,
  );
}
