import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cognitoCall } from './cognitoApi.ts';
import { PASSWORD_POLICY } from './passwordPolicy.ts';

export const LOCAL_POOL_NAME = 'propscout';
export const LOCAL_CLIENT_NAME = 'propscout-web';

export interface LocalIdentityProvider {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  /** The cognito-local child process. */
  pid: number;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  port: number;
  confirmationCode: string;
  /** Hosted-page redirect targets, e.g. http://localhost:3000/login/callback */
  callbackUrls: string[];
}

// Resolved from here, not from the child's working directory (the data folder). cognito-local (a development dependency)
// runs in the child; resolving it here makes a production install fail on import, with the setting to use instead.
const require = createRequire(import.meta.url);
const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
require.resolve('cognito-local');
const childScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cognitoLocalServer.ts');

/** Starts cognito-local in its own process and makes sure the pool and app client exist (idempotent). */
export async function startLocalIdentityProvider(options: StartOptions): Promise<LocalIdentityProvider> {
  const cwd = path.join(options.dataDir, 'cognito');
  // The pool's signing key and user store: readable by the owner only (development use only, see README).
  fs.mkdirSync(cwd, { recursive: true, mode: 0o700 });
  fs.chmodSync(cwd, 0o700);
  await assertPortFree(options.port);
  const child = spawn(process.execPath, ['--import', tsxLoader, childScript], {
    cwd,
    env: {
      ...process.env,
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      COGNITO_LOCAL_PORT: String(options.port),
      CODE: options.confirmationCode,
    },
    // The IPC channel closes when this process ends in any way (kill -9 included): the child exits on 'disconnect'.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  await waitForReady(child);
  const endpoint = `http://localhost:${options.port}`;
  try {
    const { userPoolId, clientId } = await ensurePoolAndClient(endpoint, options.callbackUrls);
    return { endpoint, userPoolId, clientId, pid: child.pid!, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/** A port already held is most often a cognito-local left by a portal killed before this safeguard existed: say so. */
async function assertPortFree(port: number): Promise<void> {
  const held = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (held) {
    throw new Error(
      `Port ${port} for the embedded identity provider (cognito-local) is already in use, probably by one left running by an earlier ` +
        `portal that was killed. Stop that process (e.g. \`fuser -k ${port}/tcp\`) or choose another port with COGNITO_LOCAL_PORT.`,
    );
  }
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`cognito-local did not start in 30 s: ${errors}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
      process.stderr.write(chunk);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`cognito-local exited with code ${code}: ${errors}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function ensurePoolAndClient(endpoint: string, callbackUrls: string[]) {
  const { UserPools = [] } = await cognitoCall<{ UserPools?: { Id: string; Name: string }[] }>(endpoint, 'ListUserPools', {
    MaxResults: 60,
  });
  let userPoolId = UserPools.find((p) => p.Name === LOCAL_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await cognitoCall<{ UserPool: { Id: string } }>(endpoint, 'CreateUserPool', {
      PoolName: LOCAL_POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: PASSWORD_POLICY },
    });
    userPoolId = created.UserPool.Id;
  }
  const { UserPoolClients = [] } = await cognitoCall<{ UserPoolClients?: { ClientId: string; ClientName: string }[] }>(
    endpoint,
    'ListUserPoolClients',
    { UserPoolId: userPoolId, MaxResults: 60 },
  );
  const clientSettings = {
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    CallbackURLs: callbackUrls,
    AllowedOAuthFlows: ['code'],
    AllowedOAuthScopes: ['openid', 'email', 'profile'],
    AllowedOAuthFlowsUserPoolClient: true,
    SupportedIdentityProviders: ['COGNITO'],
  };
  let clientId = UserPoolClients.find((c) => c.ClientName === LOCAL_CLIENT_NAME)?.ClientId;
  if (clientId) {
    // The callback address follows PORT and PUBLIC_URL, which may change between starts.
    await cognitoCall(endpoint, 'UpdateUserPoolClient', {
      UserPoolId: userPoolId,
      ClientId: clientId,
      ClientName: LOCAL_CLIENT_NAME,
      ...clientSettings,
    });
  } else {
    const created = await cognitoCall<{ UserPoolClient: { ClientId: string } }>(endpoint, 'CreateUserPoolClient', {
      UserPoolId: userPoolId,
      ClientName: LOCAL_CLIENT_NAME,
      ...clientSettings,
    });
    clientId = created.UserPoolClient.ClientId;
  }
  return { userPoolId, clientId };
}
