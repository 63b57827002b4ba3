import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { TeamMember, TeamRole } from '../../dataProvider/teams.ts';

export const TEAM_KEY = ['team'] as const;

/** The caller's team (null: none), shared by the team screen's cards. */
export function useTeam() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => dataProvider.getTeam(), retry: false });
}

/** Owners and account managers manage members and read the audit log (the server decides; this only hides what would be refused). */
export const managesTeam = (role: TeamRole) => role === 'owner' || role === 'account_manager';

/** The roles a caller may give: only an owner makes owners. */
export const grantableRoles = (role: TeamRole): TeamRole[] =>
  role === 'owner' ? ['member', 'account_manager', 'owner'] : ['member', 'account_manager'];

/** A member as people are named on the team screen: their name, or their e-mail without one. */
export const memberName = (member: Pick<TeamMember, 'firstname' | 'lastname' | 'email'>) =>
  `${member.firstname} ${member.lastname}`.trim() || member.email;
