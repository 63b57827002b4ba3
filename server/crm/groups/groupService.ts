import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ListOptions } from '../../lib/listOptions.ts';
import type { Page } from '../../lib/pagination.ts';
import { recordAuditEvent } from '../../teams/audit.ts';
import type { Actor } from '../../teams/authorization.ts';
import { authorizeShared, reachesShared, sharedRefusal, shareTarget, sharingScope, type ShareAction } from '../../teams/sharing.ts';
import { CRM_SHARING_EVENTS, crmActor, presentShared } from '../contacts/contactService.ts';
import { groupsRepository, type GroupOwnership, type MemberPageOptions, type SharedGroupRow } from './groupsRepository.ts';
import type { GroupCreate, GroupUpdate, SharedGroup } from './schemas.ts';

const WHAT = 'group';
const NOT_FOUND = 'Group not found.';

const duplicateName = (name: string) => conflict(`You already have a group named ${name.trim()}.`);

async function unlessDuplicateName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name ?? '');
    throw error;
  }
}

/**
 * CRM groups with issue 27's sharing (docs/teams.md, "Sharing" → "Contacts and groups"): the rule of
 * server/teams/sharing.ts, as for contacts and saved searches. A group's members are contacts of anyone; each caller sees
 * (lists, counts, removes) only the members they reach (their own contacts and those shared with their current team), and
 * adds only contacts they reach. Changing the members is changing the group.
 */
export function groupService(db: Database) {
  const repository = groupsRepository(db);
  const present = (actor: Actor, row: SharedGroupRow): SharedGroup => presentShared(actor, row, WHAT);

  const recordSharing = (tx: Queryable, actor: Actor, row: SharedGroupRow, teamId: number, shared: boolean) =>
    recordAuditEvent(tx, {
      teamId,
      actorId: actor.userId,
      event: shared ? CRM_SHARING_EVENTS.groupShared : CRM_SHARING_EVENTS.groupUnshared,
      subject: row.name,
      subjectUserId: row.owner_id,
      detail: { group_id: row.id },
    });

  /** The group once the actor may do `action` to it: 404 when they do not reach it, 403 (with the reason) when they may not change it. */
  async function authorized(actor: Actor, id: number, action: ShareAction): Promise<GroupOwnership> {
    const [ownership] = await repository.ownerships([id]);
    if (!ownership) throw notFound(NOT_FOUND);
    authorizeShared(actor, action, ownership, WHAT);
    return ownership;
  }

  const membersChanged = async (actor: Actor, groupId: number, change: { added?: number[]; removed?: number[] }) => ({
    group_id: groupId,
    contact_count: await repository.memberCount(groupId, sharingScope(actor)),
    ...change,
  });

  return {
    actorOf: (userId: number) => crmActor(db, userId),
    authorized,

    /** The actor's groups and those shared with their team (`own`: their own only, members counted as their own contacts). */
    async list(actor: Actor, page: Page, options: ListOptions = {}, own = false) {
      const scope = own ? { userId: actor.userId, teamId: null } : sharingScope(actor);
      const { count, rows } = await repository.page(scope, page, options);
      return { count, rows: rows.map((row) => present(actor, row)) };
    },

    simplified: (actor: Actor, own = false) => repository.simplified(sharingScope(actor), own),

    /** A new group with its first members (the contacts among contact_ids that the actor reaches). */
    async create(actor: Actor, body: GroupCreate): Promise<SharedGroup> {
      const team = shareTarget(actor, body.shared) ?? null;
      const scope = sharingScope(actor);
      const row = await unlessDuplicateName(body.name, () =>
        db.transaction(async (tx) => {
          const groups = groupsRepository(tx);
          const id = await groups.create(actor.userId, body, team);
          if (body.contact_ids?.length) await groups.addMembers(id, scope, body.contact_ids);
          const row = (await groups.get(id, scope))!;
          if (team !== null) await recordSharing(tx, actor, row, team, true);
          return row;
        }),
      );
      return present(actor, row);
    },

    async update(actor: Actor, changes: GroupUpdate): Promise<SharedGroup> {
      const before = await authorized(actor, changes.id, 'change');
      const team = shareTarget(actor, changes.shared);
      const sharingChanged = team !== undefined && (team !== null) !== (before.team !== null);
      const scope = sharingScope(actor);
      const row = await unlessDuplicateName(changes.name, () =>
        db.transaction(async (tx) => {
          const groups = groupsRepository(tx);
          if (!(await groups.update(changes.id, actor.userId, changes, team))) return undefined;
          const updated = (await groups.get(changes.id, scope))!;
          if (sharingChanged) await recordSharing(tx, actor, updated, (team ?? before.team)!, team !== null);
          return updated;
        }),
      );
      if (!row) throw notFound(NOT_FOUND);
      return present(actor, row);
    },

    /** As contacts': unreached ids are skipped as unknown ones; one the actor reaches but may not delete refuses all (403). */
    async removeMany(actor: Actor, ids: number[]): Promise<number[]> {
      const allowed: number[] = [];
      for (const ownership of await repository.ownerships(ids)) {
        const refusal = sharedRefusal(actor, ownership, WHAT);
        if (refusal === null) allowed.push(ownership.id);
        else if (reachesShared(actor, ownership)) throw forbidden(refusal);
      }
      return repository.deleteIds(allowed);
    },

    /** The group's members the actor reaches (or, with notIn, the contacts they reach outside it), once they read the group. */
    async members(actor: Actor, options: Omit<MemberPageOptions, 'scope'>) {
      await authorized(actor, options.groupId, 'read');
      return repository.members({ ...options, scope: sharingScope(actor) });
    },

    /** Adds the contacts among ids that the actor reaches, once they may change the group. */
    async addMembers(actor: Actor, groupId: number, ids: number[]) {
      await authorized(actor, groupId, 'change');
      const added = await repository.addMembers(groupId, sharingScope(actor), ids);
      await repository.touch(groupId, actor.userId);
      return membersChanged(actor, groupId, { added });
    },

    /** Removes the members among ids that the actor reaches, once they may change the group. */
    async removeMembers(actor: Actor, groupId: number, ids: number[]) {
      await authorized(actor, groupId, 'change');
      const removed = await repository.removeMembers(groupId, sharingScope(actor), ids);
      await repository.touch(groupId, actor.userId);
      return membersChanged(actor, groupId, { removed });
    },
  };
}
