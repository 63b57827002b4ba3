import type { SqlParams } from '../lib/sqlParams.ts';

/** Which rows a listing shows a user (server/teams/sharing.ts's `sharingScope`): their own and those shared with their current team. */
export interface SharingScope {
  userId: number;
  teamId: number | null;
}

/** The scope's rows of a shareable table, as SQL over `alias` (its owner column and `team_id`). */
export function sharedScopeSql(alias: string, ownerColumn: string, scope: SharingScope, params: SqlParams): string {
  const own = `${alias}.${ownerColumn} = ${params.add(scope.userId)}`;
  return scope.teamId === null ? own : `(${own} or ${alias}.team_id = ${params.add(scope.teamId)})`;
}
