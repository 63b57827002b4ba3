import path from 'node:path';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { DEFAULT_REPLICA_CONNECT_TIMEOUT_MS } from './db/replicaFallback.ts';

/**
 * Every setting the server reads from the environment, parsed and checked once at start (loadConfig) and passed down:
 * nothing under server/ reads process.env per call. The README lists every variable with its default and meaning.
 */
export interface ServerConfig {
  nodeEnv: string;
  host: string;
  port: number;
  /** Address users open; used for the hosted-page callback and links in emails. */
  publicUrl: string;
  dataDir: string;
  storageDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** APP_SECRET when set; otherwise loadAppSecret keeps a random one under dataDir. */
  appSecret: string | undefined;
  /** DEMO_LISTINGS when set (npm start seeds that many into an empty database). */
  demoListings: number | undefined;
  /** Port of the Vite dev server (npm run dev), whose /login/callback cognito-local also allows. */
  vitePort: number;
  /** Where bug reports are e-mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  developerApi: DeveloperApiSettings;
  /** MAP_STYLE_URL: the MapLibre style the map draws; null: the offline basemap the client builds (us-atlas). */
  mapStyleUrl: string | null;
  cognito: CognitoSettings;
  credits: CreditSettings;
  search: SearchSettings;
  downloads: DownloadSettings;
  mail: MailSettings;
  /** Proxies whose X-Forwarded-* headers are believed (addresses or CIDRs); false trusts none. */
  trustProxy: string[] | false;
  rateLimit: RateLimitSettings;
  billing: BillingEnvironment;
  /** DATABASE_READ_URL: a streaming replica that answers searches and counts; unset: the primary answers them. */
  databaseReadUrl: string | undefined;
  /** DATABASE_READ_CONNECT_TIMEOUT_MS: how long a connection to the replica may take before a read goes to the primary. */
  databaseReadConnectTimeoutMs: number;
  objectStorage: ObjectStorageSettings;
  metrics: MetricsSettings;
  jobs: JobSettings;
  /** SHUTDOWN_TIMEOUT_MS: on SIGTERM, how long requests and jobs in progress may take to finish before the process exits. */
  shutdownTimeoutMs: number;
  /** The RESO Web API feed (RESO_FEED_URL and its credentials); null: no feed is synced. */
  feed: FeedSettings | null;
  /** ADMIN_EMAILS: the portal's operators (lower case), who may see and start the feed syncs. */
  adminEmails: string[];
}

/** A RESO Web API (OData) feed replicated into listings on the job queue (server/listings/feeds, docs/feeds.md). */
export interface FeedSettings {
  /** RESO_FEED_ID: the feed's name in its checkpoint (feed_state) and on the operator's status. */
  id: string;
  /** RESO_FEED_URL: the OData service root, e.g. https://api.mls.example.com/reso/odata (the resource is appended). */
  baseUrl: string;
  /** RESO_TOKEN_URL: the OAuth2 token endpoint (client credentials grant). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** RESO_SCOPE: the scope asked for with the token, when the provider wants one. */
  scope: string | undefined;
  /** RESO_RESOURCE: the resource replicated (default Property). */
  resource: string;
  /** RESO_MEDIA=expand: ask for `$expand=Media` and keep the photos' URLs. */
  media: boolean;
  /** RESO_SYNC_MINUTES: how often an incremental sync runs. */
  syncMinutes: number;
  /** RESO_PAGE_SIZE: `$top` of each page. */
  pageSize: number;
}

/** Where generated files live: an S3 bucket (S3_BUCKET; region and credentials from the AWS SDK's environment) or STORAGE_DIR. */
export interface ObjectStorageSettings {
  bucket: string | undefined;
  /** S3_ENDPOINT: an S3-compatible service (MinIO, s3rver) instead of AWS. */
  endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE=true: http://endpoint/bucket/key addressing, which most S3-compatible services need. */
  forcePathStyle: boolean;
}

export interface MetricsSettings {
  /** METRICS_PORT: GET /metrics (Prometheus) on its own port, unreachable from the public one. */
  port: number | undefined;
  /** METRICS_TOKEN: GET /metrics on the public port with `Authorization: Bearer <token>`. */
  token: string | undefined;
}

export interface JobSettings {
  /** JOB_POLL_SECONDS: how often an idle worker asks the queue for work. */
  pollSeconds: number;
  /** JOB_STALL_SECONDS: a job whose replica stopped reporting progress this long is taken over by another replica. */
  stallSeconds: number;
  /** JOB_SWEEP_SECONDS: how often replicas look for stalled work, purges and sweeps. */
  sweepSeconds: number;
}

/** Billing as the environment sets it; server/billing/settings.ts adds what it derives (the local webhook secret). */
export interface BillingEnvironment {
  /**
   * BILLING_PROVIDER, else Stripe when STRIPE_SECRET_KEY is set and the local billing service (test mode) otherwise;
   * under NODE_ENV=production the local service runs only when BILLING_PROVIDER=local asks for it.
   */
  provider: 'stripe' | 'local';
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  trialDays: number;
  trialCredits: number;
  /** Days a failed payment leaves searches working before they answer 402. */
  graceDays: number;
  /** Price ids by plan id from STRIPE_PRICE_<PLAN ID> (e.g. STRIPE_PRICE_PRO), overriding plans.stripe_price_id. */
  priceOverrides: Record<string, string>;
}

export interface DeveloperApiSettings {
  /**
   * API_KEY_SECRET: encrypts stored API keys (for reveal), keys their lookup hash and signs embed sessions. Unset: derived
   * from the app secret (development only; buildApp refuses to start without it under NODE_ENV=production).
   */
  apiKeySecret: string | undefined;
  /** AUDIT_ALLOW_PRIVATE=true: the website audit may fetch private, loopback and link-local addresses (development, tests). */
  auditAllowPrivate: boolean;
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
  /**
   * A Cognito-compatible service run separately (cognito-local, LocalStack) standing in for AWS, e.g. http://cognito:9229:
   * the API endpoint for the browser and the token issuer base (`${endpoint}/${userPoolId}`) of the configured pool.
   */
  endpoint: string | undefined;
  localPort: number;
  localConfirmationCode: string;
}

export interface CreditSettings {
  /** Search credits a new account starts with. */
  startingCredits: number;
}

export interface SearchSettings {
  /** Statement time-out of a search (and of the saved-search counts); past it the search answers 408. */
  statementTimeoutMs: number;
}

export interface DownloadSettings {
  /** Rows one download may hold on the free trial and without a plan (below the cheapest paid plan's; server/billing/settings.ts). */
  rowLimit: number;
  /** How long a signed download link stays valid. */
  linkTtlMs: number;
}

export interface MailSettings {
  /** smtp:// or smtps:// address of the outgoing server; unset runs the embedded mail catcher. */
  smtpUrl: string | undefined;
  from: string;
  catcherSmtpPort: number;
  catcherWebPort: number;
  catcherHost: string;
  /** false (MAIL_DELIVERY=off): neither the delivery worker nor the scheduler runs in this process. */
  delivery: boolean;
}

export const DEFAULT_MAIL_FROM = 'PropScout <alerts@propscout.local>';

const whole = (minimum: number, maximum?: number) => Type.Integer({ minimum, ...(maximum === undefined ? {} : { maximum }) });
const port = () => whole(0, 65535);
const text = (maxLength = 2000) => Type.String({ minLength: 1, maxLength });
const address = (schemes: string[], example: string) =>
  Type.String({
    pattern: `^(${schemes.join('|')})://[^\\s/]+`,
    maxLength: 2000,
    description: `an address starting with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}, such as ${example}`,
  });
const oneOf = <const T extends string[]>(...values: T) => Type.Union(values.map((value) => Type.Literal(value)));

/** The environment as the server reads it: every variable optional, blank counts as unset. */
export const EnvSchema = Type.Object({
  NODE_ENV: text(50),
  HOST: text(255),
  PORT: port(),
  PUBLIC_URL: address(['http', 'https'], 'https://portal.example.com'),
  DATA_DIR: text(),
  STORAGE_DIR: text(),
  DATABASE_URL: address(['postgres', 'postgresql'], 'postgres://user:pass@host:5432/db'),
  LOG_LEVEL: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  APP_SECRET: text(1000),
  DEMO_LISTINGS: whole(0),
  VITE_PORT: port(),
  COGNITO_USER_POOL_ID: text(100),
  COGNITO_CLIENT_ID: text(200),
  COGNITO_REGION: Type.String({ pattern: '^[a-z]{2}(-[a-z]+)+-\\d+$', description: 'an AWS region such as us-east-1' }),
  COGNITO_DOMAIN: address(['http', 'https'], 'https://propscout.auth.us-east-1.amazoncognito.com'),
  COGNITO_ENDPOINT: address(['http', 'https'], 'http://localhost:9229'),
  COGNITO_LOCAL_PORT: port(),
  COGNITO_LOCAL_CODE: text(20),
  SEARCH_STARTING_CREDITS: whole(0),
  SEARCH_STATEMENT_TIMEOUT_MS: whole(0),
  DOWNLOAD_ROW_LIMIT: whole(1),
  DOWNLOAD_URL_TTL_MS: whole(1),
  SMTP_URL: address(['smtp', 'smtps'], 'smtp://user:pass@host:587'),
  MAIL_FROM: text(500),
  MAIL_CATCHER_SMTP_PORT: port(),
  MAIL_CATCHER_WEB_PORT: port(),
  MAIL_CATCHER_HOST: text(255),
  MAIL_DELIVERY: oneOf('on', 'off'),
  TRUST_PROXY: Type.String({
    pattern: '^[0-9a-fA-F.:/,\\s]+$',
    maxLength: 2000,
    description: 'comma-separated proxy addresses or CIDRs such as 127.0.0.1,10.0.0.0/8',
  }),
  RATE_LIMIT_PER_MINUTE: whole(1),
  RATE_LIMIT_SENSITIVE_PER_HOUR: whole(1),
  SUPPORT_EMAIL: Type.String({
    pattern: '^[^\\s@<>]+@[^\\s@<>]+$',
    maxLength: 320,
    description: 'an e-mail address such as support@example.com',
  }),
  MAP_STYLE_URL: Type.String({
    pattern: '^(https?://[^\\s/]+[^\\s]*|/(?!/)[^\\s]*)$',
    maxLength: 2000,
    description:
      'an address of a MapLibre style such as https://tiles.example.com/style.json, or a path on the portal such as /basemap/style.json',
  }),
  BILLING_PROVIDER: oneOf('stripe', 'local'),
  STRIPE_SECRET_KEY: Type.String({ pattern: '^(sk|rk)_', maxLength: 500, description: 'a Stripe secret key starting with sk_ or rk_' }),
  STRIPE_WEBHOOK_SECRET: Type.String({
    pattern: '^whsec_',
    maxLength: 500,
    description: 'a Stripe webhook signing secret starting with whsec_',
  }),
  TRIAL_DAYS: whole(1, 365),
  TRIAL_CREDITS: whole(0),
  PAYMENT_GRACE_DAYS: whole(0, 90),
  API_KEY_SECRET: Type.String({
    minLength: 32,
    maxLength: 1000,
    description: 'secret text of at least 32 characters, such as the output of openssl rand -hex 32',
  }),
  AUDIT_ALLOW_PRIVATE: oneOf('true', 'false'),
  DATABASE_READ_URL: address(['postgres', 'postgresql'], 'postgres://user:pass@replica:5432/db'),
  DATABASE_READ_CONNECT_TIMEOUT_MS: whole(100, 60_000),
  S3_BUCKET: Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$', description: 'an S3 bucket name such as propscout-files' }),
  S3_ENDPOINT: address(['http', 'https'], 'http://minio:9000'),
  S3_FORCE_PATH_STYLE: oneOf('true', 'false'),
  METRICS_PORT: port(),
  METRICS_TOKEN: Type.String({ minLength: 16, maxLength: 500, description: 'secret text of at least 16 characters' }),
  JOB_POLL_SECONDS: whole(1, 60),
  JOB_STALL_SECONDS: whole(5, 3600),
  JOB_SWEEP_SECONDS: whole(1, 3600),
  SHUTDOWN_TIMEOUT_MS: whole(0, 600_000),
  RESO_FEED_ID: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$', description: 'a short name of lower-case letters, digits, - or _' }),
  RESO_FEED_URL: address(['http', 'https'], 'https://api.mls.example.com/reso/odata'),
  RESO_TOKEN_URL: address(['http', 'https'], 'https://api.mls.example.com/oauth2/token'),
  RESO_CLIENT_ID: text(500),
  RESO_CLIENT_SECRET: text(1000),
  RESO_SCOPE: text(500),
  RESO_RESOURCE: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', description: 'an OData resource name such as Property' }),
  RESO_MEDIA: oneOf('expand', 'off'),
  RESO_SYNC_MINUTES: whole(1, 1440),
  RESO_PAGE_SIZE: whole(1, 1000),
  ADMIN_EMAILS: Type.String({
    pattern: '^[^\\s@<>,]+@[^\\s@<>,]+(\\s*,\\s*[^\\s@<>,]+@[^\\s@<>,]+)*$',
    maxLength: 5000,
    description: 'comma-separated e-mail addresses such as ops@example.com,lead@example.com',
  }),
});
export type Env = Partial<Static<typeof EnvSchema>>;

/** What a variable must look like, in words, for the error message. */
function expectedForm(schema: TSchema & Record<string, unknown>): string {
  if (schema.type === 'integer') {
    const range = schema.maximum === undefined ? `≥ ${schema.minimum}` : `from ${schema.minimum} to ${schema.maximum}`;
    return `a whole number ${range}`;
  }
  if (Array.isArray(schema.anyOf)) return `one of ${(schema.anyOf as { const: string }[]).map((option) => `'${option.const}'`).join(', ')}`;
  if (typeof schema.description === 'string') return schema.description;
  return `text of at most ${schema.maxLength} characters`;
}

/** The bad value as the error shows it: never a secret, nor the password inside an address. */
function shown(name: string, raw: string): string {
  if (name === 'APP_SECRET' || name === 'API_KEY_SECRET' || name === 'METRICS_TOKEN' || name === 'RESO_CLIENT_SECRET')
    return `a value of ${raw.length} characters`;
  return `'${raw.replace(/\/\/[^@/\s]*@/, '//***@')}'`;
}

/**
 * Reads the variables EnvSchema knows from `env`: a blank value is unset, whole numbers are converted, and the first
 * value that does not fit stops the start with an error naming the variable, the expected form and the value given.
 */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties as unknown as Record<string, TSchema & Record<string, unknown>>)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = schema.type === 'integer' && /^[+-]?\d+$/.test(raw) ? Number(raw) : raw;
    if (!Value.Check(schema, value)) throw new Error(`${name} must be ${expectedForm(schema)}, got ${shown(name, raw)}`);
    parsed[name] = value;
  }
  return parsed as Env;
}

export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): ServerConfig {
  const env = parseEnv(rawEnv);
  const port = env.PORT ?? 3000;
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    host: env.HOST ?? 'localhost',
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? 'info',
    appSecret: env.APP_SECRET,
    demoListings: env.DEMO_LISTINGS,
    vitePort: env.VITE_PORT ?? 5173,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    rateLimit: {
      perMinute: env.RATE_LIMIT_PER_MINUTE ?? 300,
      sensitivePerHour: env.RATE_LIMIT_SENSITIVE_PER_HOUR ?? 20,
    },
    billing: {
      provider: billingProvider(env),
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      trialDays: env.TRIAL_DAYS ?? 14,
      trialCredits: env.TRIAL_CREDITS ?? 200,
      graceDays: env.PAYMENT_GRACE_DAYS ?? 7,
      priceOverrides: stripePriceOverrides(rawEnv),
    },
    supportEmail: env.SUPPORT_EMAIL ?? 'support@propscout.local',
    developerApi: { apiKeySecret: env.API_KEY_SECRET, auditAllowPrivate: env.AUDIT_ALLOW_PRIVATE === 'true' },
    mapStyleUrl: env.MAP_STYLE_URL ?? null,
    cognito: {
      userPoolId: env.COGNITO_USER_POOL_ID,
      clientId: env.COGNITO_CLIENT_ID,
      region: env.COGNITO_REGION ?? 'us-east-1',
      domain: env.COGNITO_DOMAIN?.replace(/\/$/, ''),
      endpoint: env.COGNITO_ENDPOINT?.replace(/\/$/, ''),
      localPort: env.COGNITO_LOCAL_PORT ?? 9229,
      localConfirmationCode: env.COGNITO_LOCAL_CODE ?? '123456',
    },
    credits: { startingCredits: env.SEARCH_STARTING_CREDITS ?? 100 },
    search: { statementTimeoutMs: env.SEARCH_STATEMENT_TIMEOUT_MS ?? 10_000 },
    downloads: { rowLimit: env.DOWNLOAD_ROW_LIMIT ?? 2_500, linkTtlMs: env.DOWNLOAD_URL_TTL_MS ?? 15 * 60 * 1000 },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      catcherSmtpPort: env.MAIL_CATCHER_SMTP_PORT ?? 1025,
      catcherWebPort: env.MAIL_CATCHER_WEB_PORT ?? 1080,
      catcherHost: env.MAIL_CATCHER_HOST ?? '127.0.0.1',
      delivery: env.MAIL_DELIVERY !== 'off',
    },
    databaseReadUrl: env.DATABASE_READ_URL,
    databaseReadConnectTimeoutMs: env.DATABASE_READ_CONNECT_TIMEOUT_MS ?? DEFAULT_REPLICA_CONNECT_TIMEOUT_MS,
    objectStorage: {
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT?.replace(/\/$/, ''),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
    metrics: { port: env.METRICS_PORT, token: env.METRICS_TOKEN },
    jobs: { pollSeconds: env.JOB_POLL_SECONDS ?? 2, stallSeconds: env.JOB_STALL_SECONDS ?? 120, sweepSeconds: env.JOB_SWEEP_SECONDS ?? 60 },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? 25_000,
    feed: feedSettings(env),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** RESO_FEED_URL turns the feed on; it then needs the token endpoint and the client's credentials. */
function feedSettings(env: Env): FeedSettings | null {
  if (!env.RESO_FEED_URL) return null;
  const missing = (['RESO_TOKEN_URL', 'RESO_CLIENT_ID', 'RESO_CLIENT_SECRET'] as const).filter((name) => !env[name]);
  if (missing.length) throw new Error(`RESO_FEED_URL needs ${missing.join(', ')} (the feed's OAuth2 client credentials)`);
  return {
    id: env.RESO_FEED_ID ?? 'reso',
    baseUrl: env.RESO_FEED_URL.replace(/\/+$/, ''),
    tokenUrl: env.RESO_TOKEN_URL!,
    clientId: env.RESO_CLIENT_ID!,
    clientSecret: env.RESO_CLIENT_SECRET!,
    scope: env.RESO_SCOPE,
    resource: env.RESO_RESOURCE ?? 'Property',
    media: env.RESO_MEDIA === 'expand',
    syncMinutes: env.RESO_SYNC_MINUTES ?? 15,
    pageSize: env.RESO_PAGE_SIZE ?? 200,
  };
}

/**
 * Which billing runs, by intent: a live site must never fall back to the built-in test billing (which accepts the test
 * card) because its Stripe keys were forgotten.
 */
function billingProvider(env: Env): BillingEnvironment['provider'] {
  const provider = env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (provider === 'stripe' && !(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET))
    throw new Error(
      'Stripe billing needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or BILLING_PROVIDER=local for the test billing',
    );
  if (provider === 'local' && env.NODE_ENV === 'production' && env.BILLING_PROVIDER !== 'local')
    throw new Error(
      'NODE_ENV=production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; set BILLING_PROVIDER=local to run the built-in test billing (no real payments) on purpose',
    );
  return provider;
}

/** TRUST_PROXY: comma-separated proxy addresses or CIDRs (e.g. `127.0.0.1,10.0.0.0/8`); unset or blank trusts no proxy. */
function trustedProxies(raw: string | undefined): string[] | false {
  const list = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

/** STRIPE_PRICE_<PLAN ID>=price_… for any plan id (the plans live in the database, so the names are not fixed). */
function stripePriceOverrides(rawEnv: NodeJS.ProcessEnv): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [name, raw] of Object.entries(rawEnv)) {
    const plan = name.match(/^STRIPE_PRICE_([A-Z0-9_]+)$/)?.[1];
    const value = raw?.trim();
    if (!plan || !value) continue;
    if (!/^price_\w+$/.test(value)) throw new Error(`${name} must be a Stripe price id starting with price_, got '${value}'`);
    overrides[plan.toLowerCase()] = value;
  }
  return overrides;
}
