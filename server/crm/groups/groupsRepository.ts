import type { Queryable } from '../../db/database.ts';
import type { ListOptions } from '../../lib/listOptions.ts';
import { pageRows } from '../../db/pagedQuery.ts';
import { idsFilter, type Page } from '../../lib/pagination.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import { linkChildren } from '../../lib/linksRepository.ts';
import { groupMembersLink } from '../linkSql.ts';
import { groupColumns, groupOrder } from './groupSql.ts';
import type { Group, GroupCreate, GroupUpdate } from './schemas.ts';

export function groupsRepository(db: Queryable) {
  return {
    async page(userId: number, page: Page, options: ListOptions = {}): Promise<{ count: number; rows: Group[] }> {
      const params = new SqlParams();
      return pageRows<Group>(db, {
        select: groupColumns(),
        from: 'crm_groups g',
        where: [`g.user_id = ${params.add(userId)}`, idsFilter('g.id', options.ids, params)],
        params,
        orderBy: groupOrder('g', options.ordering),
        page,
      });
    },

    async simplified(userId: number) {
      return db.query<{ id: number; name: string; contact_count: number }>(
        `select g.id::int as id, g.name, (select count(*)::int from crm_group_contacts m where m.group_id = g.id) as contact_count
         from crm_groups g where g.user_id = $1 order by ${groupOrder()}`,
        [userId],
      );
    },

    async find(id: number): Promise<Group | undefined> {
      const [row] = await db.query<Group>(`select ${groupColumns()} from crm_groups g where g.id = $1`, [id]);
      return row;
    },

    /** Creates the group with its first members (the user's own contacts among contact_ids). */
    async create(userId: number, group: GroupCreate): Promise<Group> {
      const [row] = await db.query<{ id: number }>(
        'insert into crm_groups (user_id, name, description) values ($1, $2, $3) returning id::int as id',
        [userId, group.name.trim(), group.description?.trim() ?? ''],
      );
      if (group.contact_ids?.length) await linkChildren(db, groupMembersLink, userId, row!.id, group.contact_ids);
      return (await this.find(row!.id))!;
    },

    async update(userId: number, changes: GroupUpdate): Promise<Group | undefined> {
      const [row] = await db.query<{ id: number }>(
        `update crm_groups set name = coalesce($3, name), description = coalesce($4, description), updated_at = now()
         where id = $1 and user_id = $2 returning id::int as id`,
        [changes.id, userId, changes.name?.trim() ?? null, changes.description?.trim() ?? null],
      );
      return row ? this.find(row.id) : undefined;
    },

    async deleteMany(userId: number, ids: number[]): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        'delete from crm_groups where user_id = $1 and id = any($2::bigint[]) returning id::int as id',
        [userId, ids],
      );
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /** Membership changes count as an update of the group. */
    async touch(groupId: number): Promise<void> {
      await db.query('update crm_groups set updated_at = now() where id = $1', [groupId]);
    },

    async memberCount(groupId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>('select count(*)::int as count from crm_group_contacts where group_id = $1', [
        groupId,
      ]);
      return row!.count;
    },
  };
}
