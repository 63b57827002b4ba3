import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config.ts';
import { startingCredits } from './credits/creditsRepository.ts';
import { defaultDownloadRowLimit } from './credits/downloadCredits.ts';
import type { Database } from './db/database.ts';
import { downloadLinkTtlMs } from './downloads/signedUrl.ts';
import type { IdentitySettings } from './identity/identitySettings.ts';
import { AJV_OPTIONS } from './lib/schemaValidator.ts';
import { searchTimeoutMs } from './listings/search/statementTimeout.ts';
import auth from './plugins/auth.ts';
import database from './plugins/database.ts';
import errors, { frameworkErrorHandler, clientErrorHandler } from './plugins/errors.ts';
import inputBounds from './plugins/inputBounds.ts';
import spa from './plugins/spa.ts';
import config from './routes/config/index.ts';
import { loadAppSecret } from './mail/appSecret.ts';
import automatedEmails from './routes/automatedEmails/index.ts';
import contacts from './routes/contacts/index.ts';
import downloads from './routes/downloads/index.ts';
import groups from './routes/groups/index.ts';
import health from './routes/health/index.ts';
import unsubscribe from './routes/unsubscribe/index.ts';
import properties from './routes/properties/index.ts';
import savedSearches from './routes/savedSearches/index.ts';
import search from './routes/search/index.ts';
import users from './routes/users/index.ts';

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  identity: IdentitySettings;
  logger?: FastifyServerOptions['logger'];
  /** The local mail catcher's web inbox (startMailServices), shown to users running the portal locally. */
  mailInboxUrl?: () => string | null;
}

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** Settings read per call (so tests and operators can change them live), read once here so a bad value stops the start. */
function checkLiveSettings() {
  searchTimeoutMs();
  startingCredits();
  downloadLinkTtlMs();
  defaultDownloadRowLimit();
}

export async function buildApp(options: AppOptions) {
  checkLiveSettings();
  const app = Fastify({
    logger: options.logger ?? false,
    ajv: { customOptions: AJV_OPTIONS },
    // Errors raised before routing (a malformed URL, headers too large) answer in the API's {detail} shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    trustProxy: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errors);
  await app.register(inputBounds);
  await app.register(database, { db: options.db });
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 20 * 1024 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'PropScout API', version: '1' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(auth, { identity: options.identity, production: options.config.nodeEnv === 'production' });

  const appSecret = loadAppSecret(options.config.dataDir);
  await app.register(
    async (api) => {
      await api.register(health, { identity: options.identity });
      await api.register(config, { identity: options.identity, mailInboxUrl: options.mailInboxUrl });
      await api.register(users);
      await api.register(contacts);
      await api.register(groups);
      await api.register(automatedEmails, { publicUrl: options.config.publicUrl, appSecret });
      await api.register(unsubscribe, { appSecret });
      await api.register(search);
      await api.register(downloads, { storageDir: options.config.storageDir, appSecret });
      await api.register(savedSearches);
      await api.register(properties);
    },
    { prefix: '/api' },
  );
  await app.register(spa, { root: distDir });
  return app;
}
