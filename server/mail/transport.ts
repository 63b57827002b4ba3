import nodemailer, { type Transporter } from 'nodemailer';

/**
 * A pooled SMTP transport for SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * Timeouts stay well under the outbox lease so a live worker's claim never expires mid-send.
 */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/** 5xx answers (except 503, bad sequence) will not succeed on a retry; everything else may. */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
}
