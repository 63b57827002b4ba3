import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startMailServices } from '../../server/mail/mailServices.ts';
import { deliveryApp, sleep } from './deliveryHarness.ts';
import { emailSetup } from './deliveryHarness.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-mail-'));
let harness: Awaited<ReturnType<typeof deliveryApp>>;
beforeAll(async () => {
  harness = await deliveryApp();
});
afterAll(async () => {
  await harness.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('startMailServices (what main.ts runs)', () => {
  it('without SMTP_URL, a test send lands in the embedded catcher and shows on its web inbox', async () => {
    const env = {
      DATA_DIR: dataDir,
      MAIL_CATCHER_SMTP_PORT: '0',
      MAIL_CATCHER_WEB_PORT: '0',
      MAIL_FROM: 'PropScout <alerts@propscout.test>',
    };
    const mail = await startMailServices({ db: harness.db, config: loadConfig({ ...env, JOB_POLL_SECONDS: '1' }), jobs: harness.app.jobs });
    try {
      expect(mail.inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const { api, email } = await emailSetup(harness, { postalCode: '75001', contacts: [] });
      expect((await api.post(`/automation/emails/${email.id}/send-now/`, {})).status).toBe(202);
      let messages: { subject: string }[] = [];
      for (let i = 0; i < 100 && messages.length === 0; i += 1) {
        await sleep(100);
        messages = (await (await fetch(`${mail.inboxUrl}api/messages`)).json()) as { subject: string }[];
      }
      expect(messages.map((m) => m.subject)).toEqual(['[Test] 0 new deals for Test']);
      expect(await (await fetch(mail.inboxUrl!)).text()).toContain('[Test] 0 new deals for Test');
    } finally {
      await mail.stop();
    }
  });
});
