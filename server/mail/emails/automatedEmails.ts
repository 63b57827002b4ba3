import type { Database, Queryable } from '../../db/database.ts';
import { linkChildren } from '../../lib/linksRepository.ts';
import { found, ownedRow } from '../../lib/ownership.ts';
import { emailContactsLink, emailGroupsLink } from '../../crm/linkSql.ts';
import { automatedEmailsRepository } from './automatedEmailsRepository.ts';
import { scheduleFrom, validateEmailFields, type EmailFields } from './emailSettings.ts';
import type { AutomatedEmailCreate } from './schemas.ts';

type Editable = Omit<EmailFields, 'next_run_at'>;

/** The rules of an automated email: defaults, validation, scheduling, recipients linked in the same transaction. */
export function automatedEmails(db: Database) {
  const repository = automatedEmailsRepository(db);
  return {
    repository,

    /** Creates the email with its groups and contacts; its id. */
    async create(userId: number, input: AutomatedEmailCreate): Promise<number> {
      const { group_ids, contact_ids, ...body } = input;
      const base: Editable = { send_hour: 8, send_weekday: 1, timezone: null, status: 'active', ...body };
      validateEmailFields(base, (await repository.savedSearchOwner(body.saved_search_id)) ?? -1, userId);
      const fields: EmailFields = { ...base, next_run_at: scheduleFrom(base, await repository.userTimezone(userId)) };
      return db.transaction(async (tx) => {
        const created = await automatedEmailsRepository(tx).create(userId, fields);
        if (group_ids?.length) await linkChildren(tx, emailGroupsLink, userId, created, group_ids);
        if (contact_ids?.length) await linkChildren(tx, emailContactsLink, userId, created, contact_ids);
        return created;
      });
    },

    /** PUT and status change alike: validates the merged email, then writes only the changed columns (and next_run_at if rescheduled). */
    async update(userId: number, id: number, changesFor: (current: EmailFields) => Partial<Editable>) {
      const { user_id: _owner, user_timezone, ...current } = ownedRow(await repository.fields(id), userId, 'Automated email');
      const changes: Partial<EmailFields> = changesFor(current);
      const merged: EmailFields = { ...current, ...changes };
      const rescheduled =
        ['schedule', 'send_hour', 'send_weekday', 'timezone'].some((f) => f in changes) ||
        (changes.status === 'active' && current.status !== 'active');
      const owner = changes.saved_search_id == null ? null : ((await repository.savedSearchOwner(changes.saved_search_id)) ?? -1);
      validateEmailFields(merged, owner, userId);
      if (rescheduled) changes.next_run_at = scheduleFrom(merged, user_timezone);
      await repository.update(id, changes);
      return found(await repository.find(id), 'Automated email');
    },
  };
}

/** After the user's time zone changed (inside that transaction): moves the next run of their active emails that follow it. */
export async function rescheduleZoneFollowers(tx: Queryable, userId: number, userTimezone: string, now = new Date()): Promise<void> {
  const repository = automatedEmailsRepository(tx);
  for (const row of await repository.zoneFollowers(userId)) await repository.setNextRun(row.id, scheduleFrom(row, userTimezone, now));
}
