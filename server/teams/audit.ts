import type { Queryable } from '../db/database.ts';
import { csvLines } from '../downloads/writers/csvWriter.ts';
import { auditEventLabel, type AuditEvent } from './schemas.ts';
import { teamsRepository, type NewAuditEvent } from './teamsRepository.ts';

/** How long audit events are kept (the issue: one year); older ones are purged by a periodic job. */
export const AUDIT_RETENTION_DAYS = 365;

/** The events the team service records; other modules may record their own (API keys, plan changes, sign-ins). */
export const AUDIT_EVENTS = {
  teamCreated: 'team.created',
  teamRenamed: 'team.renamed',
  memberInvited: 'member.invited',
  invitationCancelled: 'invitation.cancelled',
  memberJoined: 'member.joined',
  memberRemoved: 'member.removed',
  memberLeft: 'member.left',
  roleChanged: 'member.role_changed',
} as const;

/**
 * Writes one security-relevant event to the audit log. Pass the transaction of the change it records, so that the event
 * exists exactly when the change does.
 */
export async function recordAuditEvent(db: Queryable, event: NewAuditEvent): Promise<void> {
  await teamsRepository(db).insertAuditEvent(event);
}

/** Deletes the events older than the retention; answers how many. */
export const purgeOldAuditEvents = (db: Queryable): Promise<number> => teamsRepository(db).purgeAuditOlderThan(AUDIT_RETENTION_DAYS);

const HEADER = ['Time (UTC)', 'Event', 'Actor ID', 'Actor e-mail', 'Subject', 'Subject user ID', 'Detail'];
const TEXT_COLUMNS = [true, true, false, true, true, false, true];

/** The audit events as a CSV file: UTF-8 with a byte-order mark (for Excel), CRLF line ends, one header line. */
export function auditCsv(events: AuditEvent[]): string {
  const rows = events.map((e) => [
    e.created_at.replace('T', ' ').replace(/Z$/, ''),
    auditEventLabel(e.event),
    e.actor_id,
    e.actor_email ?? '',
    e.subject,
    e.subject_user_id,
    JSON.stringify(e.detail),
  ]);
  return (
    '\ufeff' +
    csvLines(
      [HEADER],
      HEADER.map(() => true),
    ) +
    csvLines(rows, TEXT_COLUMNS)
  );
}
