import type { Database, Queryable } from '../db/database.ts';

export interface NewBugReport {
  userId: number;
  title: string;
  description: string;
  pageUrl: string;
  browser: string;
  screenshot: { key: string; type: string; bytes: number } | null;
}

export interface BugMail {
  userId: number;
  bugReportId: number;
  toEmail: string;
  toName: string;
  subject: string;
  html: string;
  text: string;
}

export function bugReportsRepository(db: Database) {
  return {
    /** The report and its two messages (support, and the user's copy) in one transaction. */
    async create(report: NewBugReport, mails: (id: number, reporter: { email: string; name: string }) => BugMail[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `insert into bug_reports (user_id, title, description, page_url, browser, screenshot_key, screenshot_type, screenshot_bytes)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::int as id`,
          [
            report.userId,
            report.title,
            report.description,
            report.pageUrl,
            report.browser,
            report.screenshot?.key ?? null,
            report.screenshot?.type ?? null,
            report.screenshot?.bytes ?? null,
          ],
        );
        const [user] = await tx.query<{ email: string; name: string }>(
          `select email, trim(firstname || ' ' || lastname) as name from users where id = $1`,
          [report.userId],
        );
        for (const mail of mails(row!.id, user!)) await enqueue(tx, mail);
        return row!.id;
      });
    },
  };
}

async function enqueue(tx: Queryable, mail: BugMail) {
  await tx.query(
    `insert into email_outbox (user_id, bug_report_id, email_name, to_email, to_name, subject, html, text)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [mail.userId, mail.bugReportId, `Bug report #${mail.bugReportId}`, mail.toEmail, mail.toName, mail.subject, mail.html, mail.text],
  );
}
