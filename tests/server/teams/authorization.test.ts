import { describe, expect, it } from 'vitest';
import { authorize, can, teamScope, type Actor, type TeamAction } from '../../../server/teams/authorization.ts';
import type { TeamRole } from '../../../server/teams/schemas.ts';

const TEAM = 1;
const OTHER_TEAM = 2;
const actorWith = (role: TeamRole | null, team = TEAM, userId = 10): Actor => ({
  userId,
  membership: role ? { teamId: team, role } : null,
});

/** Each action on the team itself, by role: what the issue grants (owner: everything; account manager: no billing). */
const EXPECTED: Record<TeamAction, Record<TeamRole, boolean>> = {
  'team.read': { owner: true, account_manager: true, member: true },
  'team.rename': { owner: true, account_manager: false, member: false },
  'team.leave': { owner: true, account_manager: true, member: true },
  'members.manage': { owner: true, account_manager: true, member: false },
  'audit.read': { owner: true, account_manager: true, member: false },
  'member.activity.read': { owner: true, account_manager: true, member: false },
  'billing.manage': { owner: true, account_manager: false, member: false },
  'member.cap': { owner: true, account_manager: true, member: false },
  // Without a payer (their account is gone) any owner takes the billing; see below for a team that has one.
  'billing.handover': { owner: true, account_manager: false, member: false },
};
const ROLES: TeamRole[] = ['owner', 'account_manager', 'member'];

describe('team authorisation', () => {
  for (const [action, byRole] of Object.entries(EXPECTED) as [TeamAction, Record<TeamRole, boolean>][]) {
    it(`${action}: ${ROLES.filter((r) => byRole[r]).join(', ')} in the same team only`, () => {
      for (const role of ROLES) {
        expect(can(actorWith(role), action, { team: TEAM }), role).toBe(byRole[role]);
        // The same role in another team, and no team at all: never.
        expect(can(actorWith(role, OTHER_TEAM), action, { team: TEAM }), `${role} of another team`).toBe(false);
      }
      expect(can(actorWith(null), action, { team: TEAM })).toBe(false);
    });
  }

  it('owners are managed and made by owners only', () => {
    const target = { userId: 20, role: 'owner' as const };
    expect(can(actorWith('owner'), 'members.manage', { team: TEAM, member: target })).toBe(true);
    expect(can(actorWith('account_manager'), 'members.manage', { team: TEAM, member: target })).toBe(false);
    expect(can(actorWith('account_manager'), 'members.manage', { team: TEAM, grant: 'owner' })).toBe(false);
    expect(can(actorWith('account_manager'), 'members.manage', { team: TEAM, grant: 'account_manager' })).toBe(true);
    expect(
      can(actorWith('account_manager'), 'members.manage', { team: TEAM, member: { userId: 20, role: 'member' }, grant: 'member' }),
    ).toBe(true);
    expect(can(actorWith('owner'), 'members.manage', { team: TEAM, member: { userId: 20, role: 'member' }, grant: 'owner' })).toBe(true);
  });

  it('hands billing over: the member who pays only, while someone pays', () => {
    expect(can(actorWith('owner', TEAM, 10), 'billing.handover', { team: TEAM, payer: 10 })).toBe(true);
    expect(can(actorWith('owner', TEAM, 10), 'billing.handover', { team: TEAM, payer: 20 })).toBe(false);
    expect(can(actorWith('owner', TEAM, 10), 'billing.handover', { team: TEAM, payer: null })).toBe(true);
    // A payer who stepped down from owner still hands it over; without a payer, owners only.
    expect(can(actorWith('account_manager', TEAM, 10), 'billing.handover', { team: TEAM, payer: 10 })).toBe(true);
    expect(can(actorWith('account_manager', TEAM, 10), 'billing.handover', { team: TEAM, payer: null })).toBe(false);
  });

  it("a member reads their own activity, not another member's", () => {
    const member = actorWith('member', TEAM, 10);
    expect(can(member, 'member.activity.read', { team: TEAM, member: { userId: 10, role: 'member' } })).toBe(true);
    expect(can(member, 'member.activity.read', { team: TEAM, member: { userId: 11, role: 'member' } })).toBe(false);
  });

  it('refuses outsiders with 404 (nothing about the team is told) and members without the role with 403', () => {
    const status = (run: () => void) => {
      try {
        run();
        return 200;
      } catch (error) {
        return (error as { statusCode: number }).statusCode;
      }
    };
    expect(status(() => authorize(actorWith('owner', OTHER_TEAM), 'team.read', { team: TEAM }))).toBe(404);
    expect(status(() => authorize(actorWith(null), 'team.read', { team: TEAM }))).toBe(404);
    expect(status(() => authorize(actorWith('member'), 'audit.read', { team: TEAM }))).toBe(403);
    expect(status(() => authorize(actorWith('account_manager'), 'billing.manage', { team: TEAM }))).toBe(403);
    expect(status(() => authorize(actorWith('account_manager'), 'audit.read', { team: TEAM }))).toBe(200);
  });

  it("scopes other modules' reads: the whole team for owners and account managers, else one's own", () => {
    expect(teamScope(actorWith('owner'))).toEqual({ kind: 'team', teamId: TEAM });
    expect(teamScope(actorWith('account_manager'))).toEqual({ kind: 'team', teamId: TEAM });
    expect(teamScope(actorWith('member'))).toEqual({ kind: 'own', userId: 10 });
    expect(teamScope(actorWith(null))).toEqual({ kind: 'own', userId: 10 });
    expect(teamScope(actorWith('account_manager'), 'billing.manage')).toEqual({ kind: 'own', userId: 10 });
  });
});
