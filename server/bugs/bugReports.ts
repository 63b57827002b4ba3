import type { Database } from '../db/database.ts';
import { badRequest } from '../lib/errors.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';
import type { UploadedScreenshot } from './bugReportForm.ts';
import { bugReportsRepository, type BugMail } from './bugReportsRepository.ts';

export const DEFAULT_SUPPORT_EMAIL = 'support@propscout.local';

export interface BugReportInput {
  title?: string;
  description?: string;
  page_url?: string;
  browser?: string;
  /** Already stored and checked while the form streamed in (bugReportForm.ts). */
  screenshot?: UploadedScreenshot | null;
}

export interface BugReportDeps {
  db: Database;
  supportEmail: string;
}

const firstLine = (text: string) => (text.split('\n')[0] ?? '').slice(0, 80);

function message(id: number, title: string, input: BugReportInput, reporter: { email: string; name: string }, screenshot: string | null) {
  const rows: [string, string][] = [
    ['Report', `#${id}`],
    ['From', `${reporter.name} <${reporter.email}>`.trim()],
    ['Page', input.page_url ?? ''],
    ['Browser', input.browser ?? ''],
    ['Screenshot', screenshot ?? 'none'],
  ];
  const text = `${title}\n\n${input.description}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`;
  const html = `<h2>${escapeHtml(title)}</h2><p style="white-space:pre-wrap">${escapeHtml(input.description ?? '')}</p><table>${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;
  return { text, html };
}

/** Files a bug report: records it with its stored screenshot and queues its two e-mails. */
export async function fileBugReport(deps: BugReportDeps, userId: number, input: BugReportInput): Promise<{ id: number }> {
  const description = input.description?.trim() ?? '';
  if (!description) throw badRequest('description: please describe the problem.', { description: ['Please describe the problem.'] });
  const title = input.title?.trim() || firstLine(description);
  const screenshot = input.screenshot ?? null;
  const shot = screenshot ? `${screenshot.type}, ${Math.ceil(screenshot.bytes / 1024)} KB, stored as ${screenshot.key}` : null;
  const id = await bugReportsRepository(deps.db).create(
    { userId, title, description, pageUrl: input.page_url ?? '', browser: input.browser ?? '', screenshot },
    (reportId, reporter): BugMail[] => {
      const body = message(reportId, title, { ...input, description }, reporter, shot);
      return [
        {
          userId,
          bugReportId: reportId,
          toEmail: deps.supportEmail,
          toName: 'PropScout support',
          subject: `Bug report #${reportId}: ${title}`,
          ...body,
        },
        {
          userId,
          bugReportId: reportId,
          toEmail: reporter.email,
          toName: reporter.name,
          subject: `We received your report #${reportId}: ${title}`,
          text: `Thank you for reporting this problem. Our support team has it and will get back to you.\n\n${body.text}`,
          html: `<p>Thank you for reporting this problem. Our support team has it and will get back to you.</p>${body.html}`,
        },
      ];
    },
  );
  return { id };
}
