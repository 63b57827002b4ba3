import type { Queryable } from '../../db/database.ts';
import { orderBy, type ListOptions } from '../../lib/listOptions.ts';
import { pageRows } from '../../db/pagedQuery.ts';
import { keywordPattern } from '../../lib/keywordPattern.ts';
import { idsFilter, type Page } from '../../lib/pagination.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import { sharedScopeSql, type SharingScope } from '../../teams/sharingSql.ts';
import { contactColumns, contactKeywordMatch, contactOrder } from '../contacts/contactSql.ts';
import type { ContactOwnership, PersonRef } from '../contacts/contactsRepository.ts';
import type { Contact } from '../contacts/schemas.ts';
import { reachedMemberCount, sharedGroupColumns, sharingFrom } from '../crmSharingSql.ts';
import { groupColumns, groupOrder } from './groupSql.ts';
import type { Group, GroupCreate, GroupUpdate } from './schemas.ts';

/** A group as /crm/groups/ reads it for a scope: members counted as the scope reaches them, its owner, team and editors. */
export type SharedGroupRow = Group & {
  owner_id: number;
  team_id: number | null;
  created_by: PersonRef | null;
  updated_by: PersonRef | null;
};

/** Who owns a group and the team it is shared with. */
export type GroupOwnership = ContactOwnership;

/** The members of a group a scope reaches (or, with notIn, the contacts it reaches outside the group). */
export interface MemberPageOptions {
  scope: SharingScope;
  groupId: number;
  notIn: boolean;
  keyword?: string;
  page: Page;
  ordering?: string;
  ids?: number[];
}

/**
 * Groups and their members. Reads take the caller's sharing scope (their own rows and those shared with their team; a
 * group's members are counted and listed as the scope reaches them); writes take ids the sharing rule already allowed.
 */
export function groupsRepository(db: Queryable) {
  return {
    async page(scope: SharingScope, page: Page, options: ListOptions = {}): Promise<{ count: number; rows: SharedGroupRow[] }> {
      // Two statements with their own parameters: the answer's member count takes the scope too, the count does not.
      const where = (params: SqlParams) =>
        [sharedScopeSql('g', 'user_id', scope, params), idsFilter('g.id', options.ids, params)].filter(Boolean).join(' and ');
      const counted = new SqlParams();
      const [{ count }] = (await db.query<{ count: number }>(
        `select count(*)::int as count from crm_groups g where ${where(counted)}`,
        counted.values,
      )) as [{ count: number }];
      // By member count: the count the answer shows (the members the scope reaches), by its output name.
      const order =
        options.ordering?.replace(/^-/, '') === 'contact_count'
          ? orderBy(options.ordering, { contact_count: 'contact_count' }, 'g.id', 'g.id')
          : groupOrder('g', options.ordering);
      const params = new SqlParams();
      const rows = await db.query<SharedGroupRow>(
        `select ${sharedGroupColumns('g', scope, params)} from ${sharingFrom('crm_groups', 'g')} where ${where(params)}
         order by ${order} limit ${page.limit} offset ${page.offset}`,
        params.values,
      );
      return { count, rows };
    },

    /** Every group the scope reaches by name (`own`: the caller's own only), members counted as the scope reaches them. */
    async simplified(scope: SharingScope, own: boolean) {
      const params = new SqlParams();
      const where = own ? `g.user_id = ${params.add(scope.userId)}` : sharedScopeSql('g', 'user_id', scope, params);
      return db.query<{ id: number; name: string; contact_count: number }>(
        `select g.id::int as id, g.name, ${reachedMemberCount('g.id', scope, params)} as contact_count
         from crm_groups g where ${where} order by ${groupOrder()}`,
        params.values,
      );
    },

    /** One group with its sharing, counted as the scope reaches its members. */
    async get(id: number, scope: SharingScope): Promise<SharedGroupRow | undefined> {
      const params = new SqlParams();
      const columns = sharedGroupColumns('g', scope, params);
      const [row] = await db.query<SharedGroupRow>(
        `select ${columns} from ${sharingFrom('crm_groups', 'g')} where g.id = ${params.add(id)}`,
        params.values,
      );
      return row;
    },

    /** A group as automated e-mails list it (every member counted). */
    async find(id: number): Promise<Group | undefined> {
      const [row] = await db.query<Group>(`select ${groupColumns()} from crm_groups g where g.id = $1`, [id]);
      return row;
    },

    /** The owner and team of each existing group among ids: what server/teams/sharing.ts decides on. */
    ownerships(ids: number[]): Promise<GroupOwnership[]> {
      return db.query<GroupOwnership>(
        'select id::int as id, user_id::int as owner, team_id::int as team from crm_groups where id = any($1::bigint[]) order by id',
        [ids],
      );
    },

    /** Creates the group of `userId`, shared with `teamId` (null: private); answers its id. */
    async create(userId: number, group: GroupCreate, teamId: number | null): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into crm_groups (user_id, name, description, team_id, created_by, updated_by)
         values ($1, $2, $3, $4::bigint, $1, $1) returning id::int as id`,
        [userId, group.name.trim(), group.description?.trim() ?? '', teamId],
      );
      return row!.id;
    },

    /** Changes it as `actorId`; `teamId` shares it with that team, null makes it private, undefined keeps it. False when gone. */
    async update(id: number, actorId: number, changes: GroupUpdate, teamId?: number | null): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `update crm_groups set name = coalesce($2, name), description = coalesce($3, description),
         team_id = case when $4 then $5::bigint else team_id end, updated_by = $6, updated_at = now()
         where id = $1 returning id::int as id`,
        [id, changes.name?.trim() ?? null, changes.description?.trim() ?? null, teamId !== undefined, teamId ?? null, actorId],
      );
      return rows.length > 0;
    },

    /** Deletes the rows (the sharing rule allowed each); their member and recipient links go with them (cascade). */
    async deleteIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.query<{ id: number }>('delete from crm_groups where id = any($1::bigint[]) returning id::int as id', [ids]);
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /** Membership changes count as an update of the group, by `actorId` when given. */
    async touch(groupId: number, actorId?: number): Promise<void> {
      await db.query('update crm_groups set updated_at = now(), updated_by = coalesce($2, updated_by) where id = $1', [
        groupId,
        actorId ?? null,
      ]);
    },

    /** Its members the scope reaches. */
    async memberCount(groupId: number, scope: SharingScope): Promise<number> {
      const params = new SqlParams();
      const [row] = await db.query<{ count: number }>(
        `select ${reachedMemberCount(params.add(groupId), scope, params)} as count`,
        params.values,
      );
      return row!.count;
    },

    /** A page of the group's members the scope reaches (or, with notIn, of the contacts it reaches outside the group). */
    members(options: MemberPageOptions): Promise<{ count: number; rows: Contact[] }> {
      const params = new SqlParams();
      const linked = `exists (select 1 from crm_group_contacts l where l.group_id = ${params.add(options.groupId)} and l.contact_id = c.id)`;
      return pageRows<Contact>(db, {
        select: contactColumns('c'),
        from: 'crm_contacts c',
        where: [
          sharedScopeSql('c', 'user_id', options.scope, params),
          `${options.notIn ? 'not ' : ''}${linked}`,
          options.keyword?.trim() && contactKeywordMatch('c', params.add(keywordPattern(options.keyword))),
          idsFilter('c.id', options.ids, params),
        ],
        params,
        orderBy: contactOrder('c', options.ordering),
        page: options.page,
      });
    },

    /** Adds the contacts among ids that the scope reaches (others and unknown ids are ignored); answers the ids newly added. */
    async addMembers(groupId: number, scope: SharingScope, ids: number[]): Promise<number[]> {
      const params = new SqlParams();
      const group = params.add(groupId);
      const rows = await db.query<{ id: number }>(
        `insert into crm_group_contacts (group_id, contact_id)
         select ${group}, c.id from crm_contacts c where c.id = any(${params.add(ids)}::bigint[]) and ${sharedScopeSql('c', 'user_id', scope, params)}
         on conflict do nothing returning contact_id::int as id`,
        params.values,
      );
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /** Removes the members among ids that the scope reaches (a member it does not see stays); answers the ids removed. */
    async removeMembers(groupId: number, scope: SharingScope, ids: number[]): Promise<number[]> {
      const params = new SqlParams();
      const group = params.add(groupId);
      const rows = await db.query<{ id: number }>(
        `delete from crm_group_contacts m where m.group_id = ${group} and m.contact_id = any(${params.add(ids)}::bigint[])
           and exists (select 1 from crm_contacts c where c.id = m.contact_id and ${sharedScopeSql('c', 'user_id', scope, params)})
         returning m.contact_id::int as id`,
        params.values,
      );
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },
  };
}
