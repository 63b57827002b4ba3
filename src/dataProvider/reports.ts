import type { Static } from 'typebox';
import type { ApiRequest } from '../auth/httpClient.ts';
import type { ShareAnswer, ShareLinkItem } from '../../server/routes/report/schemas.ts';
import type { PagedResponse } from './query.ts';

/** A new read-only link: its token is in this answer only. */
export type NewShareLink = Static<typeof ShareAnswer>;
/** One of a report's links as its owner sees it (GET /report/{id}/shares/). */
export type ShareLink = Static<typeof ShareLinkItem>;

/** Paths of the full property report API (docs/reports.md). */
export const reportPaths = {
  create: '/report/',
  one: (id: number | string) => `/report/${id}/`,
  assumptions: (id: number | string) => `/report/${id}/assumptions/`,
  pdf: (id: number | string) => `/report/${id}/pdf`,
  share: (id: number | string, days?: number) => `/report/${id}/share/${days ? `?expires_in_days=${days}` : ''}`,
  shares: (id: number | string) => `/report/${id}/shares/?page_size=100`,
  revokeShare: (id: number | string, shareId: number) => `/report/${id}/shares/${shareId}/revoke/`,
  shared: (token: string) => `/report/shared/${encodeURIComponent(token)}/`,
  sharedPdf: (token: string) => `/report/shared/${encodeURIComponent(token)}/pdf`,
  demo: '/report/demo/',
  demoPdf: '/report/demo/pdf',
  cost: '/report/cost/',
  suggestions: (q: string) => `/report/suggestions/?q=${encodeURIComponent(q)}&limit=8`,
};

export interface ReportMethods {
  createReport(body: { address?: string; property_id?: string }): Promise<unknown>;
  getReport(id: number | string): Promise<unknown>;
  getDemoReport(): Promise<unknown>;
  getSharedReport(token: string): Promise<unknown>;
  updateReportAssumptions(id: number | string, changes: Record<string, unknown>): Promise<unknown>;
  reportCost(): Promise<{ cost: number; unit: string }>;
  reportSuggestions(q: string): Promise<{ results: { property_id: string; address: string; status: string }[] }>;
  /** A new read-only link valid for `days` (the server's default, a week, without). */
  shareReport(id: number | string, days?: number): Promise<NewShareLink>;
  /** The report's links, newest first (at most 100). */
  listShareLinks(id: number | string): Promise<PagedResponse<ShareLink>>;
  revokeShareLink(id: number | string, shareId: number): Promise<ShareLink>;
  /** The PDF as a Blob: of a report, the sample (`demo`) or a shared one (`{token}`). */
  reportPdf(which: number | string | 'demo' | { token: string }): Promise<Blob>;
}

/** Calls of the full property report, spread into the portal's data provider. */
export function reportMethods(request: ApiRequest): ReportMethods {
  const get = async <T>(path: string) => (await request(path)).json as T;
  return {
    createReport: async (body) => (await request(reportPaths.create, { method: 'POST', body: JSON.stringify(body) })).json,
    getReport: (id) => get(reportPaths.one(id)),
    getDemoReport: () => get(reportPaths.demo),
    getSharedReport: (token) => get(reportPaths.shared(token)),
    updateReportAssumptions: async (id, changes) =>
      (await request(reportPaths.assumptions(id), { method: 'PUT', body: JSON.stringify(changes) })).json,
    reportCost: () => get(reportPaths.cost),
    reportSuggestions: (q) => get(reportPaths.suggestions(q)),
    shareReport: (id, days) => get(reportPaths.share(id, days)),
    listShareLinks: (id) => get(reportPaths.shares(id)),
    revokeShareLink: async (id, shareId) => (await request(reportPaths.revokeShare(id, shareId), { method: 'POST' })).json as ShareLink,
    reportPdf: async (which) => {
      const path =
        which === 'demo' ? reportPaths.demoPdf : typeof which === 'object' ? reportPaths.sharedPdf(which.token) : reportPaths.pdf(which);
      return (await request(path, { as: 'blob' })).json as Blob;
    },
  };
}
