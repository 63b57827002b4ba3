import type { Queryable } from '../db/database.ts';
import { pageRows } from '../db/pagedQuery.ts';
import type { Page } from '../lib/pagination.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import { SqlParams } from '../lib/sqlParams.ts';
import { enqueueMail, type DirectMail } from '../mail/outbox/outboxRepository.ts';
import type { AuditEvent, Invitation, TeamMember, TeamRole } from './schemas.ts';

export interface Membership {
  teamId: number;
  role: TeamRole;
}

export interface TeamRow {
  id: number;
  name: string;
  created_at: string;
  /** The owner whose subscription and credit account are the team's (migration 152). */
  billing_user_id: number | null;
}

export interface PendingInvitation {
  id: number;
  team_id: number;
  email: string;
  role: TeamRole;
  expired: boolean;
  accepted: boolean;
}

export interface NewAuditEvent {
  teamId: number | null;
  actorId: number | null;
  event: string;
  subject?: string;
  subjectUserId?: number | null;
  detail?: Record<string, unknown>;
}

export interface AuditFilterSql {
  event?: string;
  member?: number;
  /** Inclusive first day, YYYY-MM-DD (UTC). */
  from?: string;
  /** Inclusive last day, YYYY-MM-DD (UTC). */
  to?: string;
}

export type InvitationMail = Omit<DirectMail, 'emailName' | 'toName'>;

const INVITATION_COLUMNS = `i.id::int as id, i.email, i.role,
  case when i.accepted_at is not null then 'accepted' when i.expires_at <= now() then 'expired' else 'pending' end as status,
  i.invited_by::int as invited_by, ${isoTime('i.created_at')} as created_at, ${isoTime('i.expires_at')} as expires_at,
  case when i.accepted_at is null then null else ${isoTime('i.accepted_at')} end as accepted_at`;

/**
 * A member with their cap and their credits this month ($2: the month's first instant, ISO), counted on the pool's account
 * row (credit_accounts.member_spent of the team's billing owner) by the charge that spends them.
 */
const MEMBER_COLUMNS = `m.user_id::int as user_id, u.email, u.firstname, u.lastname, m.role, ${isoTime('m.joined_at')} as joined_at,
  m.credit_cap, coalesce(case when a.member_spent -> m.user_id::text ->> 'p' = $2::text
    then (a.member_spent -> m.user_id::text ->> 'n')::int end, 0) as credits_this_month`;
const MEMBERS_FROM = `team_members m join users u on u.id = m.user_id join teams t on t.id = m.team_id
  left join credit_accounts a on a.user_id = t.billing_user_id`;
const MEMBER_ORDER = `order by case m.role when 'owner' then 0 when 'account_manager' then 1 else 2 end, m.joined_at, m.user_id`;

const AUDIT_COLUMNS = `a.id::int as id, a.event, a.actor_id::int as actor_id, u.email as actor_email, a.subject,
  a.subject_user_id::int as subject_user_id, a.detail, ${isoTime('a.created_at')} as created_at`;

/** The where clauses of the audit log's filters for one team. */
function auditWhere(teamId: number, filter: AuditFilterSql, params: SqlParams): (string | undefined)[] {
  const member = filter.member === undefined ? undefined : params.add(filter.member);
  return [
    `a.team_id = ${params.add(teamId)}`,
    filter.event ? `a.event = ${params.add(filter.event)}` : undefined,
    member ? `(a.actor_id = ${member} or a.subject_user_id = ${member})` : undefined,
    filter.from ? `a.created_at >= (${params.add(filter.from)}::date)::timestamp at time zone 'UTC'` : undefined,
    filter.to ? `a.created_at < (${params.add(filter.to)}::date + 1)::timestamp at time zone 'UTC'` : undefined,
  ];
}

export function teamsRepository(db: Queryable) {
  return {
    async membershipOf(userId: number): Promise<Membership | undefined> {
      const [row] = await db.query<Membership>('select team_id::int as "teamId", role from team_members where user_id = $1', [userId]);
      return row;
    },

    async team(teamId: number): Promise<TeamRow | undefined> {
      const [row] = await db.query<TeamRow>(
        `select id::int as id, name, ${isoTime('created_at')} as created_at, billing_user_id::int as billing_user_id from teams where id = $1`,
        [teamId],
      );
      return row;
    },

    /** A new team whose subscription and credits are `billingUserId`'s (its creator). */
    async createTeam(name: string, billingUserId: number): Promise<number> {
      const [row] = await db.query<{ id: number }>('insert into teams (name, billing_user_id) values ($1, $2) returning id::int as id', [
        name,
        billingUserId,
      ]);
      return row!.id;
    },

    /** Locks the team's row until the transaction ends: seat counts and cap changes of one team go one after another. */
    /** The owner whose subscription and credits are the team's from now on. */
    async setBillingUser(teamId: number, userId: number): Promise<void> {
      await db.query('update teams set billing_user_id = $2 where id = $1', [teamId, userId]);
    },

    async lockTeam(teamId: number): Promise<void> {
      await db.query('select id from teams where id = $1 for update', [teamId]);
    },

    /** Members and open invitations (not accepted, not expired), other than an open one to `replacing` (replaced by a new one). */
    async seatsUsed(teamId: number, replacing?: string): Promise<{ members: number; invitations: number }> {
      const [row] = await db.query<{ members: number; invitations: number }>(
        `select (select count(*)::int from team_members where team_id = $1) as members,
           (select count(*)::int from team_invitations where team_id = $1 and accepted_at is null and expires_at > now()
              and ($2::text is null or lower(email) <> lower($2))) as invitations`,
        [teamId, replacing ?? null],
      );
      return row!;
    },

    async setCreditCap(teamId: number, userId: number, cap: number | null): Promise<void> {
      await db.query('update team_members set credit_cap = $3 where team_id = $1 and user_id = $2', [teamId, userId, cap]);
    },

    async rename(teamId: number, name: string): Promise<void> {
      await db.query('update teams set name = $2 where id = $1', [teamId, name]);
    },

    /** Fails with a unique violation when the user is in a team already. */
    async addMember(teamId: number, userId: number, role: TeamRole): Promise<void> {
      await db.query('insert into team_members (team_id, user_id, role) values ($1, $2, $3)', [teamId, userId, role]);
    },

    /** The members, owners first, with their caps and their credits spent from the pool in the month starting at `period`. */
    async members(teamId: number, period: string): Promise<TeamMember[]> {
      return db.query<TeamMember>(`select ${MEMBER_COLUMNS} from ${MEMBERS_FROM} where m.team_id = $1 ${MEMBER_ORDER}`, [teamId, period]);
    },

    async member(teamId: number, userId: number, period: string): Promise<TeamMember | undefined> {
      const [row] = await db.query<TeamMember>(`select ${MEMBER_COLUMNS} from ${MEMBERS_FROM} where m.team_id = $1 and m.user_id = $3`, [
        teamId,
        period,
        userId,
      ]);
      return row;
    },

    /** Owners of the team, locked until the transaction ends so that two demotions cannot both pass the last-owner rule. */
    async lockOwners(teamId: number): Promise<number[]> {
      const rows = await db.query<{ user_id: number }>(
        `select user_id::int as user_id from team_members where team_id = $1 and role = 'owner' order by user_id for update`,
        [teamId],
      );
      return rows.map((row) => row.user_id);
    },

    async setRole(teamId: number, userId: number, role: TeamRole): Promise<void> {
      await db.query('update team_members set role = $3 where team_id = $1 and user_id = $2', [teamId, userId, role]);
    },

    async removeMember(teamId: number, userId: number): Promise<boolean> {
      const rows = await db.query('delete from team_members where team_id = $1 and user_id = $2 returning user_id', [teamId, userId]);
      return rows.length > 0;
    },

    async userIdByEmail(email: string): Promise<number | undefined> {
      const [row] = await db.query<{ id: number }>('select id::int as id from users where lower(email) = lower($1)', [email]);
      return row?.id;
    },

    async userEmail(userId: number): Promise<{ email: string; name: string } | undefined> {
      const [row] = await db.query<{ email: string; name: string }>(
        `select email, trim(firstname || ' ' || lastname) as name from users where id = $1`,
        [userId],
      );
      return row;
    },

    /** A new invitation replaces the team's open ones to the same address (their links stop working). */
    async createInvitation(invitation: {
      teamId: number;
      email: string;
      role: TeamRole;
      tokenHash: string;
      invitedBy: number;
      validDays: number;
    }): Promise<Invitation> {
      await db.query('delete from team_invitations where team_id = $1 and lower(email) = lower($2) and accepted_at is null', [
        invitation.teamId,
        invitation.email,
      ]);
      const [row] = await db.query<Invitation>(
        `insert into team_invitations as i (team_id, email, role, token_hash, invited_by, expires_at)
         values ($1, $2, $3, $4, $5, now() + make_interval(days => $6::int))
         returning ${INVITATION_COLUMNS}`,
        [invitation.teamId, invitation.email, invitation.role, invitation.tokenHash, invitation.invitedBy, invitation.validDays],
      );
      return row!;
    },

    async invitationsPage(teamId: number, page: Page): Promise<{ count: number; rows: Invitation[] }> {
      const params = new SqlParams();
      return pageRows<Invitation>(db, {
        select: INVITATION_COLUMNS,
        from: 'team_invitations i',
        where: [`i.team_id = ${params.add(teamId)}`],
        params,
        orderBy: 'i.created_at desc, i.id desc',
        page,
      });
    },

    /** Deletes an invitation of the team not yet accepted; answers its e-mail, or undefined when there was none. */
    async deleteOpenInvitation(teamId: number, invitationId: number): Promise<{ email: string } | undefined> {
      const [row] = await db.query<{ email: string }>(
        'delete from team_invitations where team_id = $1 and id = $2 and accepted_at is null returning email',
        [teamId, invitationId],
      );
      return row;
    },

    /** The invitation a token's hash names, locked until the transaction ends (one acceptance per invitation). */
    async invitationByTokenHash(tokenHash: string): Promise<PendingInvitation | undefined> {
      const [row] = await db.query<PendingInvitation>(
        `select id::int as id, team_id::int as team_id, email, role, expires_at <= now() as expired, accepted_at is not null as accepted
         from team_invitations where token_hash = $1 for update`,
        [tokenHash],
      );
      return row;
    },

    /** The team a token's invitation is to, without locking it (read before the acceptance's transaction). */
    async invitationTeam(tokenHash: string): Promise<number | undefined> {
      const [row] = await db.query<{ team_id: number }>('select team_id::int as team_id from team_invitations where token_hash = $1', [
        tokenHash,
      ]);
      return row?.team_id;
    },

    async markAccepted(invitationId: number, userId: number): Promise<void> {
      await db.query('update team_invitations set accepted_at = now(), accepted_by = $2 where id = $1', [invitationId, userId]);
    },

    /** The invitation e-mail, queued in the mail outbox that the delivery worker sends (as bug reports' mail is). */
    enqueueMail: (mail: InvitationMail) => enqueueMail(db, { ...mail, emailName: 'Team invitation' }),

    async insertAuditEvent(event: NewAuditEvent): Promise<void> {
      await db.query(
        `insert into audit_log (team_id, actor_id, event, subject, subject_user_id, detail) values ($1, $2, $3, $4, $5, $6::jsonb)`,
        [event.teamId, event.actorId, event.event, event.subject ?? '', event.subjectUserId ?? null, JSON.stringify(event.detail ?? {})],
      );
    },

    /** Holds a transaction-scoped advisory lock on the name: callers with the same name go one after another. */
    async lockForTransaction(name: string): Promise<void> {
      await db.query('select pg_advisory_xact_lock(hashtext($1))', [name]);
    },

    /** Whether the actor recorded this event in the team's log within the last `seconds`. */
    async hasRecentEvent(teamId: number, actorId: number, event: string, seconds: number): Promise<boolean> {
      const rows = await db.query(
        `select 1 from audit_log where team_id = $1 and actor_id = $2 and event = $3 and created_at > now() - make_interval(secs => $4) limit 1`,
        [teamId, actorId, event, seconds],
      );
      return rows.length > 0;
    },

    async auditPage(teamId: number, filter: AuditFilterSql, page: Page): Promise<{ count: number; rows: AuditEvent[] }> {
      const params = new SqlParams();
      return pageRows<AuditEvent>(db, {
        select: AUDIT_COLUMNS,
        from: 'audit_log a left join users u on u.id = a.actor_id',
        where: auditWhere(teamId, filter, params),
        params,
        orderBy: 'a.created_at desc, a.id desc',
        page,
      });
    },

    /** Every event the filter matches, newest first, up to `limit` (the CSV export). */
    async auditRows(teamId: number, filter: AuditFilterSql, limit: number): Promise<AuditEvent[]> {
      const params = new SqlParams();
      const where = auditWhere(teamId, filter, params).filter(Boolean).join(' and ');
      return db.query<AuditEvent>(
        `select ${AUDIT_COLUMNS} from audit_log a left join users u on u.id = a.actor_id where ${where}
         order by a.created_at desc, a.id desc limit ${params.add(limit)}`,
        params.values,
      );
    },

    /** Deletes the events older than the retention; answers how many. */
    async purgeAuditOlderThan(days: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `with purged as (delete from audit_log where created_at < now() - make_interval(days => $1::int) returning 1)
         select count(*)::int as count from purged`,
        [days],
      );
      return row!.count;
    },
  };
}
