import path from 'node:path';

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
  /** Where bug reports are e-mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  cognito: CognitoSettings;
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
    supportEmail: env.SUPPORT_EMAIL || 'support@propscout.local',
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
