import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../lib/dbErrors.ts';
import { capMonth } from '../credits/credits.ts';
import { ApiError, conflict, forbidden, notFound, paymentRequired } from '../lib/errors.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';
import type { Page } from '../lib/pagination.ts';
import { AUDIT_EVENTS, auditCsv, recordAuditEvent } from './audit.ts';
import { authorize, can, teamOf, type Actor } from './authorization.ts';
import type { AuditFilter, Invitation, Team, TeamMember, TeamRole } from './schemas.ts';
import { teamsRepository } from './teamsRepository.ts';
import { handOverBilling } from '../billing/handover.ts';

/** How long an invitation's link works. */
export const INVITATION_VALID_DAYS = 7;
/** The most rows one CSV export of the audit log holds (a year of a busy team's events fits many times). */
export const AUDIT_CSV_ROW_LIMIT = 100_000;

const LAST_OWNER = 'A team keeps at least one owner: make another member owner first.';
const MEMBER_NOT_FOUND = 'Member not found.';
/** The billing owner's subscription and account are the team's: they stay in it (a role change moves no credits). */
const pays = (email: string) =>
  `${email} pays for the team: their subscription and credits are the team's, so they stay in it until they hand its billing to another owner.`;

/** What the team service asks of billing and credits: the seats of the team's plan and the pool's balance. */
export interface TeamServiceOptions {
  publicUrl: string;
  /** The instant the month of the members' caps is read at (the app's clock). */
  now?: () => Date;
  /** The plan in force of the team's billing owner: its name and seats. */
  planOf?: (holderId: number) => Promise<TeamPlan>;
  /** The credits a user spends from (a member: the team's pool). */
  balanceOf?: (userId: number) => Promise<number>;
}

/** What the team service reads of the plan in force (server/billing/planState.ts). */
export interface TeamPlan {
  id: string | null;
  name: string;
  is_trial: boolean;
  seats: number;
}

const seatsText = (n: number) => `${n} seat${n === 1 ? '' : 's'}`;
/** "Your team's Pro plan has 10 seats", "Your team's free trial has 5 seats", "Your team has 5 seats without a plan". */
const planSeats = (plan: TeamPlan) =>
  plan.id === null
    ? `Your team has ${seatsText(plan.seats)} without a plan`
    : plan.is_trial
      ? `Your team's free trial has ${seatsText(plan.seats)}`
      : `Your team's ${plan.name} plan has ${seatsText(plan.seats)}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The team rules: creating a team, invitations, roles, leaving, and the audit log; every decision goes through authorization.ts. */
export function teamService(db: Database, options: TeamServiceOptions) {
  const repository = teamsRepository(db);
  const now = options.now ?? (() => new Date());
  const planOf =
    options.planOf ?? (async (): Promise<TeamPlan> => ({ id: null, name: 'No plan', is_trial: false, seats: Number.MAX_SAFE_INTEGER }));
  const balanceOf = options.balanceOf ?? (async () => 0);
  /** The month caps count (UTC), as the members' credits this month are keyed. */
  const month = () => capMonth(now()).start.toISOString();

  /** A member as the actor may see them: their credits this month only when the actor may read the member's activity. */
  const visibleTo = (actor: Actor, teamId: number) => (member: TeamMember) =>
    can(actor, 'member.activity.read', { team: teamId, member: { userId: member.user_id, role: member.role } })
      ? member
      : { ...member, credits_this_month: null };

  /** The plan of a team's billing owner (read outside any transaction: billing reads through its own connection). */
  async function teamPlan(teamId: number) {
    const team = await repository.team(teamId);
    return planOf(team?.billing_user_id ?? 0);
  }

  /**
   * Refuses a new seat when members and open invitations fill the plan's (402 from the inviter, who may change the plan;
   * 409 on accepting, where the invitee can do nothing about it). Call inside the transaction, after lockTeam.
   */
  async function checkSeat(
    teams: ReturnType<typeof teamsRepository>,
    teamId: number,
    plan: TeamPlan,
    accepting: boolean,
    replacing?: string,
  ) {
    const used = await teams.seatsUsed(teamId, replacing);
    // An invitation being accepted holds its seat already: it becomes a member.
    const taken = accepting ? used.members + used.invitations - 1 : used.members + used.invitations;
    if (taken < plan.seats) return;
    if (accepting) {
      const team = (await teams.team(teamId))!;
      throw conflict(`${team.name} has no free seat (it has ${seatsText(plan.seats)}): ask its owner to make room, then accept again.`);
    }
    throw paymentRequired(
      `${planSeats(plan)} and all are taken (${used.members} member${used.members === 1 ? '' : 's'} and ` +
        `${used.invitations} open invitation${used.invitations === 1 ? '' : 's'}). Withdraw an invitation, remove a member, or choose a plan with more seats on /subscription.`,
    );
  }

  async function actorOf(userId: number): Promise<Actor> {
    return { userId, membership: (await repository.membershipOf(userId)) ?? null };
  }

  async function teamAs(actor: Actor): Promise<Team> {
    const { teamId, role } = teamOf(actor);
    authorize(actor, 'team.read', { team: teamId });
    const team = (await repository.team(teamId))!;
    const [members, used, plan, balance] = await Promise.all([
      repository.members(teamId, month()),
      repository.seatsUsed(teamId),
      planOf(team.billing_user_id ?? 0),
      balanceOf(actor.userId),
    ]);
    return {
      ...team,
      role,
      members: members.map(visibleTo(actor, teamId)),
      seats: plan.seats,
      seats_used: used.members + used.invitations,
      balance,
    };
  }

  /** A member of the actor's team the actor may manage (404 for anyone else: another team's ids reveal nothing). */
  async function managedMember(actor: Actor, userId: number): Promise<{ teamId: number; member: TeamMember }> {
    const { teamId } = teamOf(actor);
    authorize(actor, 'members.manage', { team: teamId });
    const member = await repository.member(teamId, userId, month());
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    return { teamId, member };
  }

  function invitationMail(team: string, inviter: { email: string; name: string }, token: string) {
    const link = `${options.publicUrl}/team/accept?token=${encodeURIComponent(token)}`;
    const who = inviter.name || inviter.email;
    const subject = `${who} invited you to join ${team} on PropScout`;
    const text = `${who} (${inviter.email}) invited you to join the team ${team} on PropScout.\n\nAccept the invitation: ${link}\n\nThe link works for ${INVITATION_VALID_DAYS} days. Sign in (or sign up) with this e-mail address to accept it.\n`;
    const html =
      `<p>${escapeHtml(who)} (${escapeHtml(inviter.email)}) invited you to join the team <strong>${escapeHtml(team)}</strong> on PropScout.</p>` +
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>` +
      `<p>The link works for ${INVITATION_VALID_DAYS} days. Sign in (or sign up) with this e-mail address to accept it.</p>`;
    return { subject, text, html };
  }

  return {
    actorOf,
    current: teamAs,

    /** A new team with the creator as its owner; 409 when they are in a team already. */
    async create(userId: number, name: string): Promise<Team> {
      try {
        await db.transaction(async (tx) => {
          const teams = teamsRepository(tx);
          if (await teams.membershipOf(userId)) throw conflict('You are already in a team: leave it before creating another.');
          const teamId = await teams.createTeam(name.trim(), userId);
          await teams.addMember(teamId, userId, 'owner');
          await recordAuditEvent(tx, {
            teamId,
            actorId: userId,
            event: AUDIT_EVENTS.teamCreated,
            subject: name.trim(),
            subjectUserId: userId,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('You are already in a team: leave it before creating another.');
        throw error;
      }
      return teamAs(await actorOf(userId));
    },

    async rename(actor: Actor, name: string): Promise<Team> {
      const { teamId } = teamOf(actor);
      authorize(actor, 'team.rename', { team: teamId });
      await db.transaction(async (tx) => {
        const before = await teamsRepository(tx).team(teamId);
        await teamsRepository(tx).rename(teamId, name.trim());
        await recordAuditEvent(tx, {
          teamId,
          actorId: actor.userId,
          event: AUDIT_EVENTS.teamRenamed,
          subject: name.trim(),
          detail: { from: before?.name ?? null, to: name.trim() },
        });
      });
      return teamAs(actor);
    },

    /** Invites an address (a new or an existing user) with a role; the link reaches them by e-mail. */
    async invite(actor: Actor, invitation: { email: string; role?: TeamRole }): Promise<Invitation> {
      const { teamId } = teamOf(actor);
      const role = invitation.role ?? 'member';
      const email = invitation.email.trim();
      authorize(actor, 'members.manage', { team: teamId, grant: role });
      const existing = await repository.userIdByEmail(email);
      if (existing !== undefined && (await repository.member(teamId, existing, month())))
        throw conflict(`${email} is already a member of the team.`);
      const token = randomBytes(32).toString('base64url');
      const plan = await teamPlan(teamId);
      return db.transaction(async (tx) => {
        const teams = teamsRepository(tx);
        await teams.lockTeam(teamId);
        await checkSeat(teams, teamId, plan, false, email);
        const team = (await teams.team(teamId))!;
        const inviter = (await teams.userEmail(actor.userId))!;
        const created = await teams.createInvitation({
          teamId,
          email,
          role,
          tokenHash: hashToken(token),
          invitedBy: actor.userId,
          validDays: INVITATION_VALID_DAYS,
        });
        await teams.enqueueMail({ userId: actor.userId, toEmail: email, ...invitationMail(team.name, inviter, token) });
        await recordAuditEvent(tx, {
          teamId,
          actorId: actor.userId,
          event: AUDIT_EVENTS.memberInvited,
          subject: email,
          subjectUserId: existing ?? null,
          detail: { role, invitation_id: created.id },
        });
        return created;
      });
    },

    async invitations(actor: Actor, page: Page) {
      const { teamId } = teamOf(actor);
      authorize(actor, 'members.manage', { team: teamId });
      return repository.invitationsPage(teamId, page);
    },

    /** Withdraws an invitation not yet accepted (its link stops working); 404 for any other id. */
    async cancelInvitation(actor: Actor, invitationId: number): Promise<void> {
      const { teamId } = teamOf(actor);
      authorize(actor, 'members.manage', { team: teamId });
      await db.transaction(async (tx) => {
        const cancelled = await teamsRepository(tx).deleteOpenInvitation(teamId, invitationId);
        if (!cancelled) throw notFound('Invitation not found.');
        await recordAuditEvent(tx, {
          teamId,
          actorId: actor.userId,
          event: AUDIT_EVENTS.invitationCancelled,
          subject: cancelled.email,
          detail: { invitation_id: invitationId },
        });
      });
    },

    /**
     * The signed-in user joins the team of the invitation their token names. `verifiedEmail` is the address the identity
     * provider verified for them: it must be the one invited, so a forwarded or leaked link is of no use to anyone else.
     */
    async accept(userId: number, verifiedEmail: string, token: string): Promise<Team> {
      const invited = await repository.invitationTeam(hashToken(token));
      const plan = invited === undefined ? null : await teamPlan(invited);
      try {
        await db.transaction(async (tx) => {
          const teams = teamsRepository(tx);
          const invitation = await teams.invitationByTokenHash(hashToken(token));
          if (!invitation) throw notFound('This invitation is not valid: it may have been withdrawn or replaced by a newer one.');
          const membership = await teams.membershipOf(userId);
          // The link opened twice (a second tab, a reload) by the member it joined: the team, not an error.
          if (invitation.accepted && membership?.teamId === invitation.team_id && sameEmail(invitation.email, verifiedEmail)) return;
          if (invitation.accepted) throw new ApiError(410, 'This invitation has already been accepted.');
          if (invitation.expired) throw new ApiError(410, 'This invitation has expired: ask for a new one.');
          if (!sameEmail(invitation.email, verifiedEmail)) throw forbidden('This invitation was sent to another e-mail address.');
          if (membership?.teamId === invitation.team_id) throw conflict('You are already a member of this team.');
          if (membership) throw conflict('You are in another team: leave it before joining this one.');
          await teams.lockTeam(invitation.team_id);
          if (plan) await checkSeat(teams, invitation.team_id, plan, true);
          await teams.addMember(invitation.team_id, userId, invitation.role);
          await teams.markAccepted(invitation.id, userId);
          await recordAuditEvent(tx, {
            teamId: invitation.team_id,
            actorId: userId,
            event: AUDIT_EVENTS.memberJoined,
            subject: verifiedEmail,
            subjectUserId: userId,
            detail: { role: invitation.role, invitation_id: invitation.id },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          // Two requests with the same link at once: the one that lost the race answers as the winner did.
          const teams = teamsRepository(db);
          const [invitation, membership] = await Promise.all([teams.invitationByTokenHash(hashToken(token)), teams.membershipOf(userId)]);
          if (invitation && membership?.teamId === invitation.team_id && sameEmail(invitation.email, verifiedEmail))
            return teamAs(await actorOf(userId));
          throw conflict('You are in another team: leave it before joining this one.');
        }
        throw error;
      }
      return teamAs(await actorOf(userId));
    },

    async changeRole(actor: Actor, userId: number, role: TeamRole): Promise<TeamMember> {
      const { teamId, member } = await managedMember(actor, userId);
      authorize(actor, 'members.manage', { team: teamId, member: { userId, role: member.role }, grant: role });
      if (member.role === role) return member;
      await db.transaction(async (tx) => {
        const teams = teamsRepository(tx);
        const owners = await teams.lockOwners(teamId);
        if (member.role === 'owner' && owners.filter((id) => id !== userId).length === 0) throw conflict(LAST_OWNER);
        await teams.setRole(teamId, userId, role);
        await recordAuditEvent(tx, {
          teamId,
          actorId: actor.userId,
          event: AUDIT_EVENTS.roleChanged,
          subject: member.email,
          subjectUserId: userId,
          detail: { from: member.role, to: role },
        });
      });
      return visibleTo(actor, teamId)((await repository.member(teamId, userId, month()))!);
    },

    /**
     * Sets (or, with null, lifts) a member's monthly credit cap: owners and account managers, an owner's cap owners only.
     * The charge refuses what would take the member past it this month (server/credits/credits.ts).
     */
    async setCap(actor: Actor, userId: number, cap: number | null): Promise<TeamMember> {
      const { teamId } = teamOf(actor);
      authorize(actor, 'member.cap', { team: teamId });
      const member = await repository.member(teamId, userId, month());
      if (!member) throw notFound(MEMBER_NOT_FOUND);
      authorize(actor, 'member.cap', { team: teamId, member: { userId, role: member.role } });
      if (member.credit_cap !== cap)
        await db.transaction(async (tx) => {
          await teamsRepository(tx).setCreditCap(teamId, userId, cap);
          await recordAuditEvent(tx, {
            teamId,
            actorId: actor.userId,
            event: AUDIT_EVENTS.capChanged,
            subject: member.email,
            subjectUserId: userId,
            detail: { from: member.credit_cap, to: cap },
          });
        });
      return visibleTo(actor, teamId)((await repository.member(teamId, userId, month()))!);
    },

    /** Removes a member; removing oneself is leaving the team. The last owner can do neither to themself. */
    async removeMember(actor: Actor, userId: number): Promise<void> {
      const leaving = userId === actor.userId;
      let teamId: number;
      let member: TeamMember;
      if (leaving) {
        teamId = teamOf(actor).teamId;
        authorize(actor, 'team.leave', { team: teamId });
        member = (await repository.member(teamId, userId, month()))!;
      } else {
        ({ teamId, member } = await managedMember(actor, userId));
        authorize(actor, 'members.manage', { team: teamId, member: { userId, role: member.role } });
      }
      await db.transaction(async (tx) => {
        const teams = teamsRepository(tx);
        const owners = await teams.lockOwners(teamId);
        if (member.role === 'owner' && owners.filter((id) => id !== userId).length === 0)
          throw conflict(leaving ? "You are the team's last owner: make another member owner before leaving." : LAST_OWNER);
        if ((await teams.team(teamId))!.billing_user_id === userId)
          throw conflict(
            leaving
              ? "You pay for the team: your subscription and credits are the team's. Hand its billing to another owner first (Team, Billing), then leave."
              : pays(member.email),
          );
        if (!(await teams.removeMember(teamId, userId))) throw notFound(MEMBER_NOT_FOUND);
        await recordAuditEvent(tx, {
          teamId,
          actorId: actor.userId,
          event: leaving ? AUDIT_EVENTS.memberLeft : AUDIT_EVENTS.memberRemoved,
          subject: member.email,
          subjectUserId: userId,
          detail: { role: member.role },
        });
      });
    },

    /**
     * Hands the team's billing to another owner (the owner who pays, or any owner once the payer's account is gone): the
     * subscription, the provider's customer and the credit pool move in one transaction (server/billing/handover.ts), and
     * the audit log records it. The former payer may then leave like any owner.
     */
    async handOverBilling(actor: Actor, userId: number): Promise<Team> {
      const { teamId } = teamOf(actor);
      const team = (await repository.team(teamId))!;
      authorize(actor, 'billing.handover', { team: teamId, payer: team.billing_user_id });
      await db.transaction(async (tx) => {
        const teams = teamsRepository(tx);
        await teams.lockTeam(teamId);
        const payer = (await teams.team(teamId))!.billing_user_id;
        // Re-read under the lock: a handover that raced this one has changed who pays.
        authorize(actor, 'billing.handover', { team: teamId, payer });
        const [to, from] = await Promise.all([
          teams.member(teamId, userId, month()),
          payer === null ? undefined : teams.member(teamId, payer, month()),
        ]);
        if (!to) throw notFound(MEMBER_NOT_FOUND);
        if (userId === payer) throw conflict(`${to.email} already pays for the team.`);
        if (to.role !== 'owner') throw conflict(`Make ${to.email} an owner first: the team's billing goes to an owner.`);
        const moved =
          payer === null || !from
            ? { credits: 0, plan: null, customerMoved: false }
            : await handOverBilling(tx, { id: payer, email: from.email }, { id: userId, email: to.email }, now());
        await teams.setBillingUser(teamId, userId);
        await recordAuditEvent(tx, {
          teamId,
          actorId: actor.userId,
          event: AUDIT_EVENTS.billingHandedOver,
          subject: to.email,
          subjectUserId: userId,
          detail: { from: from?.email ?? null, to: to.email, plan: moved.plan, credits: moved.credits },
        });
      });
      return teamAs(await actorOf(actor.userId));
    },

    async auditEvents(actor: Actor, filter: AuditFilter, page: Page) {
      const { teamId } = teamOf(actor);
      authorize(actor, 'audit.read', { team: teamId });
      return repository.auditPage(teamId, filter, page);
    },

    async auditEventsCsv(actor: Actor, filter: AuditFilter): Promise<string> {
      const { teamId } = teamOf(actor);
      authorize(actor, 'audit.read', { team: teamId });
      return auditCsv(await repository.auditRows(teamId, filter, AUDIT_CSV_ROW_LIMIT));
    },
  };
}
export type TeamService = ReturnType<typeof teamService>;
