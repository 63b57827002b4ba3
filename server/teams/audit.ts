import type { Database, Queryable } from '../db/database.ts';
import { csvLines } from '../downloads/writers/csvWriter.ts';
import { auditEventLabel, type AuditEvent } from './schemas.ts';
import { teamsRepository, type NewAuditEvent } from './teamsRepository.ts';

/** How long audit events are kept (the issue: one year); older ones are purged by a periodic job. */
export const AUDIT_RETENTION_DAYS = 365;

/** Every event kind of the audit log: the team service's, then those other modules record (labels: AUDIT_EVENT_LABELS). */
export const AUDIT_EVENTS = {
  teamCreated: 'team.created',
  teamRenamed: 'team.renamed',
  memberInvited: 'member.invited',
  invitationCancelled: 'invitation.cancelled',
  memberJoined: 'member.joined',
  memberRemoved: 'member.removed',
  memberLeft: 'member.left',
  roleChanged: 'member.role_changed',
  capChanged: 'member.cap_changed',
  billingHandedOver: 'billing.handed_over',
  // Recorded by other modules, for a user in a team (recordMemberEvent): nothing for a user without one.
  apiKeyCreated: 'api_key.created',
  apiKeyDeleted: 'api_key.deleted',
  planChanged: 'plan.changed',
  planCancelled: 'plan.cancelled',
  shareLinkCreated: 'share_link.created',
  shareLinkRevoked: 'share_link.revoked',
  signedIn: 'user.signed_in',
  // Recorded by the deal pipeline (server/deals/dealService.ts) for a team's deals; private deals record nothing.
  dealCreated: 'deal.created',
  dealStageChanged: 'deal.stage_changed',
  dealDeleted: 'deal.deleted',
} as const;

/** A sign-in is recorded once in this many seconds per user (the client reports each sign-in; a retry or a second tab adds nothing). */
export const SIGN_IN_WINDOW_SECONDS = 5 * 60;

/**
 * Writes one security-relevant event to the audit log. Pass the transaction of the change it records, so that the event
 * exists exactly when the change does.
 */
export async function recordAuditEvent(db: Queryable, event: NewAuditEvent): Promise<void> {
  await teamsRepository(db).insertAuditEvent(event);
}

/** An event a user did themself, as another module knows it: no team, actor or subject user (the user is both). */
export type MemberEvent = Omit<NewAuditEvent, 'teamId' | 'actorId' | 'subjectUserId'>;

/**
 * Records an event a user did (an API key, their plan, a share link, a sign-in) in their team's audit log, through
 * recordAuditEvent; a user without a team records nothing and works as before. Pass the transaction of the change.
 * Answers whether an event was written.
 */
export async function recordMemberEvent(db: Queryable, userId: number, event: MemberEvent): Promise<boolean> {
  const membership = await teamsRepository(db).membershipOf(userId);
  if (!membership) return false;
  await recordAuditEvent(db, { ...event, teamId: membership.teamId, actorId: userId, subjectUserId: userId });
  return true;
}

/** A sign-in of a user in a team, once per SIGN_IN_WINDOW_SECONDS (the subject is their e-mail); answers whether it was written. */
export async function recordSignIn(db: Database, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const teams = teamsRepository(tx);
    const membership = await teams.membershipOf(userId);
    if (!membership) return false;
    // One sign-in at a time per user, so two calls at once record one event.
    await teams.lockForTransaction(`audit.sign-in:${userId}`);
    if (await teams.hasRecentEvent(membership.teamId, userId, AUDIT_EVENTS.signedIn, SIGN_IN_WINDOW_SECONDS)) return false;
    const email = (await teams.userEmail(userId))?.email ?? '';
    await recordAuditEvent(tx, {
      teamId: membership.teamId,
      actorId: userId,
      event: AUDIT_EVENTS.signedIn,
      subject: email,
      subjectUserId: userId,
    });
    return true;
  });
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
