import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { devOnlyImport } from '../lib/devOnlyImport.ts';
import { loadAppSecret } from './appSecret.ts';
import type { MailCatcher } from './catcher/mailCatcher.ts';
import { deliveryWorker } from './outbox/deliveryWorker.ts';
import { outboxRepository } from './outbox/outboxRepository.ts';
import { emailScheduler } from './scheduler/emailScheduler.ts';
import { createMailTransport } from './transport.ts';

type Logger = { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

/** Queue names of the mail jobs. */
export const MAIL_JOBS = { plan: 'mail.plan-due-runs', deliver: 'mail.deliver-outbox' } as const;
/** Due automated e-mails are planned this often (at most; JOB_SWEEP_SECONDS when shorter). */
const PLAN_EVERY_SECONDS = 30;

export interface MailServices {
  /** Where mail goes: SMTP_URL, or the embedded catcher. */
  smtpUrl: string;
  /** The catcher's web inbox, when the catcher runs. */
  inboxUrl: string | null;
  stop(): Promise<void>;
}

/**
 * Everything automated emails need at run time: the mail catcher (only without SMTP_URL), and two jobs on the queue:
 * planning due runs (periodic, one replica per slot) and sending the outbox (queued whenever mail is ready). Every
 * replica may run this against one database: row locks, unique run slots and outbox claims keep each e-mail sent once.
 * MAIL_DELIVERY=off runs neither job in this process.
 */
export async function startMailServices(options: {
  db: Database;
  config: ServerConfig;
  jobs: JobQueue;
  logger?: Logger;
}): Promise<MailServices> {
  const { mail } = options.config;
  let catcher: MailCatcher | null = null;
  if (!mail.smtpUrl) {
    // Loaded only here: the catcher's smtp-server and mailparser are development dependencies, absent from a production install.
    const { startMailCatcher } = await devOnlyImport(() => import('./catcher/mailCatcher.ts'), 'SMTP_URL is not set');
    catcher = await startMailCatcher({
      dataDir: options.config.dataDir,
      smtpPort: mail.catcherSmtpPort,
      webPort: mail.catcherWebPort,
      host: mail.catcherHost,
    });
  }
  const smtpUrl = mail.smtpUrl ?? catcher!.smtpUrl;
  const transport = createMailTransport(smtpUrl);
  if (mail.delivery) await defineMailJobs(options, transport);
  return {
    smtpUrl,
    inboxUrl: catcher?.webUrl ?? null,
    async stop() {
      transport.close();
      await catcher?.stop();
    },
  };
}

async function defineMailJobs(
  { db, config, jobs, logger }: { db: Database; config: ServerConfig; jobs: JobQueue; logger?: Logger },
  transport: ReturnType<typeof createMailTransport>,
) {
  const worker = deliveryWorker({ db, transport, from: config.mail.from, logger });
  const outbox = outboxRepository(db);
  const scheduler = emailScheduler({
    db,
    publicUrl: config.publicUrl,
    appSecret: loadAppSecret(config.dataDir, config.appSecret),
    logger,
  });
  // One sending job waits at a time ('short'); a second replica may send beside a running one: claims split the outbox.
  await jobs.define(MAIL_JOBS.deliver, { policy: 'short', retryLimit: 5 }, async () => {
    while ((await worker.runOnce()) > 0);
  });
  await jobs.every(MAIL_JOBS.plan, Math.min(PLAN_EVERY_SECONDS, config.jobs.sweepSeconds), async () => {
    if ((await scheduler.tick()) > 0) await jobs.send(MAIL_JOBS.deliver, {}, { singletonKey: 'outbox' });
  });
  // Send-now, test sends and retries after a back-off are found by this check, every JOB_POLL_SECONDS on each replica.
  jobs.sendWhenReady(MAIL_JOBS.deliver, 'outbox', config.jobs.pollSeconds, () => outbox.hasReady());
}
