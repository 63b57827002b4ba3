/**
 * Production smoke test (CI step "Production install", `npm run smoke:prod`): the README's production commands on a
 * copy of this checkout — `npm ci`, `npm run build`, `npm prune --omit=dev`, `npm run serve` — against external
 * services configured by environment alone:
 *   - PostgreSQL: SMOKE_DATABASE_URL (required; an empty database the test may fill),
 *   - identity: cognito-local run as its own process from this checkout's full install, with a pool and client created
 *     through its API, passed as COGNITO_ENDPOINT, COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID,
 *   - mail: a small smtp-server sink, passed as SMTP_URL.
 * Then it signs a user up through the Cognito API, registers it (multipart POST /api/users/register/), reads its
 * profile and has an automated email's test send delivered to the sink. Any failure exits 1 with the server's log.
 * SMOKE_KEEP=1 keeps the work folder (with the production install); SMOKE_APP_DIR=<its app folder> reuses it.
 *
 * The server runs with NODE_ENV unset: cognito-local's issuer is http://, which NODE_ENV=production refuses, as it should.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { cognitoCall } from '../server/identity/cognitoApi.ts';
import { createConfirmedUser } from '../server/identity/localUsers.ts';
import { PASSWORD_POLICY } from '../server/identity/passwordPolicy.ts';

const repo = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.SMOKE_DATABASE_URL;
if (!databaseUrl)
  fail('SMOKE_DATABASE_URL must name an empty PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/propscout_smoke');

/** Packages a production install must not contain: the embedded development services and the build tools. */
const DEV_ONLY = ['cognito-local', 'aws-sdk', 'smtp-server', 'mailparser', 'vite', 'vitest', 'typescript', 'eslint'];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-prod-'));
const children: ChildProcess[] = [];
const started = Date.now();
let serverLog = '';
let stopping = false;

function fail(message: string): never {
  console.error(`\nPRODUCTION SMOKE TEST FAILED: ${message}`);
  if (serverLog) console.error(`\n--- npm run serve output ---\n${serverLog.slice(-8000)}`);
  cleanUp();
  process.exit(1);
}

function cleanUp() {
  stopping = true;
  // npm run serve runs in its own process group (npm, sh, tsx, node): stop the whole group.
  for (const child of children)
    if (child.exitCode === null && child.pid) process.kill(child.spawnargs[0] === 'npm' ? -child.pid : child.pid, 'SIGTERM');
  if (process.env.SMOKE_KEEP !== '1') fs.rmSync(work, { recursive: true, force: true });
}

function step(message: string) {
  console.log(`\n--> ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor<T>(what: string, seconds: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return fail(`${what} did not come up in ${seconds} s${last ? `: ${(last as Error).message}` : ''}`);
}

function run(command: string, args: string[], cwd: string) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: undefined, npm_config_audit: 'false', npm_config_fund: 'false' },
  });
}

process.on('SIGINT', () => fail('interrupted'));

try {
  // 1. The production install, on a copy of the checkout without its node_modules, build or data.
  // SMOKE_APP_DIR reuses a production install kept by an earlier run (SMOKE_KEEP=1), to iterate on the checks.
  const app = process.env.SMOKE_APP_DIR ? path.resolve(process.env.SMOKE_APP_DIR) : path.join(work, 'app');
  if (!process.env.SMOKE_APP_DIR) {
    step(`Copying the checkout to ${app}`);
    fs.cpSync(repo, app, {
      recursive: true,
      filter: (source) =>
        !['node_modules', 'dist', 'data', '.git', 'test-results', 'coverage'].includes(path.relative(repo, source).split(path.sep)[0]!),
    });
    step('npm ci && npm run build && npm prune --omit=dev');
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], app);
    run('npm', ['run', 'build'], app);
    run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], app);
  }
  const leftOver = DEV_ONLY.filter((name) => fs.existsSync(path.join(app, 'node_modules', name)));
  if (leftOver.length) fail(`the production install still holds development packages: ${leftOver.join(', ')}`);
  if (!fs.existsSync(path.join(app, 'dist', 'index.html'))) fail('npm run build wrote no dist/index.html');

  // 2. The external services: cognito-local as its own process (from this checkout's full install), an SMTP sink.
  step('Starting cognito-local and an SMTP sink');
  const cognitoPort = await freePort();
  const endpoint = `http://127.0.0.1:${cognitoPort}`;
  const cognitoDir = path.join(work, 'cognito');
  fs.mkdirSync(path.join(cognitoDir, '.cognito'), { recursive: true });
  fs.writeFileSync(
    path.join(cognitoDir, '.cognito', 'config.json'),
    JSON.stringify({ ServerConfig: { port: cognitoPort, hostname: '127.0.0.1' }, TokenConfig: { IssuerDomain: endpoint } }),
  );
  const cognito = spawn(process.execPath, [path.join(repo, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js')], {
    cwd: cognitoDir,
    env: { ...process.env, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(cognito);
  await waitFor('cognito-local', 30, () => cognitoCall(endpoint, 'ListUserPools', { MaxResults: 1 }));
  const { UserPool } = await cognitoCall<{ UserPool: { Id: string } }>(endpoint, 'CreateUserPool', {
    PoolName: 'propscout-smoke',
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    Policies: { PasswordPolicy: PASSWORD_POLICY },
  });
  const { UserPoolClient } = await cognitoCall<{ UserPoolClient: { ClientId: string } }>(endpoint, 'CreateUserPoolClient', {
    UserPoolId: UserPool.Id,
    ClientName: 'propscout-smoke-web',
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  });

  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));

  // 3. npm run serve in the production install, configured by environment alone.
  step('npm run serve (production install)');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('npm', ['run', 'serve'], {
    cwd: app,
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: databaseUrl,
      COGNITO_ENDPOINT: endpoint,
      COGNITO_USER_POOL_ID: UserPool.Id,
      COGNITO_CLIENT_ID: UserPoolClient.ClientId,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(server);
  server.stdout.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.on('exit', (code) => {
    if (!stopping) fail(`npm run serve exited with code ${code}`);
  });
  const health = await waitFor('npm run serve', 90, async () => {
    const response = await fetch(`${base}/api/health/`);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
  });
  console.log(`health: ${JSON.stringify(health)}`);

  const config = (await (await fetch(`${base}/api/config/`)).json()) as Record<string, unknown>;
  if (config.identityEndpoint !== endpoint || config.userPoolId !== UserPool.Id || config.clientId !== UserPoolClient.ClientId) {
    fail(`GET /api/config/ does not hand the browser the identity service: ${JSON.stringify(config)}`);
  }
  const page = await fetch(`${base}/`);
  if (!page.ok || !(await page.text()).includes('<div id="root">')) fail(`GET / does not serve the built app (${page.status})`);

  // 4. A user signs up through the Cognito API, registers with the portal and reads the profile.
  step('Sign-up, register, profile');
  const email = `smoke-${randomUUID()}@example.com`;
  const user = await createConfirmedUser({ endpoint, userPoolId: UserPool.Id, clientId: UserPoolClient.ClientId }, email, 'Sm0ke-test!');
  const form = new FormData();
  for (const [name, value] of Object.entries({ email, cognito_username: user.username, firstname: 'Smoke', lastname: 'Test' }))
    form.append(name, value);
  const register = await fetch(`${base}/api/users/register/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}` },
    body: form,
  });
  if (register.status !== 201) fail(`POST /api/users/register/ answered ${register.status}: ${await register.text()}`);
  const profileResponse = await fetch(`${base}/api/users/profile/`, { headers: { authorization: `Bearer ${user.idToken}` } });
  const profile = (await profileResponse.json()) as Record<string, unknown>;
  if (profileResponse.status !== 200 || profile.email !== email || profile.firstname !== 'Smoke') {
    fail(`GET /api/users/profile/ answered ${profileResponse.status}: ${JSON.stringify(profile)}`);
  }
  console.log(`profile: ${JSON.stringify(profile)}`);

  // 5. Mail over SMTP_URL: an automated email's test send reaches the sink through the delivery worker.
  step('Automated email test send over SMTP_URL');
  const api = async (method: string, url: string, body: object) => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) fail(`${method} /api${url} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const search = await api('POST', '/searches/saved/', { name: 'Smoke search', query: { location: 'TX' } });
  const automated = await api('POST', '/automation/emails/', {
    name: 'Smoke alert',
    saved_search_id: search.id,
    subject: 'Smoke test deals',
    body: 'New deals for you.',
    schedule: 'daily',
  });
  await api('POST', `/automation/emails/${String(automated.id)}/send-now/`, {});
  await waitFor('the test e-mail at the SMTP sink', 60, async () => (received.some((mail) => mail.includes(email)) ? true : undefined));
  console.log(`mail: ${received.length} message(s) received for ${email}`);

  step('Stopping');
  stopping = true;
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  step('Server stopped');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  step('SMTP stopped');
  cleanUp();
  console.log(`\nProduction smoke test passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} catch (error) {
  fail((error as Error).stack ?? String(error));
}
