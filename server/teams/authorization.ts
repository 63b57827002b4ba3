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
  | 'billing.manage'
  /** Set or lift a member's monthly credit cap (an owner's cap: owners only). */
  | 'member.cap'
  /** Hand the team's billing (subscription, customer, credit pool) to an owner: the member who pays, or any owner when nobody does. */
  | 'billing.handover';

/** What an action is done to: the team, one of its members, and (invitations, role changes) the role being granted. */
export interface TeamResource {
  team: number;
  member?: { userId: number; role: TeamRole };
  grant?: TeamRole;
  /** The team's billing owner (billing.handover): null when nobody pays (their account was deleted). */
  payer?: number | null;
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
  'member.cap': MANAGERS,
  // The payer, whatever their role now (they may have stepped down from owner); see `can`.
  'billing.handover': EVERY_ROLE,
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
  if ((action === 'members.manage' || action === 'member.cap') && (resource.member?.role === 'owner' || resource.grant === 'owner'))
    return role === 'owner';
  if (action === 'billing.handover') return resource.payer == null ? role === 'owner' : resource.payer === actor.userId;
  return true;
}

/** As `can`, throwing: 404 to someone outside the team (its ids reveal nothing), 403 to a member whose role does not allow it. */
export function authorize(actor: Actor, action: TeamAction, resource: TeamResource): void {
  if (!inTeam(actor, resource)) throw notFound(actor.membership ? 'Not found.' : NOT_IN_A_TEAM);
  if (!can(actor, action, resource)) throw forbidden(refusal(action, resource));
}

function refusal(action: TeamAction, resource: TeamResource): string {
  if ((action === 'members.manage' || action === 'member.cap') && (resource.member?.role === 'owner' || resource.grant === 'owner'))
    return 'Only an owner can manage owners or grant the owner role.';
  if (action === 'billing.handover') return 'Only the member who pays for the team can hand its billing over.';
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

/*
 * The deal pipeline (issue 27): deals, their tasks and notes, stage labels and property tags. A pipeline resource is
 * either a team's (every current member reads it) or private to one user (a user without a team, or what they made
 * before joining one). A removed member's old token carries no membership any more, so team resources answer 404.
 */
export type PipelineAction =
  /** See a deal, its tasks, notes and analysis; see the team's stages and tags. */
  | 'deal.read'
  /** Add tasks and notes to a deal, tick tasks done, tag one's saved properties with the team's tags. */
  | 'deal.work'
  /** Change a deal's fields or move it between stages. */
  | 'deal.edit'
  | 'deal.delete'
  /** Edit a note (a new version): its author only. */
  | 'note.edit'
  /** Rename the pipeline's stages. */
  | 'stages.rename'
  /** Delete a tag. */
  | 'tag.manage';

/** What a pipeline action is done to: its team (null when private), the user who owns it, and a note's author. */
export interface PipelineResource {
  team: number | null;
  owner: number | null;
  author?: number | null;
}

/** Actions every member of the team may take on any of its pipeline resources. */
const ANY_MEMBER: readonly PipelineAction[] = ['deal.read', 'deal.work'];
/** Actions that the resource's owner may take, and otherwise only an owner or account manager of the team. */
const OWNER_OR_MANAGER: readonly PipelineAction[] = ['deal.edit', 'deal.delete', 'tag.manage'];

/** Whether the actor reaches the resource at all: a member of its team, or the owner of a private one. */
function reaches(actor: Actor, resource: PipelineResource): boolean {
  if (resource.team === null) return resource.owner === actor.userId;
  return actor.membership !== null && actor.membership.teamId === resource.team;
}

export function canInPipeline(actor: Actor, action: PipelineAction, resource: PipelineResource): boolean {
  if (!reaches(actor, resource)) return false;
  if (action === 'note.edit') return resource.author === actor.userId;
  // A private resource is its owner's alone: they do everything to it.
  if (resource.team === null) return true;
  const role = actor.membership!.role;
  if (ANY_MEMBER.includes(action)) return true;
  if (OWNER_OR_MANAGER.includes(action)) return resource.owner === actor.userId || MANAGERS.includes(role);
  // stages.rename
  return MANAGERS.includes(role);
}

/** As `canInPipeline`, throwing: 404 (`<what> not found.`) to whoever does not reach it, 403 to a member whose role does not allow it. */
export function authorizePipeline(actor: Actor, action: PipelineAction, resource: PipelineResource, what = 'Deal'): void {
  if (!reaches(actor, resource)) throw notFound(`${what} not found.`);
  if (!canInPipeline(actor, action, resource)) throw forbidden(pipelineRefusal(action));
}

function pipelineRefusal(action: PipelineAction): string {
  if (action === 'note.edit') return 'Only the author of a note can edit it.';
  if (action === 'stages.rename') return 'Only an owner or an account manager of the team can rename the stages.';
  return 'Only the owner of this deal, or an owner or account manager of the team, can do this.';
}

/**
 * Which pipeline rows the actor lists: the team's (when in a team) and their own private ones. The owner of new
 * resources' scope: the team when in one, else the user.
 */
export interface PipelineScope {
  userId: number;
  teamId: number | null;
}

export function pipelineScope(actor: Actor): PipelineScope {
  const teamId = actor.membership && can(actor, 'team.read', { team: actor.membership.teamId }) ? actor.membership.teamId : null;
  return { userId: actor.userId, teamId };
}
