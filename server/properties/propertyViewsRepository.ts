import type { Static } from 'typebox';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import type { PropertySummary } from '../listings/search/schemas.ts';
import { OWNER_JOIN, SUMMARY_COLUMNS } from '../listings/search/searchRepository.ts';

/** Views within this many days are recent (/properties); earlier ones are older (/properties/older). */
export const RECENT_DAYS = 30;

export function propertyViewsRepository(db: Queryable) {
  return {
    /** Records a view; false when the listing does not exist. */
    async record(userId: number, listingId: number): Promise<boolean> {
      const rows = await db.query(
        `insert into property_views (user_id, listing_id) select $1, id from listings where id = $2
         on conflict (user_id, listing_id) do update set last_viewed_at = now(), view_count = property_views.view_count + 1
         returning listing_id`,
        [userId, listingId],
      );
      return rows.length > 0;
    },

    async list(userId: number, older: boolean, page: Page) {
      const when = `v.last_viewed_at ${older ? '<' : '>='} now() - make_interval(days => ${RECENT_DAYS})`;
      const [{ count }] = (await db.query<{ count: number }>(
        `select count(*)::int as count from property_views v where v.user_id = $1 and ${when}`,
        [userId],
      )) as [{ count: number }];
      const rows = await db.query<Record<string, unknown>>(
        `select v.listing_id::text as property_id, ${isoTime('v.last_viewed_at')} as viewed_at, v.view_count, ${SUMMARY_COLUMNS.replace('$user', '$1')}
         from property_views v join listings l on l.id = v.listing_id ${OWNER_JOIN}
         where v.user_id = $1 and ${when} order by v.last_viewed_at desc, v.listing_id desc limit $2 offset $3`,
        [userId, page.limit, page.offset],
      );
      const results = rows.map(({ property_id, viewed_at, view_count, ...property }) => ({
        id: property_id as string,
        property_id: property_id as string,
        viewed_at: viewed_at as string,
        view_count: view_count as number,
        property: property as Static<typeof PropertySummary>,
      }));
      return { count, results };
    },
  };
}
