import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../freePort.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    confirmationCode: string;
    mailInboxUrl: string;
  }
}

const CONFIRMATION_CODE = '246810';

/** Starts the whole portal exactly as the README says (`npm start`), on a fresh data folder and free ports. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-e2e-'));
  const port = await freePort();
  const mailWebPort = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    COGNITO_LOCAL_PORT: String(await freePort()),
    COGNITO_LOCAL_CODE: CONFIRMATION_CODE,
    MAIL_CATCHER_SMTP_PORT: String(await freePort()),
    MAIL_CATCHER_WEB_PORT: String(mailWebPort),
    LOG_LEVEL: 'warn',
    // 20,000 demo listings seed in about 20 s; the default 100,000 would eat most of the start-up time-out.
    DEMO_LISTINGS: '20000',
    // The trial tops a new account's 100 credits up to this: billing.e2e spends them all, within the rate limit.
    TRIAL_CREDITS: '100',
    // The website audit may check the test pages the browser tests serve on this machine (development setting).
    AUDIT_ALLOW_PRIVATE: 'true',
    ...JSON.parse(process.env.E2E_ENV ?? '{}'),
  };
  const portal = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up in 150 s:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The server listens first and loads the demo listings in the background (searches answer 503 until then).
      if (output.includes('PropScout is running') && output.includes('Demo data ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    portal.stdout.on('data', onData);
    portal.stderr.on('data', onData);
    portal.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  project.provide('portalUrl', `http://localhost:${port}`);
  project.provide('confirmationCode', CONFIRMATION_CODE);
  project.provide('mailInboxUrl', `http://127.0.0.1:${mailWebPort}`);
  return async () => {
    // npm start runs the server in a child of npm: end the whole process group.
    process.kill(-portal.pid!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
