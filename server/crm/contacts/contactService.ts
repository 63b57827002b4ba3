import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ListOptions } from '../../lib/listOptions.ts';
import type { Page } from '../../lib/pagination.ts';
import { recordAuditEvent } from '../../teams/audit.ts';
import type { Actor } from '../../teams/authorization.ts';
import {
  authorizeShared,
  reachesShared,
  sharedRefusal,
  shareTarget,
  sharingFields,
  sharingScope,
  type ShareAction,
} from '../../teams/sharing.ts';
import { teamsRepository } from '../../teams/teamsRepository.ts';
import { contactsRepository, type ContactOwnership, type SharedContactRow } from './contactsRepository.ts';
import type { ContactCreate, ContactUpdate, SharedContact } from './schemas.ts';

/** The events the team's audit log records when a contact or a group is shared or made private (labels: AUDIT_EVENT_LABELS). */
export const CRM_SHARING_EVENTS = {
  contactShared: 'contact.shared',
  contactUnshared: 'contact.unshared',
  groupShared: 'group.shared',
  groupUnshared: 'group.unshared',
} as const;

const WHAT = 'contact';
const NOT_FOUND = 'Contact not found.';

/** The signed-in user and their team membership as stored now (a removed member's old token carries none). */
export async function crmActor(db: Queryable, userId: number): Promise<Actor> {
  return { userId, membership: (await teamsRepository(db).membershipOf(userId)) ?? null };
}

/** A shareable row as the API answers it: `shared`, `can_edit` and `edit_refusal` from server/teams/sharing.ts. */
export function presentShared<T extends { owner_id: number; team_id: number | null }>(actor: Actor, row: T, what: string) {
  const { owner_id, team_id, ...rest } = row;
  return { ...rest, ...sharingFields(actor, { owner: owner_id, team: team_id }, what) };
}

/** A second contact with the same e-mail in one owner's list; `own` false when the caller changes a teammate's contact. */
const duplicateEmail = (email: string, own: boolean) =>
  conflict(`A contact with the email ${email} is already in ${own ? 'your' : "its owner's"} list.`);

async function unlessDuplicate<T>(email: string, work: () => Promise<T>, own = true): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail(email, own);
    throw error;
  }
}

/**
 * CRM contacts with issue 27's sharing (docs/teams.md, "Sharing" → "Contacts and groups"): a caller lists and reads their
 * own contacts and those shared with their current team; who may change, unshare or delete one is server/teams/sharing.ts's
 * rule (its owner, the team's owners and account managers), as for saved searches.
 */
export function contactService(db: Database) {
  const repository = contactsRepository(db);
  const present = (actor: Actor, row: SharedContactRow): SharedContact => presentShared(actor, row, WHAT);

  /** A contact shared with the team or taken back, in the team's audit log, in the transaction of the change. */
  const recordSharing = (tx: Queryable, actor: Actor, row: SharedContactRow, teamId: number, shared: boolean) =>
    recordAuditEvent(tx, {
      teamId,
      actorId: actor.userId,
      event: shared ? CRM_SHARING_EVENTS.contactShared : CRM_SHARING_EVENTS.contactUnshared,
      subject: row.email,
      subjectUserId: row.owner_id,
      detail: { contact_id: row.id },
    });

  async function authorized(actor: Actor, id: number, action: ShareAction): Promise<ContactOwnership> {
    const [ownership] = await repository.ownerships([id]);
    if (!ownership) throw notFound(NOT_FOUND);
    authorizeShared(actor, action, ownership, WHAT);
    return ownership;
  }

  return {
    actorOf: (userId: number) => crmActor(db, userId),

    /** The actor's contacts and those shared with their team (`own`: their own only), optionally matching a keyword. */
    async list(actor: Actor, page: Page, keyword?: string, options: ListOptions = {}, own = false) {
      const scope = own ? { userId: actor.userId, teamId: null } : sharingScope(actor);
      const { count, rows } = await repository.page(scope, page, keyword, options);
      return { count, rows: rows.map((row) => present(actor, row)) };
    },

    async create(actor: Actor, body: ContactCreate): Promise<SharedContact> {
      const team = shareTarget(actor, body.shared) ?? null;
      const row = await unlessDuplicate(body.email, () =>
        db.transaction(async (tx) => {
          const contacts = contactsRepository(tx);
          const created = await contacts.create(actor.userId, body, { teamId: team });
          const row = (await contacts.get(created.id))!;
          if (team !== null) await recordSharing(tx, actor, row, team, true);
          return row;
        }),
      );
      return present(actor, row);
    },

    async update(actor: Actor, changes: ContactUpdate): Promise<SharedContact> {
      const before = await authorized(actor, changes.id, 'change');
      const team = shareTarget(actor, changes.shared);
      // Shared or made private by this change: the team's audit log says so (the team it was shared with, when unshared).
      const sharingChanged = team !== undefined && (team !== null) !== (before.team !== null);
      const row = await unlessDuplicate(
        changes.email ?? '',
        () =>
          db.transaction(async (tx) => {
            const updated = await contactsRepository(tx).update(changes.id, actor.userId, changes, team);
            if (updated && sharingChanged) await recordSharing(tx, actor, updated, (team ?? before.team)!, team !== null);
            return updated;
          }),
        before.owner === actor.userId,
      );
      if (!row) throw notFound(NOT_FOUND);
      return present(actor, row);
    },

    /**
     * Deletes the contacts among ids that the caller may delete, answering which. Ids the caller does not reach (another's
     * private contact, another team's) are skipped as unknown ids are; when any id is one they reach but may not delete
     * (a teammate's shared contact, for a member), nothing is deleted: 403 with the reason.
     */
    async removeMany(actor: Actor, ids: number[]): Promise<number[]> {
      const reached: number[] = [];
      for (const ownership of await repository.ownerships(ids)) {
        const refusal = sharedRefusal(actor, ownership, WHAT);
        if (refusal === null) reached.push(ownership.id);
        else if (reachesShared(actor, ownership)) throw forbidden(refusal);
      }
      return repository.deleteIds(reached);
    },
  };
}
