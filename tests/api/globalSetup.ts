import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalIdentityProvider } from '../../server/identity/localIdentityProvider.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    identityProvider: { endpoint: string; userPoolId: string; clientId: string };
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
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
