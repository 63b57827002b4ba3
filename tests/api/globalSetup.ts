import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../freePort.ts';
import { startLocalIdentityProvider } from '../../server/identity/localIdentityProvider.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    identityProvider: { endpoint: string; userPoolId: string; clientId: string };
  }
}

/** One real cognito-local for the whole API suite, so tests use real tokens. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-idp-'));
  const provider = await startLocalIdentityProvider({
    dataDir,
    port: await freePort(),
    confirmationCode: '123456',
    callbackUrls: ['http://localhost:3000/login/callback'],
  });
  project.provide('identityProvider', { endpoint: provider.endpoint, userPoolId: provider.userPoolId, clientId: provider.clientId });
  return async () => {
    await provider.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
