import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/database.ts';
import { isPermanentSmtpError } from '../transport.ts';
import { backoffDelay } from './backoff.ts';
import { outboxRepository, type OutboxRow } from './outboxRepository.ts';

export interface DeliveryWorkerOptions {
  db: Database;
  transport: Pick<Transporter, 'sendMail'>;
  /** The From header, e.g. "PropScout <alerts@propscout.example>"; its domain names the Message-IDs. */
  from: string;
  workerId?: string;
  batchSize?: number;
  /** How long a claim lasts; must exceed the worst batch send time (transport timeouts are 30-60 s). */
  leaseMs?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  logger?: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/** Deterministic per outbox row: a resend after a crash carries the same Message-ID, so it can be recognised. */
export const outboxMessageId = (outboxId: number, from: string) =>
  `<outbox-${outboxId}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'propscout.local'}>`;

/**
 * Sends the outbox. At-least-once: a row is marked sent only after SMTP accepted it, so a crash in between
 * resends it (same Message-ID) once its lease expires, rather than ever dropping it.
 */
export function deliveryWorker(options: DeliveryWorkerOptions) {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const { batchSize = 10, leaseMs = 10 * 60_000, maxAttempts = 6, backoffBaseMs = 30_000, backoffMaxMs = 60 * 60_000 } = options;
  const outbox = outboxRepository(options.db);

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.unsubscribed) {
      await outbox.finish(row, workerId, { status: 'skipped_unsubscribed' });
      return;
    }
    const messageId = outboxMessageId(row.id, options.from);
    try {
      await options.transport.sendMail({
        from: options.from,
        to: { name: row.to_name, address: row.to_email },
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId,
        headers: {
          'X-PropScout-Outbox': String(row.id),
          ...(row.unsubscribe_url
            ? { 'List-Unsubscribe': `<${row.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
            : {}),
        },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isPermanentSmtpError(error) || row.attempts >= maxAttempts) {
        options.logger?.error({ outboxId: row.id, err: message }, 'automated email delivery failed');
        await outbox.finish(row, workerId, { status: 'failed', error: message });
      } else {
        options.logger?.warn({ outboxId: row.id, err: message, attempt: row.attempts }, 'automated email delivery will be retried');
        await outbox.retryLater(row, workerId, backoffDelay(row.attempts, backoffBaseMs, backoffMaxMs), message);
      }
      return;
    }
    await outbox.finish(row, workerId, { status: 'sent', messageId });
  }

  /** Claims one batch and sends it; answers how many rows it handled. */
  async function runOnce(): Promise<number> {
    const rows = await outbox.claim(workerId, batchSize, leaseMs);
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  return { workerId, runOnce };
}
