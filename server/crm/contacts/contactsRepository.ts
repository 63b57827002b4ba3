import type { Queryable } from '../../db/database.ts';
import { keywordPattern } from '../../lib/keywordPattern.ts';
import type { ListOptions } from '../../lib/listOptions.ts';
import { pageRows } from '../../db/pagedQuery.ts';
import { idsFilter, type Page } from '../../lib/pagination.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import { contactColumns, contactKeywordMatch, contactOrder } from './contactSql.ts';
import { sharedContactColumns, sharingFrom } from '../crmSharingSql.ts';
import { sharedScopeSql, type SharingScope } from '../../teams/sharingSql.ts';
import { CONTACT_FIELDS, type Contact, type ContactCreate, type ContactUpdate } from './schemas.ts';

/** Trimmed tags without case-insensitive duplicates, first spelling kept. */
function normalizeTags(tags: string[] | undefined): string[] | undefined {
  if (!tags) return undefined;
  const seen = new Set<string>();
  return tags.map((t) => t.trim()).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

export function contactsRepository(db: Queryable) {
  /**
   * Throws the unique violation on a duplicate email (the route turns it into a 409), or with skipDuplicate (the CSV
   * import) answers undefined instead, even for a duplicate racing in concurrently.
   */
  function create(userId: number, contact: ContactCreate, options?: { teamId?: number | null }): Promise<Contact>;
  function create(userId: number, contact: ContactCreate, options: { skipDuplicate: boolean }): Promise<Contact | undefined>;
  async function create(
    userId: number,
    contact: ContactCreate,
    options: { skipDuplicate?: boolean; teamId?: number | null } = {},
  ): Promise<Contact | undefined> {
    const [row] = await db.query<Contact>(
      `insert into crm_contacts as c (user_id, email, first_name, last_name, phone, company, role, tags, notes, team_id, created_by, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::bigint, $1, $1)${options.skipDuplicate ? ' on conflict (user_id, lower(email)) do nothing' : ''}
       returning ${contactColumns()}`,
      [
        userId,
        contact.email.trim(),
        contact.first_name?.trim() ?? '',
        contact.last_name?.trim() ?? '',
        contact.phone?.trim() ?? '',
        contact.company?.trim() ?? '',
        contact.role ?? 'other',
        normalizeTags(contact.tags) ?? [],
        contact.notes ?? '',
        options.teamId ?? null,
      ],
    );
    return row;
  }

  return {
    create,

    /** The id of the user's contact with this email (any case), if there is one. */
    async idByEmail(userId: number, email: string): Promise<number | undefined> {
      const [row] = await db.query<{ id: number }>(
        'select id::int as id from crm_contacts where user_id = $1 and lower(email) = lower($2)',
        [userId, email.trim()],
      );
      return row?.id;
    },

    /** A page of the scope's contacts (own and shared with the team), optionally those matching a keyword. */
    async page(
      scope: SharingScope,
      page: Page,
      keyword?: string,
      options: ListOptions = {},
    ): Promise<{ count: number; rows: SharedContactRow[] }> {
      const params = new SqlParams();
      return pageRows<SharedContactRow>(db, {
        select: sharedContactColumns('c'),
        from: sharingFrom('crm_contacts', 'c'),
        where: [
          sharedScopeSql('c', 'user_id', scope, params),
          keyword?.trim() && contactKeywordMatch('c', params.add(keywordPattern(keyword))),
          idsFilter('c.id', options.ids, params),
        ],
        params,
        orderBy: contactOrder('c', options.ordering),
        page,
      });
    },

    /** One contact with its sharing, whoever's it is (the caller has applied the sharing rule). */
    async get(id: number): Promise<SharedContactRow | undefined> {
      const [row] = await db.query<SharedContactRow>(
        `select ${sharedContactColumns('c')} from ${sharingFrom('crm_contacts', 'c')} where c.id = $1`,
        [id],
      );
      return row;
    },

    /** The owner and team of each existing contact among ids: what server/teams/sharing.ts decides on. */
    ownerships(ids: number[]): Promise<ContactOwnership[]> {
      return db.query<ContactOwnership>(
        'select id::int as id, user_id::int as owner, team_id::int as team from crm_contacts where id = any($1::bigint[]) order by id',
        [ids],
      );
    },

    /** What placeholders use, e.g. for a test rendered as this contact would see it. */
    async personalDetails(id: number) {
      const [row] = await db.query<{ first_name: string; last_name: string; email: string; company: string; unsubscribed: boolean }>(
        'select first_name, last_name, email, company, unsubscribed_at is not null as unsubscribed from crm_contacts where id = $1',
        [id],
      );
      return row;
    },

    /**
     * Changes it as `actorId` (its updated_by); `teamId` shares it with that team, null makes it private, undefined keeps it.
     * Undefined when it is gone.
     */
    async update(id: number, actorId: number, changes: ContactUpdate, teamId?: number | null): Promise<SharedContactRow | undefined> {
      const values = { ...changes, tags: normalizeTags(changes.tags) } as Record<string, unknown>;
      const fields = CONTACT_FIELDS.filter((name) => values[name] !== undefined);
      const assignments = fields.map((name, i) => `${name} = $${i + 5}, `).join('');
      const rows = await db.query<{ id: number }>(
        `update crm_contacts c set ${assignments}team_id = case when $2 then $3::bigint else team_id end, updated_by = $4,
         updated_at = now() where c.id = $1 returning id::int as id`,
        [
          id,
          teamId !== undefined,
          teamId ?? null,
          actorId,
          ...fields.map((name) => (typeof values[name] === 'string' && name !== 'notes' ? (values[name] as string).trim() : values[name])),
        ],
      );
      return rows.length ? this.get(id) : undefined;
    },

    /** Deletes the rows (the sharing rule allowed each); group and recipient links go with them (cascade), logs stay. */
    async deleteIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.query<{ id: number }>('delete from crm_contacts where id = any($1::bigint[]) returning id::int as id', [ids]);
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },
  };
}

/** A contact as /crm/contacts/ reads it: its answer's fields, its owner and team, who made it and who changed it last. */
export type SharedContactRow = Contact & {
  owner_id: number;
  team_id: number | null;
  created_by: PersonRef | null;
  updated_by: PersonRef | null;
};

/** A person as a shared item names them. */
export interface PersonRef {
  id: number;
  name: string;
}

/** Who owns a contact and the team it is shared with. */
export interface ContactOwnership {
  id: number;
  owner: number;
  team: number | null;
}
