import type { Database } from '../db/database.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';
import { enqueueMail } from '../mail/outbox/outboxRepository.ts';
import { dealsRepository, type DueTask } from './dealsRepository.ts';
import { DUE_TASK_EMAIL_NAME } from './schemas.ts';

/** The periodic job that queues them. */
export const DUE_TASK_JOB = 'deals.due-task-reminders';

/** The deal's page in the portal. */
export const dealLink = (publicUrl: string, dealId: number) => `${publicUrl}/products/deals/${dealId}/show`;

function reminder(task: DueTask, publicUrl: string) {
  const link = dealLink(publicUrl, task.deal_id);
  const subject = `Task due: ${task.title} (${task.deal_title})`;
  const greeting = task.firstname ? `Hello ${task.firstname},` : 'Hello,';
  const text = `${greeting}\n\nThe task "${task.title}" on the deal ${task.deal_title} is due on ${task.due_date}.\n\nOpen the deal: ${link}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    `<p>The task <strong>${escapeHtml(task.title)}</strong> on the deal ${escapeHtml(task.deal_title)} is due on ${task.due_date}.</p>` +
    `<p><a href="${escapeHtml(link)}">Open the deal</a></p>`;
  return { subject, text, html };
}

/**
 * Queues an e-mail to the assignee of every open task due today or earlier (in the assignee's time zone) that has not had
 * one, through the mail outbox. The task is marked reminded in the same transaction, under `reminded_at is null`, so two
 * runs (two replicas, a retried job) queue it once. A task whose assignee has left the deal's team is not mailed.
 */
export async function queueDueTaskReminders(db: Database, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await dealsRepository(tx).claimDueTasks();
    for (const task of due)
      await enqueueMail(tx, {
        userId: task.assignee_id,
        emailName: DUE_TASK_EMAIL_NAME,
        toEmail: task.email,
        toName: task.firstname ?? '',
        ...reminder(task, publicUrl),
      });
    return due.length;
  });
}
