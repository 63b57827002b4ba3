import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { devOnlyImport } from '../lib/devOnlyImport.ts';
import { loadAppSecret } from './appSecret.ts';
import type { MailCatcher } from './catcher/mailCatcher.ts';
import { startDeliveryWorker } from './outbox/deliveryWorker.ts';
import { startEmailScheduler } from './scheduler/emailScheduler.ts';
import { createMailTransport } from './transport.ts';

type Logger = { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

export interface MailServices {
  /** Where mail goes: SMTP_URL, or the embedded catcher. */
  smtpUrl: string;
  /** The catcher's web inbox, when the catcher runs. */
  inboxUrl: string | null;
  stop(): Promise<void>;
}

/**
 * Everything automated emails need at run time: the mail catcher (only without SMTP_URL), the delivery
 * worker and the scheduler. Every server process may run this against one database: row locks and
 * unique run slots keep delivery exactly-once. MAIL_DELIVERY=off runs neither worker nor scheduler here.
 */
export async function startMailServices(options: { db: Database; config: ServerConfig; logger?: Logger }): Promise<MailServices> {
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
  const enabled = mail.delivery;
  const worker = enabled ? startDeliveryWorker({ db: options.db, transport, from: mail.from, logger: options.logger }) : null;
  const scheduler = enabled
    ? startEmailScheduler({
        db: options.db,
        publicUrl: options.config.publicUrl,
        appSecret: loadAppSecret(options.config.dataDir, options.config.appSecret),
        logger: options.logger,
      })
    : null;
  return {
    smtpUrl,
    inboxUrl: catcher?.webUrl ?? null,
    async stop() {
      await scheduler?.stop();
      await worker?.stop();
      transport.close();
      await catcher?.stop();
    },
  };
}
