import type { ApiRequest } from '../auth/httpClient.ts';

export interface BugReportForm {
  title: string;
  description: string;
  page_url: string;
  browser: string;
  screenshot?: Blob | null;
}

/** Bug reports (spec section 7: POST /bugs/, multipart). */
export function bugsMethods(request: ApiRequest) {
  return {
    async fileBugReport(report: BugReportForm): Promise<{ id: number }> {
      const form = new FormData();
      form.set('title', report.title);
      form.set('description', report.description);
      form.set('page_url', report.page_url);
      form.set('browser', report.browser);
      if (report.screenshot)
        form.set('screenshot', report.screenshot, report.screenshot instanceof File ? report.screenshot.name : 'screenshot.png');
      return (await request('/bugs/', { method: 'POST', body: form })).json as { id: number };
    },
  };
}
export type BugsMethods = ReturnType<typeof bugsMethods>;
