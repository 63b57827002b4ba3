import type { Database, Queryable } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { ListOptions } from '../../lib/listOptions.ts';
import { linkChildren } from '../../lib/linksRepository.ts';
import type { Page } from '../../lib/pagination.ts';
import { emailContactsLink, emailGroupsLink } from '../../crm/linkSql.ts';
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
import { automatedEmailsRepository, type AutomatedEmailRow } from './automatedEmailsRepository.ts';
import { scheduleFrom, validateEmailFields, type EmailFields } from './emailSettings.ts';
import type { AutomatedEmail, AutomatedEmailCreate } from './schemas.ts';

type Editable = Omit<EmailFields, 'next_run_at'>;

/** The e-mail in the sharing rule's words (its 404 and 403). */
export const WHAT = 'automated email';
const NOT_FOUND = 'Automated email not found.';

/** The audit log's events for an e-mail shared with the team and made private (labels: AUDIT_EVENT_LABELS). */
export const EMAIL_SHARED = 'automated_email.shared';
export const EMAIL_UNSHARED = 'automated_email.unshared';

/**
 * The rules of an automated email: defaults, validation, scheduling, recipients linked in the same transaction, and who
 * reaches it (issue 27's sharing, server/teams/sharing.ts): its owner, and the current members of the team it is shared
 * with, who read it; its owner and the team's owners and account managers change, pause, send and delete it. A shared
 * e-mail stays its owner's: it mails the owner's recipients, as the owner, and its saved search is one of the owner's.
 */
export function automatedEmails(db: Database) {
  const repository = automatedEmailsRepository(db);

  /** The API's answer: the row with whether it is shared and whether the caller may change it (the client never decides). */
  const present = (actor: Actor, { owner_id, team_id, ...row }: AutomatedEmailRow): AutomatedEmail => {
    return { ...row, ...sharingFields(actor, { owner: owner_id, team: team_id }, WHAT) };
  };

  /** Shared with the team or taken back, in the team's audit log, in the transaction of the change. */
  const recordSharing = (tx: Queryable, actor: Actor, row: AutomatedEmailRow, teamId: number, shared: boolean) =>
    recordAuditEvent(tx, {
      teamId,
      actorId: actor.userId,
      event: shared ? EMAIL_SHARED : EMAIL_UNSHARED,
      subject: row.name,
      subjectUserId: row.owner_id,
      detail: { automated_email_id: row.id },
    });

  /** The e-mail's owner once the actor may do `action` to it: 404 when they do not reach it, 403 with the reason when they may not change it. */
  async function authorized(actor: Actor, id: number, action: ShareAction): Promise<number> {
    const [item] = await repository.ownerships([id]);
    if (!item) throw notFound(NOT_FOUND);
    authorizeShared(actor, action, item, WHAT);
    return item.owner;
  }

  return {
    repository,

    /** The signed-in user and their team membership as stored now (a removed member's old token carries none). */
    async actorOf(userId: number): Promise<Actor> {
      return { userId, membership: (await teamsRepository(db).membershipOf(userId)) ?? null };
    },

    authorized,

    /** The actor's e-mails and those shared with their team. */
    async page(actor: Actor, page: Page, options: ListOptions = {}) {
      const { count, rows } = await repository.page(sharingScope(actor), page, options);
      return { count, rows: rows.map((row) => present(actor, row)) };
    },

    /** One e-mail as the actor reads it (404 when they do not reach it). */
    async get(actor: Actor, id: number): Promise<AutomatedEmail> {
      const row = await repository.find(id);
      if (!row || !reachesShared(actor, { owner: row.owner_id, team: row.team_id })) throw notFound(NOT_FOUND);
      return present(actor, row);
    },

    /** Creates the actor's email with its groups and contacts, shared with their team when asked; its id. */
    async create(actor: Actor, input: AutomatedEmailCreate): Promise<number> {
      const { group_ids, contact_ids, shared, ...body } = input;
      const userId = actor.userId;
      const team = shareTarget(actor, shared) ?? null;
      const base: Editable = { send_hour: 8, send_weekday: 1, timezone: null, status: 'active', ...body };
      validateEmailFields(base, (await repository.savedSearchOwner(body.saved_search_id)) ?? -1, userId);
      const fields: EmailFields = { ...base, next_run_at: scheduleFrom(base, await repository.userTimezone(userId)) };
      return db.transaction(async (tx) => {
        const emails = automatedEmailsRepository(tx);
        const created = await emails.create(userId, fields, team);
        if (group_ids?.length) await linkChildren(tx, emailGroupsLink, userId, created, group_ids);
        if (contact_ids?.length) await linkChildren(tx, emailContactsLink, userId, created, contact_ids);
        if (team !== null) await recordSharing(tx, actor, (await emails.findIn(tx, created))!, team, true);
        return created;
      });
    },

    /**
     * PUT and status change alike, by whoever may change it: validates the merged email (its saved search must stay one of
     * its owner's), then writes only the changed columns (and next_run_at if rescheduled), with the actor as its last
     * editor; `shared` shares it with the actor's team or makes it private (undefined: unchanged).
     */
    async update(
      actor: Actor,
      id: number,
      changesFor: (current: EmailFields) => Partial<Editable>,
      shared?: boolean,
    ): Promise<AutomatedEmail> {
      const row = await repository.fields(id);
      if (!row) throw notFound(NOT_FOUND);
      const { user_id: owner, team_id: before, user_timezone, ...current } = row;
      authorizeShared(actor, 'change', { owner, team: before }, WHAT);
      const team = shareTarget(actor, shared);
      const changes: Partial<EmailFields> = changesFor(current);
      const merged: EmailFields = { ...current, ...changes };
      const rescheduled =
        ['schedule', 'send_hour', 'send_weekday', 'timezone'].some((f) => f in changes) ||
        (changes.status === 'active' && current.status !== 'active');
      const searchOwner = changes.saved_search_id == null ? null : ((await repository.savedSearchOwner(changes.saved_search_id)) ?? -1);
      validateEmailFields(merged, searchOwner, owner);
      if (rescheduled) changes.next_run_at = scheduleFrom(merged, user_timezone);
      // Shared or made private by this change: the team's audit log says so (the team it was shared with, when unshared).
      const sharingChanged = team !== undefined && (team !== null) !== (before !== null);
      const updated = await db.transaction(async (tx) => {
        const emails = automatedEmailsRepository(tx);
        await emails.update(id, changes, actor.userId, team);
        const changed = await emails.findIn(tx, id);
        if (changed && sharingChanged) await recordSharing(tx, actor, changed, (team ?? before)!, team !== null);
        return changed;
      });
      if (!updated) throw notFound(NOT_FOUND);
      return present(actor, updated);
    },

    /**
     * Deletes the e-mails among `ids` the actor reaches, all or none: any the actor reaches but may not delete is 403 with
     * the reason, and nothing is deleted; ids they do not reach (another's, gone) are skipped, as they always were.
     */
    async remove(actor: Actor, ids: number[]): Promise<number[]> {
      const reached = (await repository.ownerships(ids)).filter((item) => reachesShared(actor, item));
      for (const item of reached) {
        const refusal = sharedRefusal(actor, item, WHAT);
        if (refusal) throw forbidden(refusal);
      }
      return reached.length ? repository.deleteMany(reached.map((item) => item.id)) : [];
    },
  };
}

/** After the user's time zone changed (inside that transaction): moves the next run of their active emails that follow it. */
export async function rescheduleZoneFollowers(tx: Queryable, userId: number, userTimezone: string, now = new Date()): Promise<void> {
  const repository = automatedEmailsRepository(tx);
  for (const row of await repository.zoneFollowers(userId)) await repository.setNextRun(row.id, scheduleFrom(row, userTimezone, now));
}
