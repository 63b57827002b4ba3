import type { Queryable } from '../db/database.ts';

/** The SQL of demo seeding (the rows themselves go in through COPY: server/listings/bulkLoad.ts). */

/** Whether any listing, any real (not demo) listing and any place to search is stored. */
export async function listingsOnFile(db: Queryable): Promise<{ listings: boolean; real: boolean; places: boolean }> {
  const [found] = await db.query<{ listings: boolean; real: boolean; places: boolean }>(
    `select exists (select 1 from listings) as listings, exists (select 1 from listings where not is_demo) as real,
       exists (select 1 from listing_locations) as places`,
  );
  return found!;
}

export async function removeDemoListings(db: Queryable): Promise<void> {
  await db.query('delete from listings where is_demo');
  await db.query('delete from property_records where is_demo'); // the demo owner data (server/listings/records/demoRecordsRepository.ts)
}

/**
 * `count` consecutive ids from the listings sequence, answering the first. One statement: atomic on PGlite (one session);
 * on PostgreSQL another session inserting listings at the same moment could take an id in the range, and the COPY would
 * then fail on the primary key (loudly). Seeding runs on an empty database.
 */
export async function reserveListingIds(db: Queryable, count: number): Promise<number> {
  const [row] = await db.query<{ first: string }>(
    `select setval(pg_get_serial_sequence('listings', 'id'), nextval(pg_get_serial_sequence('listings', 'id')) + $1::bigint - 1) - $1::bigint + 1 as first`,
    [count],
  );
  return Number(row!.first);
}

/** After a bulk load: the visibility map (counts become index-only scans) and the planner's statistics. */
export async function vacuumListings(db: Queryable): Promise<void> {
  await db.query('vacuum analyze listings');
}
