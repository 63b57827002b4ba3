import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { devOnlyImport } from '../lib/devOnlyImport.ts';
import { envNumber } from '../lib/envNumber.ts';
import { loadAppSecret } from './appSecret.ts';
import type { MailCatcher } from './catcher/mailCatcher.ts';
import { startDeliveryWorker } from './outbox/deliveryWorker.ts';
import { startEmailScheduler } from './scheduler/emailScheduler.ts';
import { createMailTransport, DEFAULT_MAIL_FROM } from './transport.ts';

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
export async function startMailServices(options: { db: Database; config: ServerConfig; env?: NodeJS.ProcessEnv; logger?: Logger }): Promise<MailServices> {
  const env = options.env ?? process.env;
  let catcher: MailCatcher | null = null;
  if (!env.SMTP_URL) {
    // Loaded only here: the catcher's smtp-server and mailparser are development dependencies, absent from a production install.
    const { startMailCatcher } = await devOnlyImport(() => import('./catcher/mailCatcher.ts'), 'SMTP_URL is not set');
    catcher = await startMailCatcher({
      dataDir: options.config.dataDir,
      smtpPort: envNumber('MAIL_CATCHER_SMTP_PORT', 1025, { env }),
      webPort: envNumber('MAIL_CATCHER_WEB_PORT', 1080, { env }),
      host: env.MAIL_CATCHER_HOST ?? '127.0.0.1',
    });
  }
  const smtpUrl = env.SMTP_URL || catcher!.smtpUrl;
  const transport = createMailTransport(smtpUrl);
  const enabled = env.MAIL_DELIVERY !== 'off';
  const worker = enabled ? startDeliveryWorker({ db: options.db, transport, from: env.MAIL_FROM || DEFAULT_MAIL_FROM, logger: options.logger }) : null;
  const scheduler = enabled
    ? startEmailScheduler({ db: options.db, publicUrl: options.config.publicUrl, appSecret: loadAppSecret(options.config.dataDir, env), logger: options.logger })
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
