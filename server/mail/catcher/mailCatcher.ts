import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailStore } from './mailStore.ts';
import { webInbox } from './webInbox.ts';

export interface MailCatcherOptions {
  dataDir: string;
  /** 0 picks a free port (tests). Defaults: 1025 and 1080, the usual mail-catcher ports. */
  smtpPort?: number;
  webPort?: number;
  /** Loopback by default: the catcher accepts mail from anyone who can reach it. */
  host?: string;
}

export interface MailCatcher {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

/** The embedded default mail server: accepts every message over SMTP, keeps it under DATA_DIR/mail-catcher, shows it on a web inbox. */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const store = mailStore(path.join(options.dataDir, 'mail-catcher'));
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 25 * 1024 * 1024,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        store.save(Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 1025, host, () => resolve());
  });
  const web = webInbox(store);
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(options.webPort ?? 1080, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const webPort = (web.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: `http://${host}:${webPort}/`,
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => {
        web.close(() => resolve());
        web.closeAllConnections();
      });
    },
  };
}
