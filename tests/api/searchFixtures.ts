import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../server/db/database.ts';
import type { TestUser } from './helpers.ts';

/** The users.id of a registered test user. */
export async function userIdOf(db: Queryable, user: TestUser): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [user.sub]);
  return row!.id;
}

/** A saved search for listings in one ZIP code, written straight into the search domain's table. */
export async function savedSearch(db: Queryable, userId: number, postalCode: string, name = `Deals in ${postalCode}`): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "insert into saved_searches (user_id, name, query, created_at) values ($1, $2, $3::jsonb, now() - interval '30 days') returning id::int as id",
    [userId, name, JSON.stringify({ location: postalCode })],
  );
  return row!.id;
}

/** An active listing that first appeared at firstSeen (default now). */
export async function listing(
  db: Queryable,
  fields: { postalCode: string; address: string; price: number; arv: number | null; firstSeen?: Date; city?: string; state?: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into listings (listing_key, unparsed_address, address_key, city, state_or_province, postal_code, property_type, standard_status,
       list_price, arv, first_seen_at)
     values ($1, $2, $3, $4, $5, $6, 'Residential', 'Active', $7, $8, $9) returning id::int as id`,
    [
      randomUUID(),
      fields.address,
      `${fields.address.toLowerCase()}|${fields.postalCode}`,
      fields.city ?? 'Austin',
      fields.state ?? 'TX',
      fields.postalCode,
      fields.price,
      fields.arv,
      fields.firstSeen ?? new Date(),
    ],
  );
  return row!.id;
}

/** Makes an email due now and treats listings newer than `since` as new. */
export async function makeDue(db: Queryable, emailId: number, since: Date) {
  await db.query("update automated_emails set next_run_at = now() - interval '1 second', last_run_at = $2 where id = $1", [emailId, since]);
}
