import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { cognitoIdentity, localIdentity } from './identity/identitySettings.ts';
import { startLocalIdentityProvider } from './identity/localIdentityProvider.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);

const localProvider = config.cognito.userPoolId
  ? null
  : await startLocalIdentityProvider({
      dataDir: config.dataDir,
      port: config.cognito.localPort,
      confirmationCode: config.cognito.localConfirmationCode,
      callbackUrls: [`${config.publicUrl}/login/callback`],
    });
const identity = localProvider ? localIdentity(localProvider, config.cognito.region) : cognitoIdentity(config.cognito);

const app = await buildApp({ config, db, identity, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `  PropScout is running: ${config.publicUrl}`,
  `  Database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  localProvider
    ? `  Identity: cognito-local at ${localProvider.endpoint} (pool ${localProvider.userPoolId}); sign-up confirmation code: ${config.cognito.localConfirmationCode}`
    : `  Identity: Amazon Cognito pool ${identity.userPoolId} (${identity.region})`,
  `  API docs: ${config.publicUrl}/api/docs`,
  '',
];
console.log(lines.join('\n'));

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await app.close();
  await localProvider?.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
