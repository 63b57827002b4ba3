import { forbidden, notFound } from '../lib/errors.ts';
import type { TeamRole } from './schemas.ts';
import type { Membership } from './teamsRepository.ts';

/**
 * The one place that decides what a user may do to a team and to its members' data. Handlers and domain modules ask it
 * (`can`, `authorize`, `teamScope`); none checks a role itself.
 */

/** Who is asking: the signed-in user and their team membership as stored now (a removed member has none). */
export interface Actor {
  userId: number;
  membership: Membership | null;
}

export type TeamAction =
  /** See the team, its name and its members. */
  | 'team.read'
  | 'team.rename'
  /** Leave the team (the last-owner rule is the team service's). */
  | 'team.leave'
  /** Invite, list and cancel invitations, remove other members, change roles. */
  | 'members.manage'
  /** The team's audit log (and its CSV). */
  | 'audit.read'
  /** A member's usage, credit ledger, download history, e-mail logs and API call logs. */
  | 'member.activity.read'
  /** The team's subscription and payment. */
  | 'billing.manage';

/** What an action is done to: the team, one of its members, and (invitations, role changes) the role being granted. */
export interface TeamResource {
  team: number;
  member?: { userId: number; role: TeamRole };
  grant?: TeamRole;
}

const EVERY_ROLE: readonly TeamRole[] = ['owner', 'account_manager', 'member'];
const MANAGERS: readonly TeamRole[] = ['owner', 'account_manager'];
const OWNERS: readonly TeamRole[] = ['owner'];

const ROLES_FOR: Record<TeamAction, readonly TeamRole[]> = {
  'team.read': EVERY_ROLE,
  'team.rename': OWNERS,
  'team.leave': EVERY_ROLE,
  'members.manage': MANAGERS,
  'audit.read': MANAGERS,
  'member.activity.read': MANAGERS,
  'billing.manage': OWNERS,
};

export const NOT_IN_A_TEAM = 'You are not in a team.';

/** Whether the actor is a member of the resource's team at all (outsiders are told nothing about it). */
const inTeam = (actor: Actor, resource: TeamResource) => actor.membership !== null && actor.membership.teamId === resource.team;

export function can(actor: Actor, action: TeamAction, resource: TeamResource): boolean {
  if (!inTeam(actor, resource)) return false;
  const role = actor.membership!.role;
  // Everyone reads their own activity; only a member of the same team reaches this line.
  if (action === 'member.activity.read' && resource.member?.userId === actor.userId) return true;
  if (!ROLES_FOR[action].includes(role)) return false;
  // Owners are managed, and made, by owners only: an account manager manages members but not owners (nor billing).
  if (action === 'members.manage' && (resource.member?.role === 'owner' || resource.grant === 'owner')) return role === 'owner';
  return true;
}

/** As `can`, throwing: 404 to someone outside the team (its ids reveal nothing), 403 to a member whose role does not allow it. */
export function authorize(actor: Actor, action: TeamAction, resource: TeamResource): void {
  if (!inTeam(actor, resource)) throw notFound(actor.membership ? 'Not found.' : NOT_IN_A_TEAM);
  if (!can(actor, action, resource)) throw forbidden(refusal(action, resource));
}

function refusal(action: TeamAction, resource: TeamResource): string {
  if (action === 'members.manage' && (resource.member?.role === 'owner' || resource.grant === 'owner'))
    return 'Only an owner can manage owners or grant the owner role.';
  if (action === 'team.rename' || action === 'billing.manage') return 'Only an owner can do this.';
  return 'Only an owner or an account manager of the team can do this.';
}

/** The actor's team membership, or 404 when they are in none. */
export function teamOf(actor: Actor): Membership {
  if (!actor.membership) throw notFound(NOT_IN_A_TEAM);
  return actor.membership;
}

/**
 * Whose data of a kind the actor may read, for other modules' queries: the whole team (`user_id in` the team's members)
 * when their role allows it, else only their own rows. A user without a team reads their own, as before teams.
 */
export type DataScope = { kind: 'own'; userId: number } | { kind: 'team'; teamId: number };

export function teamScope(actor: Actor, action: TeamAction = 'member.activity.read'): DataScope {
  const team = actor.membership?.teamId;
  if (team !== undefined && can(actor, action, { team })) return { kind: 'team', teamId: team };
  return { kind: 'own', userId: actor.userId };
}
