import type { Static } from 'typebox';
import type { ApiRequest } from '../auth/httpClient.ts';
import { HttpError } from '../auth/httpClient.ts';
import type {
  AuditEvent,
  AuditFilter,
  Invitation,
  Team,
  TeamMember,
  TeamRole,
  TeamApiCallEntry,
  TeamDownloadEntry,
  TeamEmailLogEntry,
  TeamLedgerEntry as TeamLedgerEntrySchema,
  TeamLedgerFilter,
  TeamUsage,
  TeamUsageFilter,
} from '../../server/teams/schemas.ts';
import type { PagedResponse } from './query.ts';

export type { AuditEvent, Invitation, Team, TeamMember, TeamRole, TeamUsage, TeamUsageFilter };
export type AuditFilterValues = Static<typeof AuditFilter>;
export type TeamLedgerFilterValues = Static<typeof TeamLedgerFilter>;
export type TeamLedgerEntry = Static<typeof TeamLedgerEntrySchema>;
export type { TeamApiCallEntry, TeamDownloadEntry, TeamEmailLogEntry };

/** The query string of an audit filter: only the fields set. */
export function auditQuery(filter: AuditFilterValues, page?: { page: number; pageSize: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  if (page) {
    params.set('page', String(page.page));
    params.set('page_size', String(page.pageSize));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Teams (server/routes/teams): the caller's team, its members, invitations and audit log. */
export function teamMethods(request: ApiRequest) {
  const json = async <T>(path: string, init?: RequestInit) => (await request(path, init)).json as T;
  const send = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
  return {
    /** The caller's team, or null when they belong to none (the API's 404). */
    async getTeam(): Promise<Team | null> {
      try {
        return await json<Team>('/teams/current/');
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    createTeam: (name: string) => json<Team>('/teams/', send('POST', { name })),
    renameTeam: (name: string) => json<Team>('/teams/current/', send('PATCH', { name })),
    inviteMember: (email: string, role: TeamRole) => json<Invitation>('/teams/current/invitations/', send('POST', { email, role })),
    teamInvitations: () => json<PagedResponse<Invitation>>('/teams/current/invitations/?page_size=100'),
    withdrawInvitation: async (id: number) => {
      await request(`/teams/current/invitations/${id}/`, { method: 'DELETE' });
    },
    acceptInvitation: (token: string) => json<Team>('/teams/invitations/accept/', send('POST', { token })),
    changeMemberRole: (userId: number, role: TeamRole) => json<TeamMember>(`/teams/current/members/${userId}/`, send('PATCH', { role })),
    /** Sets a member's monthly credit cap (null: no cap); owners and account managers. */
    setMemberCap: (userId: number, cap: number | null) =>
      json<TeamMember>(`/teams/current/members/${userId}/`, send('PATCH', { credit_cap: cap })),
    /** Hands the team's billing (plan, payment customer, credit pool) to another owner; the member who pays. */
    handOverBilling: (userId: number) => json<Team>('/teams/current/billing/', send('PUT', { user_id: userId })),
    /** Removes a member; the caller's own id leaves the team. */
    removeMember: async (userId: number) => {
      await request(`/teams/current/members/${userId}/`, { method: 'DELETE' });
    },
    teamAudit: (filter: AuditFilterValues, page: number, pageSize: number) =>
      json<PagedResponse<AuditEvent>>(`/teams/current/audit/${auditQuery(filter, { page, pageSize })}`),
    teamAuditCsv: async (filter: AuditFilterValues): Promise<Blob> =>
      (await request(`/teams/current/audit.csv${auditQuery(filter)}`, { as: 'blob' })).json as Blob,
    /** Credits each member used over the days (owners and account managers). */
    teamUsage: (range: TeamUsageFilter) => json<TeamUsage>(`/teams/current/usage/${auditQuery(range)}`),
    /** The members' combined credit ledger, newest first (owners and account managers). */
    teamLedger: (filter: TeamLedgerFilterValues, page: number, pageSize: number) =>
      json<PagedResponse<TeamLedgerEntry>>(`/teams/current/ledger/${auditQuery(filter, { page, pageSize })}`),
    teamLedgerCsv: async (filter: TeamLedgerFilterValues): Promise<Blob> =>
      (await request(`/teams/current/ledger.csv${auditQuery(filter)}`, { as: 'blob' })).json as Blob,
    /** The members' downloads, newest first, with the ledger's filter (owners and account managers). */
    teamDownloads: (filter: TeamLedgerFilterValues, page: number, pageSize: number) =>
      json<PagedResponse<TeamDownloadEntry>>(`/teams/current/downloads/${auditQuery(filter, { page, pageSize })}`),
    teamDownloadsCsv: async (filter: TeamLedgerFilterValues): Promise<Blob> =>
      (await request(`/teams/current/downloads.csv${auditQuery(filter)}`, { as: 'blob' })).json as Blob,
    /** The members' automated e-mail log and API calls, newest first, with the ledger's filter (owners and account managers). */
    teamEmailLogs: (filter: TeamLedgerFilterValues, page: number, pageSize: number) =>
      json<PagedResponse<TeamEmailLogEntry>>(`/teams/current/email-logs/${auditQuery(filter, { page, pageSize })}`),
    teamEmailLogsCsv: async (filter: TeamLedgerFilterValues): Promise<Blob> =>
      (await request(`/teams/current/email-logs.csv${auditQuery(filter)}`, { as: 'blob' })).json as Blob,
    teamApiCalls: (filter: TeamLedgerFilterValues, page: number, pageSize: number) =>
      json<PagedResponse<TeamApiCallEntry>>(`/teams/current/api-calls/${auditQuery(filter, { page, pageSize })}`),
    teamApiCallsCsv: async (filter: TeamLedgerFilterValues): Promise<Blob> =>
      (await request(`/teams/current/api-calls.csv${auditQuery(filter)}`, { as: 'blob' })).json as Blob,
  };
}
export type TeamMethods = ReturnType<typeof teamMethods>;
