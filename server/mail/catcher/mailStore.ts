import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface StoredMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string | null;
  messageId: string | null;
}

const ID = /^[0-9]{13}-[0-9a-f]{8}$/;

/** Raw messages as .eml files in one folder (they survive restarts); newest first when listed. */
export function mailStore(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const file = (id: string) => path.join(dir, `${id}.eml`);

  async function read(id: string): Promise<StoredMessage | undefined> {
    if (!ID.test(id) || !fs.existsSync(file(id))) return undefined;
    const mail = await simpleParser(await fs.promises.readFile(file(id)));
    return {
      id,
      from: mail.from?.text ?? '',
      to: [mail.to ?? []]
        .flat()
        .map((a) => a.text)
        .join(', '),
      subject: mail.subject ?? '',
      date: (mail.date ?? new Date(Number(id.slice(0, 13)))).toISOString(),
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : null,
      messageId: mail.messageId ?? null,
    };
  }

  return {
    async save(raw: Buffer): Promise<string> {
      const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
      await fs.promises.writeFile(file(id), raw);
      return id;
    },
    read,
    raw: (id: string) => (ID.test(id) && fs.existsSync(file(id)) ? fs.promises.readFile(file(id)) : Promise.resolve(undefined)),
    async list(limit = 200): Promise<StoredMessage[]> {
      const ids = (await fs.promises.readdir(dir))
        .filter((name) => name.endsWith('.eml'))
        .map((name) => name.slice(0, -4))
        .filter((id) => ID.test(id))
        .sort()
        .reverse()
        .slice(0, limit);
      return (await Promise.all(ids.map(read))).filter((m): m is StoredMessage => m !== undefined);
    },
    async clear(): Promise<void> {
      for (const name of await fs.promises.readdir(dir))
        if (name.endsWith('.eml')) await fs.promises.rm(path.join(dir, name), { force: true });
    },
  };
}
export type MailStore = ReturnType<typeof mailStore>;
