import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { createBilling } from './billing/index.ts';
import type { BillingProvider } from './billing/port.ts';
import type { ServerConfig } from './config.ts';
import { systemClock, type Clock } from './credits/clock.ts';
import { credits as creditsDomain } from './credits/credits.ts';
import type { Database } from './db/database.ts';
import type { IdentitySettings } from './identity/identitySettings.ts';
import type { DemoDataState } from './listings/demo/schemas.ts';
import { keySecrets, requireApiKeySecret } from './keys/keySecrets.ts';
import { keyService } from './keys/keyService.ts';
import { AJV_OPTIONS } from './lib/schemaValidator.ts';
import auth, { publicRoutes } from './plugins/auth.ts';
import billingPlugin from './plugins/billing.ts';
import creditsPlugin from './plugins/credits.ts';
import database from './plugins/database.ts';
import demoDataLoading from './plugins/demoDataLoading.ts';
import errors, { frameworkErrorHandler, clientErrorHandler } from './plugins/errors.ts';
import inputBounds from './plugins/inputBounds.ts';
import jobs from './plugins/jobs.ts';
import metrics, { appMetrics } from './plugins/metrics.ts';
import multipartBody from './plugins/multipartBody.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rateLimit.ts';
import { purgeEndedRateLimitWindows } from './rateLimits/rateLimitCountersRepository.ts';
import securityHeaders from './plugins/securityHeaders.ts';
import spa from './plugins/spa.ts';
import { objectStorageFor } from './storage/objectStorage.ts';
import config from './routes/config/index.ts';
import quotes from './routes/credits/index.ts';
import { loadAppSecret, requireAppSecret } from './mail/appSecret.ts';
import automatedEmails from './routes/automatedEmails/index.ts';
import bugs from './routes/bugs/index.ts';
import contacts from './routes/contacts/index.ts';
import dashboard from './routes/dashboard/index.ts';
import downloads from './routes/downloads/index.ts';
import endpoints from './routes/endpoints/index.ts';
import feeds from './routes/feeds/index.ts';
import keys from './routes/keys/index.ts';
import websiteAudit from './routes/websiteAudit/index.ts';
import webhooks from './routes/webhooks/index.ts';
import notifications from './routes/notifications/index.ts';
import groups from './routes/groups/index.ts';
import health from './routes/health/index.ts';
import unsubscribe from './routes/unsubscribe/index.ts';
import properties from './routes/properties/index.ts';
import report from './routes/report/index.ts';
import propertyViews from './routes/propertyViews/index.ts';
import savedSearches from './routes/savedSearches/index.ts';
import localBilling from './routes/localBilling/index.ts';
import search from './routes/search/index.ts';
import subscription from './routes/subscription/index.ts';
import teams from './routes/teams/index.ts';
import users from './routes/users/index.ts';

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  identity: IdentitySettings;
  logger?: FastifyServerOptions['logger'];
  /** The time credit and billing rules go by (search passes, usage and billing periods, trials); tests inject one. Default: the system clock. */
  clock?: Clock;
  /** The local mail catcher's web inbox (startMailServices), shown to users running the portal locally. */
  mailInboxUrl?: () => string | null;
  /** Tests: a billing provider other than the one the settings choose. */
  billingProvider?: BillingProvider;
  /** The demo data the server is seeding in the background (server/listings/demoSeeding.ts); null or absent: none. */
  demoData?: () => DemoDataState | null;
}

/** How often the counters of ended rate-limit windows are deleted (on PostgreSQL, where replicas share them). */
const RATE_LIMIT_PURGE_SECONDS = 10 * 60;

/** Request line and headers: room for a search's largest drawn area (MAX_GEOMETRY_BYTES) URL-encoded. */
export const MAX_HEADER_BYTES = 256 * 1024;

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration loadConfig parsed and checked at start; route plugins hand its parts to the domain modules. */
    config: ServerConfig;
  }
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // A drawn area travels in the search's query string (up to 64 KB of JSON, more once URL-encoded): Node's 16 KB
    // default for the request line and headers would refuse a detailed polygon with a 431.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    ajv: { customOptions: AJV_OPTIONS },
    // Errors raised before routing (a malformed URL, headers too large) answer in the API's {detail} shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Only the configured proxies (TRUST_PROXY) may set the client address and protocol; links never read the Host.
    trustProxy: options.config.trustProxy,
    // `/users/profile` and `/users/profile/` reach the same route, registered once.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', options.config);

  await app.register(errors);
  await app.register(inputBounds);
  await app.register(database, { db: options.db });
  await app.register(multipartBody);
  await app.register(openapi, { publicUrl: options.config.publicUrl });
  const clock = options.clock ?? systemClock;
  const measured = appMetrics();
  const credits = creditsDomain(options.db, clock, options.config.credits.startingCredits, measured.creditsSpent);
  await app.register(creditsPlugin, { credits });
  const billing = createBilling({
    db: options.db,
    dataDir: options.config.dataDir,
    publicUrl: options.config.publicUrl,
    clock,
    credits,
    environment: options.config.billing,
    defaults: { downloadRowLimit: options.config.downloads.rowLimit, startingCredits: options.config.credits.startingCredits },
    provider: options.billingProvider,
  });
  const appSecret = loadAppSecret(options.config.dataDir, options.config.appSecret);
  const production = options.config.nodeEnv === 'production';
  const secrets = keySecrets({ apiKeySecret: options.config.developerApi.apiKeySecret, appSecret });
  const apiKeys = keyService(options.db, secrets, billing.access, clock);
  await app.register(auth, { identity: options.identity, production, apiKeys });
  requireApiKeySecret({ apiKeySecret: options.config.developerApi.apiKeySecret, production });
  requireAppSecret({ appSecret: options.config.appSecret, production });
  await app.register(securityHeaders, {
    publicUrl: options.config.publicUrl,
    identity: options.identity,
    mapStyleUrl: options.config.mapStyleUrl,
  });
  await app.register(rateLimit, { limits: options.config.rateLimit });
  await app.register(metrics, { metrics: measured, settings: options.config.metrics, host: options.config.host });
  await app.register(demoDataLoading, { demoData: options.demoData ?? (() => null) });
  await app.register(async (docs) => {
    publicRoutes(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  // Started once the settings have been checked (above), so a refused start leaves no queue running.
  await app.register(jobs, { settings: options.config.jobs, shutdownTimeoutMs: options.config.shutdownTimeoutMs });
  await app.jobs.every('rate-limits.purge-ended-windows', RATE_LIMIT_PURGE_SECONDS, async () => {
    await purgeEndedRateLimitWindows(options.db);
  });
  await app.register(billingPlugin, { billing });

  // One store for the files the portal keeps (S3_BUCKET, else STORAGE_DIR), so that any replica serves any file.
  const storage = objectStorageFor(options.config);
  await app.register(
    async (api) => {
      await api.register(health, { identity: options.identity, demoData: options.demoData });
      await api.register(config, { identity: options.identity, mailInboxUrl: options.mailInboxUrl, demoData: options.demoData });
      await api.register(users);
      await api.register(contacts);
      await api.register(groups);
      await api.register(teams);
      await api.register(import('./routes/deals/index.ts'));
      await api.register(automatedEmails, { publicUrl: options.config.publicUrl, appSecret });
      await api.register(unsubscribe, { appSecret });
      await api.register(search);
      await api.register(import('./routes/map/index.ts'));
      await api.register(quotes);
      await api.register(dashboard);
      await api.register(downloads, { storage, appSecret });
      await api.register(savedSearches);
      await api.register(properties, { appSecret });
      await api.register(import('./routes/propertyLists/index.ts'));
      await api.register(subscription, { billing });
      await api.register(report);
      await api.register(propertyViews);
      await api.register(bugs, { storage, supportEmail: options.config.supportEmail });
      await api.register(keys, { apiKeys });
      await api.register(endpoints);
      await api.register(websiteAudit, { apiKeys, allowPrivate: options.config.developerApi.auditAllowPrivate });
      await api.register(webhooks, { allowPrivate: options.config.developerApi.auditAllowPrivate, clock: options.clock });
      await api.register(notifications, { clock: options.clock });
      await api.register(feeds);
    },
    { prefix: '/api' },
  );
  if (billing.local) await app.register(localBilling, { local: billing.local });
  await app.register(spa, { root: distDir, sourceMaps: !production, frameAncestors: (embedId) => apiKeys.frameAncestors(embedId) });
  return app;
}
