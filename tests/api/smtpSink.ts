import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that parses what arrives; refuse() makes it answer the next messages with an error. */
export async function startSmtpSink() {
  const received: ParsedMail[] = [];
  const refusals: { code: number; message: string }[] = [];
  let refuseAll: { code: number; message: string } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refusals.shift() ?? refuseAll;
        if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuse the next `times` messages with this SMTP reply. */
    refuse(times: number, code = 451, message = 'Try again later') {
      for (let i = 0; i < times; i += 1) refusals.push({ code, message });
    },
    refuseEverything(code: number, message: string) {
      refuseAll = { code, message };
    },
    acceptEverything() {
      refusals.length = 0;
      refuseAll = undefined;
    },
    clear() {
      received.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Addresses a parsed message went to. */
export const recipientsOf = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));

/** A raw header's value ('' when absent); mailparser folds List-* headers into a structure, so read the raw line. */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ') ?? '';
