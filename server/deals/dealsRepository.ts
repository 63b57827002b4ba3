import type { Queryable } from '../db/database.ts';
import { pageRows } from '../db/pagedQuery.ts';
import { orderBy, type ListOptions } from '../lib/listOptions.ts';
import { idsFilter, type Page } from '../lib/pagination.ts';
import { isoDate, isoTime } from '../lib/sqlFormat.ts';
import { SqlParams } from '../lib/sqlParams.ts';
import type { PipelineScope } from '../teams/authorization.ts';
import { sharedScopeSql, type SharingScope } from '../teams/sharingSql.ts';
import type { DealNote, DealNoteVersion, DealStage, DealTask, PropertyTag } from './schemas.ts';

/** A deal as read from the database, before its stage label is put on (the service knows the team's labels). */
export interface DealRow {
  id: number;
  title: string;
  property_id: string;
  address: string;
  city: string;
  state: string;
  stage: DealStage;
  offer_cents: number | null;
  expected_close_date: string | null;
  owner_id: number | null;
  owner_email: string | null;
  team_id: number | null;
  contact_ids: number[];
  contacts: { id: number; name: string; email: string }[];
  tags: PropertyTag[];
  open_task_count: number;
  analysis: {
    source: 'report' | 'listing';
    report_id: number | null;
    list_price: number | null;
    arv: number | null;
    value_gap: number | null;
    value_gap_pct: number | null;
  };
  created_by_email: string | null;
  updated_by_email: string | null;
  created_at: string;
  updated_at: string;
}

/** An open task due by now, claimed for its e-mail. */
export interface DueTask {
  id: number;
  deal_id: number;
  title: string;
  due_date: string;
  deal_title: string;
  assignee_id: number;
  email: string;
  firstname: string | null;
}

/** Who owns a pipeline row: what the authorisation module decides on. */
export interface Ownership {
  team: number | null;
  owner: number | null;
}

export interface DealFilterSql {
  stages?: DealStage[];
  owner?: number;
  tag?: number;
  search?: string;
}

export interface DealFields {
  title?: string;
  stage?: DealStage;
  offer_cents?: number | null;
  expected_close_date?: string | null;
}

/** Rows in the scope: the team's and the user's private ones (a user without a team: their private ones). */
export function scopeSql(alias: string, ownerColumn: string, scope: PipelineScope, params: SqlParams): string {
  const own = `(${alias}.team_id is null and ${alias}.${ownerColumn} = ${params.add(scope.userId)})`;
  return scope.teamId === null ? own : `(${alias}.team_id = ${params.add(scope.teamId)} or ${own})`;
}

const ORDERING: Record<string, string> = {
  title: 'd.title',
  stage: `array_position(array['lead','contacted','offer_made','under_contract','closed_won','closed_lost'], d.stage)`,
  offer_cents: 'd.offer_cents',
  expected_close_date: 'd.expected_close_date',
  created_at: 'd.created_at',
  updated_at: 'd.updated_at',
  address: 'l.unparsed_address',
};

/** The full deal, for ids already known to be in scope; `$1` is the reader (their reports), `$2`/`$3` their tag scope. */
const DEAL_SELECT = `
  d.id::int as id, d.title, d.listing_id::text as property_id, l.unparsed_address as address, l.city, l.state_or_province as state,
  d.stage, d.offer_cents::float8 as offer_cents, ${isoDate('d.expected_close_date')} as expected_close_date,
  d.owner_id::int as owner_id, ou.email as owner_email, d.team_id::int as team_id,
  coalesce((select array_agg(dc.contact_id::int order by dc.contact_id) from deal_contacts dc where dc.deal_id = d.id), '{}') as contact_ids,
  coalesce((select json_agg(json_build_object('id', c.id::int, 'name', trim(c.first_name || ' ' || c.last_name), 'email', c.email) order by c.id)
            from deal_contacts dc join crm_contacts c on c.id = dc.contact_id where dc.deal_id = d.id), '[]') as contacts,
  coalesce((select json_agg(json_build_object('id', t.id::int, 'name', t.name) order by lower(t.name))
            from property_tags t
            where (t.team_id = $2 or (t.team_id is null and t.user_id = $1))
              and exists (select 1 from saved_property_tags st join saved_properties sp on sp.id = st.saved_property_id
                          where st.tag_id = t.id and sp.listing_id = d.listing_id)), '[]') as tags,
  (select count(*)::int from deal_tasks k where k.deal_id = d.id and k.done_at is null) as open_task_count,
  json_build_object(
    'source', case when r.id is null then 'listing' else 'report' end,
    'report_id', r.id::int,
    'list_price', l.list_price,
    'arv', case when r.id is null then l.arv::float8 else (r.body->'arv'->>'value')::float8 end,
    'value_gap', case when r.id is null then l.value_gap::float8 else (r.body->'value_gap'->>'value')::float8 end,
    'value_gap_pct', l.value_gap_pct
  ) as analysis,
  cu.email as created_by_email, uu.email as updated_by_email,
  ${isoTime('d.created_at')} as created_at, ${isoTime('d.updated_at')} as updated_at`;

const DEAL_FROM = `deals d join listings l on l.id = d.listing_id
  left join users ou on ou.id = d.owner_id left join users cu on cu.id = d.created_by left join users uu on uu.id = d.updated_by
  left join lateral (select id, body from reports where user_id = $1 and listing_id = d.listing_id order by id desc limit 1) r on true`;

const TASK_COLUMNS = `k.id::int as id, k.deal_id::int as deal_id, k.title, ${isoDate('k.due_date')} as due_date,
  k.assignee_id::int as assignee_id, u.email as assignee_email, k.done_at is not null as done,
  case when k.done_at is null then null else ${isoTime('k.done_at')} end as done_at, ${isoTime('k.created_at')} as created_at`;

export function dealsRepository(db: Queryable) {
  /** Full deals by id, in the order given, as `reader` sees them. */
  async function dealsByIds(ids: number[], scope: PipelineScope): Promise<DealRow[]> {
    if (ids.length === 0) return [];
    const rows = await db.query<DealRow>(`select ${DEAL_SELECT} from ${DEAL_FROM} where d.id = any($3::bigint[])`, [
      scope.userId,
      scope.teamId,
      ids,
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    dealsByIds,

    async page(scope: PipelineScope, filter: DealFilterSql, page: Page, options: ListOptions): Promise<{ count: number; rows: DealRow[] }> {
      const params = new SqlParams();
      const tagScope =
        filter.tag === undefined
          ? undefined
          : `exists (select 1 from saved_property_tags st join saved_properties sp on sp.id = st.saved_property_id
               join property_tags t on t.id = st.tag_id
               where sp.listing_id = d.listing_id and st.tag_id = ${params.add(filter.tag)} and ${scopeSql('t', 'user_id', scope, params)})`;
      const words = filter.search?.trim();
      const { count, rows } = await pageRows<{ id: number }>(db, {
        select: 'd.id::int as id',
        from: 'deals d join listings l on l.id = d.listing_id',
        where: [
          scopeSql('d', 'owner_id', scope, params),
          filter.stages ? `d.stage = any(${params.add(filter.stages)}::text[])` : undefined,
          filter.owner === undefined ? undefined : `d.owner_id = ${params.add(filter.owner)}`,
          tagScope,
          words
            ? `(d.title ilike ${params.add(`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} or l.unparsed_address ilike $${params.values.length} or l.city ilike $${params.values.length})`
            : undefined,
          idsFilter('d.id', options.ids, params),
        ],
        params,
        orderBy: orderBy(options.ordering, ORDERING, 'd.updated_at desc, d.id desc', 'd.id'),
        page,
      });
      return {
        count,
        rows: await dealsByIds(
          rows.map((row) => row.id),
          scope,
        ),
      };
    },

    async ownership(dealId: number): Promise<Ownership | undefined> {
      const [row] = await db.query<Ownership>('select team_id::int as team, owner_id::int as owner from deals where id = $1', [dealId]);
      return row;
    },

    /** Ownership of many deals at once (bulk delete), with what the audit log names them by. */
    async ownerships(ids: number[]): Promise<(Ownership & { id: number; title: string; stage: DealStage })[]> {
      return db.query(
        'select id::int as id, team_id::int as team, owner_id::int as owner, title, stage from deals where id = any($1::bigint[])',
        [ids],
      );
    },

    /** The deal's title and stage, locked until the transaction ends (a stage change records where it came from). */
    async lockedState(dealId: number): Promise<{ title: string; stage: DealStage } | undefined> {
      const [row] = await db.query<{ title: string; stage: DealStage }>('select title, stage from deals where id = $1 for update', [
        dealId,
      ]);
      return row;
    },

    async listingAddress(listingId: number): Promise<string | undefined> {
      const [row] = await db.query<{ address: string }>('select unparsed_address as address from listings where id = $1', [listingId]);
      return row?.address;
    },

    async create(deal: { ownerId: number; teamId: number | null; listingId: number; title: string } & DealFields): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into deals (owner_id, team_id, listing_id, title, stage, offer_cents, expected_close_date, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $1, $1) returning id::int as id`,
        [
          deal.ownerId,
          deal.teamId,
          deal.listingId,
          deal.title,
          deal.stage ?? 'lead',
          deal.offer_cents ?? null,
          deal.expected_close_date ?? null,
        ],
      );
      return row!.id;
    },

    async update(dealId: number, userId: number, fields: DealFields): Promise<void> {
      const params = new SqlParams();
      const sets = Object.entries(fields)
        .filter(([, value]) => value !== undefined)
        .map(([column, value]) => `${column} = ${params.add(value)}`);
      await db.query(
        `update deals set ${[...sets, `updated_by = ${params.add(userId)}`, 'updated_at = now()'].join(', ')} where id = ${params.add(dealId)}`,
        params.values,
      );
    },

    /** Marks the deal changed (a new contact list) without touching its fields. */
    async touch(dealId: number, userId: number): Promise<void> {
      await db.query('update deals set updated_by = $2, updated_at = now() where id = $1', [dealId, userId]);
    },

    async setContacts(dealId: number, contactIds: number[]): Promise<void> {
      await db.query('delete from deal_contacts where deal_id = $1 and contact_id <> all($2::bigint[])', [dealId, contactIds]);
      await db.query('insert into deal_contacts (deal_id, contact_id) select $1, unnest($2::bigint[]) on conflict do nothing', [
        dealId,
        contactIds,
      ]);
    },

    /** The ids among `contactIds` that are contacts the scope reaches: the user's own and those shared with their team. */
    async reachableContacts(scope: SharingScope, contactIds: number[]): Promise<number[]> {
      const params = new SqlParams();
      const rows = await db.query<{ id: number }>(
        `select c.id::int as id from crm_contacts c where c.id = any(${params.add(contactIds)}::bigint[]) and ${sharedScopeSql('c', 'user_id', scope, params)}`,
        params.values,
      );
      return rows.map((row) => row.id);
    },

    /** The contacts already on the deal (kept when a member who does not own them edits the list). */
    async dealContactIds(dealId: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>('select contact_id::int as id from deal_contacts where deal_id = $1', [dealId]);
      return rows.map((row) => row.id);
    },

    async deleteMany(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.query<{ id: number }>('delete from deals where id = any($1::bigint[]) returning id::int as id', [ids]);
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    // Stage labels ------------------------------------------------------------------------------------------------

    async stageLabels(owner: { teamId: number | null; userId: number }): Promise<Map<DealStage, string>> {
      const rows =
        owner.teamId === null
          ? await db.query<{ stage: DealStage; label: string }>('select stage, label from deal_stage_labels where user_id = $1', [
              owner.userId,
            ])
          : await db.query<{ stage: DealStage; label: string }>('select stage, label from deal_stage_labels where team_id = $1', [
              owner.teamId,
            ]);
      return new Map(rows.map((row) => [row.stage, row.label]));
    },

    async renameStage(owner: { teamId: number | null; userId: number }, stage: DealStage, label: string): Promise<void> {
      if (owner.teamId === null)
        await db.query(
          `insert into deal_stage_labels (user_id, stage, label) values ($1, $2, $3)
           on conflict (user_id, stage) where user_id is not null do update set label = excluded.label, updated_at = now()`,
          [owner.userId, stage, label],
        );
      else
        await db.query(
          `insert into deal_stage_labels (team_id, stage, label) values ($1, $2, $3)
           on conflict (team_id, stage) where team_id is not null do update set label = excluded.label, updated_at = now()`,
          [owner.teamId, stage, label],
        );
    },

    // Tasks --------------------------------------------------------------------------------------------------------

    async tasksPage(dealId: number, page: Page): Promise<{ count: number; rows: DealTask[] }> {
      const params = new SqlParams();
      return pageRows<DealTask>(db, {
        select: TASK_COLUMNS,
        from: 'deal_tasks k left join users u on u.id = k.assignee_id',
        where: [`k.deal_id = ${params.add(dealId)}`],
        params,
        orderBy: 'k.done_at is not null, k.due_date asc nulls last, k.id',
        page,
      });
    },

    async task(dealId: number, taskId: number): Promise<DealTask | undefined> {
      const [row] = await db.query<DealTask>(
        `select ${TASK_COLUMNS} from deal_tasks k left join users u on u.id = k.assignee_id where k.deal_id = $1 and k.id = $2`,
        [dealId, taskId],
      );
      return row;
    },

    async createTask(dealId: number, task: { title: string; dueDate: string | null; assigneeId: number | null; createdBy: number }) {
      const [row] = await db.query<{ id: number }>(
        `insert into deal_tasks (deal_id, title, due_date, assignee_id, created_by) values ($1, $2, $3, $4, $5) returning id::int as id`,
        [dealId, task.title, task.dueDate, task.assigneeId, task.createdBy],
      );
      return row!.id;
    },

    async updateTask(
      taskId: number,
      fields: { title?: string; due_date?: string | null; assignee_id?: number | null; done?: boolean },
    ): Promise<void> {
      const params = new SqlParams();
      const sets: string[] = [];
      if (fields.title !== undefined) sets.push(`title = ${params.add(fields.title)}`);
      if (fields.due_date !== undefined) sets.push(`due_date = ${params.add(fields.due_date)}`);
      if (fields.assignee_id !== undefined) sets.push(`assignee_id = ${params.add(fields.assignee_id)}`);
      if (fields.done !== undefined) sets.push(fields.done ? 'done_at = coalesce(done_at, now())' : 'done_at = null');
      // A new due day or assignee is a new reminder: the task reaches its (new) assignee once more when it falls due.
      if (fields.due_date !== undefined || fields.assignee_id !== undefined) sets.push('reminded_at = null');
      if (sets.length === 0) return;
      await db.query(`update deal_tasks set ${sets.join(', ')} where id = ${params.add(taskId)}`, params.values);
    },

    async deleteTask(dealId: number, taskId: number): Promise<boolean> {
      const rows = await db.query('delete from deal_tasks where deal_id = $1 and id = $2 returning id', [dealId, taskId]);
      return rows.length > 0;
    },

    /** Whether the user may be given a task on a deal of this ownership: the private deal's owner, or a member of its team. */
    async canBeAssigned(ownership: Ownership, userId: number): Promise<boolean> {
      if (ownership.team === null) return ownership.owner === userId;
      const rows = await db.query('select 1 from team_members where team_id = $1 and user_id = $2', [ownership.team, userId]);
      return rows.length > 0;
    },

    // Notes --------------------------------------------------------------------------------------------------------

    async notesPage(dealId: number, page: Page): Promise<{ count: number; rows: DealNote[] }> {
      const params = new SqlParams();
      return pageRows<DealNote>(db, {
        select: `f.id::int as id, f.deal_id::int as deal_id, v.body, v.version, f.author_id::int as author_id, a.email as author_email,
          e.email as edited_by_email, ${isoTime('f.created_at')} as created_at, ${isoTime('v.created_at')} as updated_at`,
        from: `deal_notes f
          join lateral (select * from deal_notes n where n.thread_id = f.id order by n.version desc limit 1) v on true
          left join users a on a.id = f.author_id left join users e on e.id = v.author_id`,
        where: [`f.deal_id = ${params.add(dealId)}`, 'f.version = 1'],
        params,
        orderBy: 'v.created_at desc, f.id desc',
        page,
      });
    },

    /** The note's first version (who wrote it), when it is the deal's. */
    async noteThread(dealId: number, noteId: number): Promise<{ id: number; author_id: number | null } | undefined> {
      const [row] = await db.query<{ id: number; author_id: number | null }>(
        'select id::int as id, author_id::int as author_id from deal_notes where deal_id = $1 and id = $2 and version = 1',
        [dealId, noteId],
      );
      return row;
    },

    async addNote(dealId: number, authorId: number, body: string): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        'insert into deal_notes (deal_id, body, author_id) values ($1, $2, $3) returning id::int as id',
        [dealId, body, authorId],
      );
      await db.query('update deal_notes set thread_id = id where id = $1', [row!.id]);
      return row!.id;
    },

    /** Appends a version (the earlier ones stay as they were). */
    async addNoteVersion(dealId: number, noteId: number, authorId: number, body: string): Promise<void> {
      await db.query(
        `insert into deal_notes (deal_id, thread_id, version, body, author_id)
         select $1, $2, max(version) + 1, $3, $4 from deal_notes where thread_id = $2`,
        [dealId, noteId, body, authorId],
      );
    },

    async noteVersions(noteId: number): Promise<DealNoteVersion[]> {
      return db.query<DealNoteVersion>(
        `select n.version, n.body, u.email as author_email, ${isoTime('n.created_at')} as created_at
         from deal_notes n left join users u on u.id = n.author_id where n.thread_id = $1 order by n.version desc`,
        [noteId],
      );
    },

    async note(noteId: number): Promise<DealNote | undefined> {
      const [row] = await db.query<DealNote>(
        `select f.id::int as id, f.deal_id::int as deal_id, v.body, v.version, f.author_id::int as author_id, a.email as author_email,
           e.email as edited_by_email, ${isoTime('f.created_at')} as created_at, ${isoTime('v.created_at')} as updated_at
         from deal_notes f
         join lateral (select * from deal_notes n where n.thread_id = f.id order by n.version desc limit 1) v on true
         left join users a on a.id = f.author_id left join users e on e.id = v.author_id
         where f.id = $1 and f.version = 1`,
        [noteId],
      );
      return row;
    },

    // Due tasks ----------------------------------------------------------------------------------------------------

    /**
     * Marks reminded, and answers, every open task due today or earlier in its assignee's time zone that has had no
     * e-mail, whose assignee still reaches the deal (the private deal's owner, or a member of its team). Under
     * `reminded_at is null`, so two runs at once claim each task once.
     */
    async claimDueTasks(): Promise<DueTask[]> {
      return db.query<DueTask>(
        `update deal_tasks k set reminded_at = now()
         from deals d, users u
         where d.id = k.deal_id and u.id = k.assignee_id
           and k.done_at is null and k.reminded_at is null and k.due_date is not null
           and k.due_date <= (now() at time zone coalesce(nullif(u.timezone, ''), 'UTC'))::date
           and (case when d.team_id is null then d.owner_id = k.assignee_id
                     else exists (select 1 from team_members m where m.team_id = d.team_id and m.user_id = k.assignee_id) end)
         returning k.id::int as id, k.deal_id::int as deal_id, k.title, to_char(k.due_date, 'YYYY-MM-DD') as due_date,
                   d.title as deal_title, k.assignee_id::int as assignee_id, u.email, u.firstname`,
      );
    },

    // Property tags ------------------------------------------------------------------------------------------------

    async tags(scope: PipelineScope): Promise<{ id: number; name: string; property_count: number }[]> {
      const params = new SqlParams();
      return db.query(
        `select t.id::int as id, t.name, (select count(*)::int from saved_property_tags st where st.tag_id = t.id) as property_count
         from property_tags t where ${scopeSql('t', 'user_id', scope, params)} order by lower(t.name), t.id`,
        params.values,
      );
    },

    async tagOwnerships(tagIds: number[]): Promise<(Ownership & { id: number })[]> {
      return db.query(
        'select id::int as id, team_id::int as team, coalesce(user_id, created_by)::int as owner from property_tags where id = any($1::bigint[])',
        [tagIds],
      );
    },

    /** A new tag of the team (or the user); undefined when one of the same name exists (case-insensitive). */
    async createTag(scope: PipelineScope, name: string): Promise<PropertyTag | undefined> {
      const [row] = await db.query<PropertyTag>(
        `insert into property_tags (team_id, user_id, name, created_by) values ($1, $2, $3, $4)
         on conflict do nothing returning id::int as id, name`,
        [scope.teamId, scope.teamId === null ? scope.userId : null, name, scope.userId],
      );
      return row;
    },

    async deleteTags(tagIds: number[]): Promise<number[]> {
      if (tagIds.length === 0) return [];
      const rows = await db.query<{ id: number }>('delete from property_tags where id = any($1::bigint[]) returning id::int as id', [
        tagIds,
      ]);
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** The visible tags among `tagIds`. */
    async visibleTags(scope: PipelineScope, tagIds: number[]): Promise<number[]> {
      const params = new SqlParams();
      const rows = await db.query<{ id: number }>(
        `select t.id::int as id from property_tags t where t.id = any(${params.add(tagIds)}::bigint[]) and ${scopeSql('t', 'user_id', scope, params)}`,
        params.values,
      );
      return rows.map((row) => row.id);
    },

    async savedPropertyId(userId: number, listingId: number): Promise<number | undefined> {
      const [row] = await db.query<{ id: number }>('select id::int as id from saved_properties where user_id = $1 and listing_id = $2', [
        userId,
        listingId,
      ]);
      return row?.id;
    },

    async savedPropertyTags(savedPropertyId: number, scope: PipelineScope): Promise<PropertyTag[]> {
      const params = new SqlParams();
      return db.query<PropertyTag>(
        `select t.id::int as id, t.name from saved_property_tags st join property_tags t on t.id = st.tag_id
         where st.saved_property_id = ${params.add(savedPropertyId)} and ${scopeSql('t', 'user_id', scope, params)} order by lower(t.name), t.id`,
        params.values,
      );
    },

    /** Sets the saved property's tags among those the scope sees (tags the scope does not see are left alone). */
    async setSavedPropertyTags(savedPropertyId: number, scope: PipelineScope, tagIds: number[]): Promise<void> {
      const params = new SqlParams();
      await db.query(
        `delete from saved_property_tags st using property_tags t
         where t.id = st.tag_id and st.saved_property_id = ${params.add(savedPropertyId)} and st.tag_id <> all(${params.add(tagIds)}::bigint[])
           and ${scopeSql('t', 'user_id', scope, params)}`,
        params.values,
      );
      await db.query('insert into saved_property_tags (saved_property_id, tag_id) select $1, unnest($2::bigint[]) on conflict do nothing', [
        savedPropertyId,
        tagIds,
      ]);
    },
  };
}
export type DealsRepository = ReturnType<typeof dealsRepository>;
