/**
 * Child process that runs cognito-local (its data lives in ./.cognito of the working directory)
 * behind a small proxy. The proxy adds what cognito-local lacks: the pool's password policy, and a confirmed sign-up
 * marking the email verified (the code went to that address, so Cognito sets email_verified; cognito-local does not).
 * Started by localIdentityProvider.ts; prints "READY <port>" once it listens.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createDefaultServer } from 'cognito-local';
import pino from 'pino';
import { cognitoCall } from './cognitoApi.ts';
import { markEmailVerified } from './localUsers.ts';
import { passwordPolicyViolation } from './passwordPolicy.ts';

const publicPort = Number(process.env.COGNITO_LOCAL_PORT ?? 9229);
/** Where cognito-local answers a wrong password with InvalidPasswordException, real Cognito says NotAuthorized. */
const WRONG_PASSWORD_TARGETS = new Set(['InitiateAuth', 'AdminInitiateAuth', 'ChangePassword']);
const PASSWORD_FIELDS: Record<string, string> = {
  SignUp: 'Password',
  ChangePassword: 'ProposedPassword',
  ConfirmForgotPassword: 'Password',
  AdminSetUserPassword: 'Password',
};

// Started by the portal with an IPC channel: when the portal ends, even by kill -9, the channel closes and so do we.
process.on('disconnect', () => process.exit(0));
// Keys and users are written owner-only.
process.umask(0o077);

fs.mkdirSync('.cognito', { recursive: true });
fs.writeFileSync(
  '.cognito/config.json',
  JSON.stringify({
    TokenConfig: { IssuerDomain: `http://localhost:${publicPort}` },
    ServerConfig: { port: 0, hostname: '127.0.0.1' },
  }),
);

// cognito-local is typed against an older pino; the logger object is compatible at run time.
const logger = pino({ level: process.env.COGNITO_LOCAL_LOG ?? 'warn' }) as unknown as Parameters<typeof createDefaultServer>[0];
const server = await (await createDefaultServer(logger)).start();
const inner = server.address();
if (!inner || typeof inner === 'string') throw new Error('cognito-local did not report its port');
const innerEndpoint = `http://127.0.0.1:${inner.port}`;

const proxy = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const refusal = policyRefusal(target, body);
    if (refusal) {
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify({ __type: 'InvalidPasswordException', message: `Password did not conform with policy: ${refusal}` }));
      return;
    }
    const forward = http.request(
      { host: '127.0.0.1', port: inner.port, method: req.method, path: req.url, headers: req.headers },
      (upstream) => {
        if (target === 'ConfirmSignUp' && upstream.statusCode === 200) {
          // Answered once the address is verified: the sign-in that follows gets an ID token with email_verified.
          const parts: Buffer[] = [];
          upstream.on('data', (c: Buffer) => parts.push(c));
          upstream.on('end', () => {
            verifyConfirmedEmail(body)
              .catch((error: unknown) => console.error('marking the confirmed email verified failed', error))
              .finally(() => {
                res.writeHead(200, upstream.headers);
                res.end(Buffer.concat(parts));
              });
          });
          return;
        }
        if (!WRONG_PASSWORD_TARGETS.has(target) || upstream.statusCode !== 400) {
          res.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(res);
          return;
        }
        const parts: Buffer[] = [];
        upstream.on('data', (c: Buffer) => parts.push(c));
        upstream.on('end', () => {
          const answer = Buffer.concat(parts).toString('utf8');
          const wrongPassword = answer.includes('"InvalidPasswordException"');
          const { 'content-length': _length, ...headers } = upstream.headers;
          res.writeHead(400, headers);
          res.end(
            wrongPassword ? JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }) : answer,
          );
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    forward.end(body);
  });
});

/** The user a ConfirmSignUp named, marked verified in the pool of its app client. */
async function verifyConfirmedEmail(body: Buffer): Promise<void> {
  const { ClientId: clientId, Username: username } = JSON.parse(body.toString('utf8')) as { ClientId?: string; Username?: string };
  if (!clientId || !username) return;
  const endpoint = innerEndpoint;
  const { UserPools = [] } = await cognitoCall<{ UserPools?: { Id: string }[] }>(endpoint, 'ListUserPools', { MaxResults: 60 });
  for (const pool of UserPools) {
    const { UserPoolClients = [] } = await cognitoCall<{ UserPoolClients?: { ClientId: string }[] }>(endpoint, 'ListUserPoolClients', {
      UserPoolId: pool.Id,
      MaxResults: 60,
    });
    if (UserPoolClients.some((c) => c.ClientId === clientId)) return markEmailVerified(endpoint, pool.Id, username);
  }
}

function policyRefusal(target: string, body: Buffer): string | null {
  const field = PASSWORD_FIELDS[target];
  if (!field) return null;
  try {
    const password = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[field];
    return typeof password === 'string' ? passwordPolicyViolation(password) : null;
  } catch {
    return null;
  }
}

proxy.listen(publicPort, process.env.COGNITO_LOCAL_HOST ?? '127.0.0.1', () => console.log(`READY ${publicPort}`));
