import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../server/mail/catcher/mailCatcher.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-catcher-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('mail catcher', () => {
  it('keeps what arrives over SMTP, shows it escaped, and still has it after a restart', async () => {
    let catcher = await startMailCatcher({ dataDir, smtpPort: 0, webPort: 0 });
    const transport = nodemailer.createTransport(catcher.smtpUrl);
    await transport.sendMail({
      from: 'PropScout <alerts@propscout.local>',
      to: 'Ann <ann@example.com>',
      subject: 'New <b>deals</b>',
      text: 'Plain <text>',
      html: '<p>Hello</p><script>alert(1)</script>',
    });
    transport.close();

    const list = await (await fetch(catcher.webUrl)).text();
    expect(list).toContain('New &lt;b&gt;deals&lt;/b&gt;');
    expect(list).not.toContain('<b>deals</b>');
    const [message] = (await (await fetch(`${catcher.webUrl}api/messages`)).json()) as { id: string; to: string; html: string }[];
    expect(message).toMatchObject({ to: '"Ann" <ann@example.com>', subject: 'New <b>deals</b>' });
    const view = await fetch(`${catcher.webUrl}messages/${message!.id}`);
    const viewText = await view.text();
    expect(viewText).toContain('Plain &lt;text&gt;');
    expect(viewText).toContain('<iframe sandbox');
    const htmlPart = await fetch(`${catcher.webUrl}messages/${message!.id}/html`);
    expect(htmlPart.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect((await fetch(`${catcher.webUrl}messages/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);

    await catcher.stop();
    catcher = await startMailCatcher({ dataDir, smtpPort: 0, webPort: 0 });
    expect((await (await fetch(`${catcher.webUrl}api/messages`)).json()) as unknown[]).toHaveLength(1);
    await fetch(`${catcher.webUrl}api/messages`, { method: 'DELETE' });
    expect((await (await fetch(`${catcher.webUrl}api/messages`)).json()) as unknown[]).toHaveLength(0);
    await catcher.stop();
  });
});
