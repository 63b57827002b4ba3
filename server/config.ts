import path from 'node:path';
import { envNumber } from './lib/envNumber.ts';

/** Every setting the server reads from the environment; the README lists them all. */
export interface ServerConfig {
  nodeEnv: string;
  host: string;
  port: number;
  /** Address users open; used for the hosted-page callback and links in emails. */
  publicUrl: string;
  dataDir: string;
  storageDir: string;
  databaseUrl: string | undefined;
  cognito: CognitoSettings;
  /** Proxies whose X-Forwarded-* headers are believed (addresses or CIDRs); false trusts none. */
  trustProxy: string[] | false;
  rateLimit: RateLimitSettings;
}

export interface RateLimitSettings {
  /** Requests per minute to the API, per signed-in user (per address without a token). */
  perMinute: number;
  /** Calls per hour of each route that sends mail or costs money (register, send-now, bug reports), per user. */
  sensitivePerHour: number;
}

export interface CognitoSettings {
  /** Set when a real Cognito pool is configured; otherwise cognito-local is started. */
  userPoolId: string | undefined;
  clientId: string | undefined;
  region: string;
  /** Hosted-page domain, e.g. https://propscout.auth.us-east-1.amazoncognito.com */
  domain: string | undefined;
  localPort: number;
  localConfirmationCode: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? 'localhost';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    host,
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    rateLimit: {
      perMinute: envNumber('RATE_LIMIT_PER_MINUTE', 300, { min: 1, env }),
      sensitivePerHour: envNumber('RATE_LIMIT_SENSITIVE_PER_HOUR', 20, { min: 1, env }),
    },
    cognito: {
      userPoolId: env.COGNITO_USER_POOL_ID || undefined,
      clientId: env.COGNITO_CLIENT_ID || undefined,
      region: env.COGNITO_REGION ?? 'us-east-1',
      domain: env.COGNITO_DOMAIN?.replace(/\/$/, '') || undefined,
      localPort: Number(env.COGNITO_LOCAL_PORT ?? 9229),
      localConfirmationCode: env.COGNITO_LOCAL_CODE ?? '123456',
    },
  };
}

/** TRUST_PROXY: comma-separated proxy addresses or CIDRs (e.g. `127.0.0.1,10.0.0.0/8`); unset or blank trusts no proxy. */
function trustedProxies(raw: string | undefined): string[] | false {
  const list = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return list.length ? list : false;
}
