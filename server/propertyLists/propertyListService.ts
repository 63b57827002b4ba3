import type { Database, Queryable } from '../db/database.ts';
import { badRequest, forbidden, notFound } from '../lib/errors.ts';
import type { Page } from '../lib/pagination.ts';
import { savedSearchActor } from '../savedSearches/savedSearchRuns.ts';
import { recordAuditEvent } from '../teams/audit.ts';
import type { Actor } from '../teams/authorization.ts';
import { authorizeShared, shareTarget, sharingFields, sharingScope, type ShareAction } from '../teams/sharing.ts';
import { propertyListsRepository, type PropertyListOwnership, type PropertyListRow } from './propertyListsRepository.ts';
import type { PropertyList, PropertyListCreate, PropertyListUpdate } from './schemas.ts';

const WHAT = 'list';
const NOT_FOUND = 'List not found.';
/** Adding is the owner's alone: a list's items are its owner's saved properties. */
export const ONLY_OWNER_ADDS = 'Only the member whose list this is can put saved properties in it.';
/** The team's audit log events of a list shared or made private (labels: the lead's AUDIT_EVENT_LABELS). */
export const LIST_SHARED = 'property_list.shared';
export const LIST_UNSHARED = 'property_list.unshared';

/**
 * Saved property lists as the API answers them (issue 27): a user's own saved properties, grouped in a list that is
 * private or shared with their team. Who reaches which list is server/teams/sharing.ts's rule, as for saved searches:
 * every current member reads a shared list and its items (notes and tags); its owner and the team's owners and account
 * managers rename, unshare or delete it and take items out; only its owner puts their saved properties in it.
 */
export function propertyListService(db: Database) {
  const repository = propertyListsRepository(db);

  const present = (actor: Actor, { team_id, ...row }: PropertyListRow): PropertyList => {
    return { ...row, own: row.owner_id === actor.userId, ...sharingFields(actor, { owner: row.owner_id, team: team_id }, WHAT) };
  };

  /** The list once the actor may do `action` to it: 404 when they do not reach it, 403 (with the reason) when they may not change it. */
  async function authorized(actor: Actor, id: number, action: ShareAction): Promise<PropertyListOwnership> {
    const ownership = await repository.ownership(id);
    if (!ownership) throw notFound(NOT_FOUND);
    authorizeShared(actor, action, ownership, WHAT);
    return ownership;
  }

  /** A list shared with the team or taken back, in the team's audit log, in the transaction of the change. */
  const recordSharing = (tx: Queryable, actor: Actor, row: PropertyListRow, teamId: number, shared: boolean) =>
    recordAuditEvent(tx, {
      teamId,
      actorId: actor.userId,
      event: shared ? LIST_SHARED : LIST_UNSHARED,
      subject: row.name,
      subjectUserId: row.owner_id,
      detail: { property_list_id: row.id },
    });

  const found = (actor: Actor, row: PropertyListRow | undefined) => {
    if (!row) throw notFound(NOT_FOUND);
    return present(actor, row);
  };

  return {
    actorOf: (userId: number) => savedSearchActor(db, userId),

    async create(actor: Actor, body: PropertyListCreate): Promise<PropertyList> {
      const team = shareTarget(actor, body.shared) ?? null;
      const row = await repository.create(
        actor.userId,
        body.name.trim(),
        team,
        team === null ? undefined : (tx, created) => recordSharing(tx, actor, created, team, true),
      );
      return present(actor, row);
    },

    /** The actor's lists and those shared with their team (`own`: only their own), newest first. */
    async list(actor: Actor, page: Page, own = false) {
      const scope = own ? { userId: actor.userId, teamId: null } : sharingScope(actor);
      const { count, rows } = await repository.list(scope, page);
      return { count, results: rows.map((row) => present(actor, row)) };
    },

    async get(actor: Actor, id: number): Promise<PropertyList> {
      await authorized(actor, id, 'read');
      return found(actor, await repository.get(id));
    },

    async update(actor: Actor, id: number, changes: PropertyListUpdate): Promise<PropertyList> {
      const before = await authorized(actor, id, 'change');
      const team = shareTarget(actor, changes.shared);
      const sharingChanged = team !== undefined && (team !== null) !== (before.team !== null);
      const row = await repository.update(
        id,
        actor.userId,
        changes.name?.trim(),
        team,
        sharingChanged ? (tx, updated) => recordSharing(tx, actor, updated, (team ?? before.team)!, team !== null) : undefined,
      );
      return found(actor, row);
    },

    /** Deletes the list; its owner's saved properties stay saved. */
    async remove(actor: Actor, id: number): Promise<void> {
      await authorized(actor, id, 'change');
      if (!(await repository.remove(id))) throw notFound(NOT_FOUND);
    },

    async items(actor: Actor, id: number, page: Page) {
      await authorized(actor, id, 'read');
      return repository.items(id, sharingScope(actor), page);
    },

    /** Puts the owner's own saved properties in their list (400 naming those they have not saved). */
    async add(actor: Actor, id: number, listingIds: number[]) {
      const list = await authorized(actor, id, 'change');
      if (list.owner !== actor.userId) throw forbidden(ONLY_OWNER_ADDS);
      const ids = [...new Set(listingIds)];
      const missing = await repository.notSaved(actor.userId, ids);
      if (missing.length) {
        const detail = `Not in your saved properties: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? '…' : ''}.`;
        throw badRequest(detail, { property_ids: [detail] });
      }
      const changed = await repository.putIn(id, actor.userId, actor.userId, ids);
      return { list_id: id, item_count: await repository.itemCount(id), changed };
    },

    /** Takes saved properties out of the list (they stay saved): whoever may change the list. */
    async takeOut(actor: Actor, id: number, listingIds: number[]) {
      await authorized(actor, id, 'change');
      const changed = await repository.takeOut(id, actor.userId, [...new Set(listingIds)]);
      return { list_id: id, item_count: await repository.itemCount(id), changed };
    },
  };
}
