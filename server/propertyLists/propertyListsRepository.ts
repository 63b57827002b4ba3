import type { Static } from 'typebox';
import type { Database, Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import { SqlParams } from '../lib/sqlParams.ts';
import type { PropertySummary } from '../listings/search/schemas.ts';
import { OWNER_JOIN, SUMMARY_COLUMNS } from '../listings/search/searchRepository.ts';
import { sharedScopeSql, type SharingScope } from '../teams/sharingSql.ts';
import type { PropertyList, PropertyListItem } from './schemas.ts';

/** Who made or last changed a list, as a person reads them: their name, or their e-mail without one. */
const person = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id::int, 'name',
     coalesce(nullif(trim(${alias}.firstname || ' ' || ${alias}.lastname), ''), ${alias}.email)) end`;

const COLUMNS = `pl.id::int as id, pl.name, pl.user_id::int as owner_id, pl.team_id::int as team_id,
  (select count(*)::int from saved_properties sp where sp.list_id = pl.id) as item_count,
  ${person('cu')} as created_by, ${person('uu')} as updated_by,
  ${isoTime('pl.created_at')} as created_at, ${isoTime('pl.updated_at')} as updated_at`;
const FROM = 'property_lists pl left join users cu on cu.id = pl.created_by left join users uu on uu.id = pl.updated_by';

/** A list as read: the answer's facts, its owner and the team it is shared with (null: private). */
export type PropertyListRow = Omit<PropertyList, 'own' | 'shared' | 'can_edit' | 'edit_refusal'> & { team_id: number | null };

/** Who owns a list and the team it is shared with: what server/teams/sharing.ts decides on. */
export interface PropertyListOwnership {
  owner: number;
  team: number | null;
  name: string;
}

/** A write of its own that a change makes in the same transaction, given the row as changed (the team's audit log). */
export type AlsoRecord = (tx: Queryable, row: PropertyListRow) => Promise<void>;

type ItemRow = Static<typeof PropertySummary> & {
  property_id: string;
  saved_address: string;
  note: string;
  saved_at: string;
  tags: PropertyListItem['tags'];
};

/**
 * Saved property lists' rows and their items (the owner's saved properties in them). Reads take the caller's sharing
 * scope; writes take ids the sharing rule (server/teams/sharing.ts) already allowed.
 */
export function propertyListsRepository(db: Database) {
  const byIdIn = async (q: Queryable, id: number): Promise<PropertyListRow | undefined> =>
    (await q.query<PropertyListRow>(`select ${COLUMNS} from ${FROM} where pl.id = $1`, [id]))[0];
  return {
    get: (id: number) => byIdIn(db, id),

    /** Its owner, team and name, for the sharing rule; undefined when it does not exist. */
    async ownership(id: number): Promise<PropertyListOwnership | undefined> {
      const [row] = await db.query<PropertyListOwnership>(
        'select user_id::int as owner, team_id::int as team, name from property_lists where id = $1',
        [id],
      );
      return row;
    },

    /** A new list of `userId`, shared with `teamId` (null: private). */
    create(userId: number, name: string, teamId: number | null, alsoRecord?: AlsoRecord): Promise<PropertyListRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `insert into property_lists (user_id, name, team_id, created_by, updated_by) values ($1, $2, $3::bigint, $1, $1)
           returning id::int as id`,
          [userId, name, teamId],
        );
        const created = (await byIdIn(tx, row!.id))!;
        await alsoRecord?.(tx, created);
        return created;
      });
    },

    /** The scope's lists (own and shared with the team), newest first. */
    async list(scope: SharingScope, page: Page): Promise<{ count: number; rows: PropertyListRow[] }> {
      const params = new SqlParams();
      const where = sharedScopeSql('pl', 'user_id', scope, params);
      const [{ count }] = (await db.query<{ count: number }>(
        `select count(*)::int as count from property_lists pl where ${where}`,
        params.values,
      )) as [{ count: number }];
      const rows = await db.query<PropertyListRow>(
        `select ${COLUMNS} from ${FROM} where ${where} order by pl.id desc limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
        params.values,
      );
      return { count, rows };
    },

    /** Renames it and/or shares it with `teamId` (null: private; undefined: unchanged), as `actorId`. */
    update(
      id: number,
      actorId: number,
      name: string | undefined,
      teamId: number | null | undefined,
      alsoRecord?: AlsoRecord,
    ): Promise<PropertyListRow | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `update property_lists set name = coalesce($2, name), team_id = case when $3 then $4::bigint else team_id end,
             updated_by = $5, updated_at = now()
           where id = $1 returning id`,
          [id, name ?? null, teamId !== undefined, teamId ?? null, actorId],
        );
        const updated = rows.length ? await byIdIn(tx, id) : undefined;
        if (updated) await alsoRecord?.(tx, updated);
        return updated;
      });
    },

    /** Deletes the list; its owner's saved properties stay saved, in no list (the foreign key sets list_id null). */
    async remove(id: number): Promise<boolean> {
      return (await db.query('delete from property_lists where id = $1 returning id', [id])).length > 0;
    },

    /** Which of `listingIds` are not among `ownerId`'s saved properties. */
    async notSaved(ownerId: number, listingIds: number[]): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `select ids.id::int as id from unnest($2::bigint[]) as ids (id)
         where not exists (select 1 from saved_properties sp where sp.user_id = $1 and sp.listing_id = ids.id) order by ids.id`,
        [ownerId, listingIds],
      );
      return rows.map((row) => row.id);
    },

    /**
     * Puts the owner's saved properties of these listings in the list (out of any other list: a saved property is in one
     * list at most), as `actorId`; answers how many moved in.
     */
    putIn(id: number, ownerId: number, actorId: number, listingIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `update saved_properties set list_id = $1 where user_id = $2 and listing_id = any($3::bigint[])
             and list_id is distinct from $1 returning id`,
          [id, ownerId, listingIds],
        );
        await tx.query('update property_lists set updated_by = $2, updated_at = now() where id = $1', [id, actorId]);
        return rows.length;
      });
    },

    /** Takes these listings' saved properties out of the list (they stay saved), as `actorId`; answers how many. */
    takeOut(id: number, actorId: number, listingIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          'update saved_properties set list_id = null where list_id = $1 and listing_id = any($2::bigint[]) returning id',
          [id, listingIds],
        );
        await tx.query('update property_lists set updated_by = $2, updated_at = now() where id = $1', [id, actorId]);
        return rows.length;
      });
    },

    async itemCount(id: number): Promise<number> {
      const [row] = await db.query<{ count: number }>('select count(*)::int as count from saved_properties where list_id = $1', [id]);
      return row!.count;
    },

    /**
     * The list's items, newest saved first: the owner's saved properties in it with their notes, the tags the `viewer`
     * sees on them (their team's, or their own), and the listing's summary (is_saved: whether the viewer saved it).
     */
    async items(id: number, viewer: SharingScope, page: Page): Promise<{ count: number; results: PropertyListItem[] }> {
      const params = new SqlParams();
      const list = params.add(id);
      const user = params.add(viewer.userId);
      const tagScope = sharedScopeSql('t', 'user_id', viewer, params);
      const [{ count }] = (await db.query<{ count: number }>('select count(*)::int as count from saved_properties where list_id = $1', [
        id,
      ])) as [{ count: number }];
      const rows = await db.query<ItemRow>(
        `select s.listing_id::text as property_id, s.address as saved_address, s.note, ${isoTime('s.created_at')} as saved_at,
           coalesce((select json_agg(json_build_object('id', t.id::int, 'name', t.name) order by lower(t.name), t.id)
             from saved_property_tags st join property_tags t on t.id = st.tag_id
             where st.saved_property_id = s.id and ${tagScope}), '[]'::json) as tags,
           ${SUMMARY_COLUMNS.replace('$user', user)}
         from saved_properties s join listings l on l.id = s.listing_id ${OWNER_JOIN}
         where s.list_id = ${list} order by s.id desc limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
        params.values,
      );
      const results = rows.map(({ property_id, saved_address, note, saved_at, tags, ...property }) => ({
        id: Number(property_id),
        property_id,
        address: saved_address,
        note,
        tags,
        created_at: saved_at,
        property,
      }));
      return { count, results };
    },
  };
}
export type PropertyListsRepository = ReturnType<typeof propertyListsRepository>;
