import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../downloads/storage.ts';
import { ApiError, badRequest } from '../lib/errors.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';
import { bugReportsRepository, type BugMail } from './bugReportsRepository.ts';
import { imageTypeOf } from './imageType.ts';

/** A screenshot may weigh at most 5 MB. */
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;
export const DEFAULT_SUPPORT_EMAIL = 'support@propscout.local';

export interface BugReportInput {
  title?: string;
  description?: string;
  page_url?: string;
  browser?: string;
  screenshot?: Buffer;
}

export interface BugReportDeps {
  db: Database;
  storage: FileStorage;
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

/** Files a bug report: checks the screenshot by its bytes, stores it, records the report and queues its two e-mails. */
export async function fileBugReport(deps: BugReportDeps, userId: number, input: BugReportInput): Promise<{ id: number }> {
  const description = input.description?.trim() ?? '';
  if (!description) throw badRequest('description: please describe the problem.', { description: ['Please describe the problem.'] });
  const title = input.title?.trim() || firstLine(description);
  let screenshot: { key: string; type: string; bytes: number } | null = null;
  if (input.screenshot && input.screenshot.length > 0) {
    if (input.screenshot.length > MAX_SCREENSHOT_BYTES) throw new ApiError(413, 'The screenshot is larger than 5 MB.');
    const image = imageTypeOf(input.screenshot);
    if (!image) throw new ApiError(415, 'The screenshot must be a PNG, JPEG, GIF or WebP image.');
    const key = `bug-reports/${userId}/${randomUUID()}.${image.extension}`;
    await deps.storage.prepare(key);
    await fs.promises.writeFile(deps.storage.path(key), input.screenshot);
    screenshot = { key, type: image.type, bytes: input.screenshot.length };
  }
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
