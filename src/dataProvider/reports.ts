import type { ApiRequest } from '../auth/httpClient.ts';

/** Paths of the full property report API (docs/reports.md). */
export const reportPaths = {
  create: '/report/',
  one: (id: number | string) => `/report/${id}/`,
  assumptions: (id: number | string) => `/report/${id}/assumptions/`,
  pdf: (id: number | string) => `/report/${id}/pdf`,
  share: (id: number | string) => `/report/${id}/share/`,
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
  shareReport(id: number | string): Promise<{ token: string; path: string }>;
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
    shareReport: (id) => get(reportPaths.share(id)),
    reportPdf: async (which) => {
      const path =
        which === 'demo' ? reportPaths.demoPdf : typeof which === 'object' ? reportPaths.sharedPdf(which.token) : reportPaths.pdf(which);
      return (await request(path, { as: 'blob' })).json as Blob;
    },
  };
}
