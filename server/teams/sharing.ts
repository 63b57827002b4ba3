import { badRequest, forbidden, notFound } from '../lib/errors.ts';
import { can, type Actor } from './authorization.ts';
import type { TeamRole } from './schemas.ts';
import type { SharingScope } from './sharingSql.ts';

/*
 * Sharing (issue 27): a user's item (a saved search today; contacts, groups, automated e-mails and lists later) is private
 * (`team_id` null) or shared with the owner's team (`team_id` set). The one rule for every shareable kind:
 *
 * - its owner reaches it always; a current member of the team it is shared with reaches it (reads it, runs it);
 * - its owner, and the team's owners and account managers, change it, unshare it and delete it; another member gets 403;
 * - everyone else (another team, a user without one, a removed member's old token: membership is read on every request)
 *   gets 404, so its ids reveal nothing;
 * - only a user in a team shares (400 otherwise), and always with their own team;
 * - a member who leaves keeps what they shared, private again (a trigger on team_members, migration 153), and nothing of
 *   what others shared.
 */

/** A shareable item as the rule reads it: who owns it and the team it is shared with (null: private). */
export interface SharedItem {
  owner: number;
  team: number | null;
}

export type ShareAction = 'read' | 'change';

export const NOT_IN_A_TEAM_TO_SHARE = 'Join or start a team to share.';

const MANAGERS: readonly TeamRole[] = ['owner', 'account_manager'];

/** The team the actor is a current member of (read on this request), or null. */
const teamOf = (actor: Actor): number | null =>
  actor.membership && can(actor, 'team.read', { team: actor.membership.teamId }) ? actor.membership.teamId : null;

/** Whether the actor reaches the item at all: its owner, or a current member of the team it is shared with. */
export function reachesShared(actor: Actor, item: SharedItem): boolean {
  if (item.owner === actor.userId) return true;
  return item.team !== null && teamOf(actor) === item.team;
}

export function canShared(actor: Actor, action: ShareAction, item: SharedItem): boolean {
  if (!reachesShared(actor, item)) return false;
  if (action === 'read' || item.owner === actor.userId) return true;
  return MANAGERS.includes(actor.membership!.role);
}

/** Why the actor may not change the item, in words (null when they may); the API answers it so the client never decides. */
export function sharedRefusal(actor: Actor, item: SharedItem, what: string): string | null {
  if (canShared(actor, 'change', item)) return null;
  return `Only the member who shared this ${what}, or an owner or account manager of the team, can change or delete it.`;
}

/** What every shareable item's answer says of its sharing: whether it is shared, and whether (or why not) the caller may change it. */
export function sharingFields(actor: Actor, item: SharedItem, what: string) {
  const refusal = sharedRefusal(actor, item, what);
  return { shared: item.team !== null, can_edit: refusal === null, edit_refusal: refusal };
}

/** As `canShared`, throwing: 404 (`<What> not found.`) to whoever does not reach it, 403 with the reason to a member who may not change it. */
export function authorizeShared(actor: Actor, action: ShareAction, item: SharedItem, what: string): void {
  if (!reachesShared(actor, item)) throw notFound(`${what[0]!.toUpperCase()}${what.slice(1)} not found.`);
  const refusal = action === 'change' ? sharedRefusal(actor, item, what) : null;
  if (refusal) throw forbidden(refusal);
}

/**
 * The team a new or changed item goes to for `shared` (undefined: unchanged): the actor's team, or null for private.
 * 400 when a user without a team asks to share.
 */
export function shareTarget(actor: Actor, shared: boolean | undefined): number | null | undefined {
  if (shared === undefined) return undefined;
  if (!shared) return null;
  const team = teamOf(actor);
  if (team === null) throw badRequest(NOT_IN_A_TEAM_TO_SHARE, { shared: [NOT_IN_A_TEAM_TO_SHARE] });
  return team;
}

export type { SharingScope };

/** Which rows a listing shows the actor: their own and those shared with their current team. */
export const sharingScope = (actor: Actor): SharingScope => ({ userId: actor.userId, teamId: teamOf(actor) });
