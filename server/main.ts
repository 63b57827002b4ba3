import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { cognitoIdentity, localIdentity } from './identity/identitySettings.ts';
import { startLocalIdentityProvider } from './identity/localIdentityProvider.ts';
import { DEFAULT_DEMO_COUNT, seedDemoListingsIfEmpty } from './listings/demoData.ts';
import { startMailServices } from './mail/mailServices.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const demo = await seedDemoListingsIfEmpty(db, { count: demoListingCount(), log: (message) => console.log(`  demo data: ${message}`) });

const localProvider = config.cognito.userPoolId
  ? null
  : await startLocalIdentityProvider({
      dataDir: config.dataDir,
      port: config.cognito.localPort,
      confirmationCode: config.cognito.localConfirmationCode,
      // The Vite dev server (npm run dev) serves the same app on its own port.
      callbackUrls: [`${config.publicUrl}/login/callback`, `http://localhost:${process.env.VITE_PORT ?? 5173}/login/callback`],
    });
const identity = localProvider ? localIdentity(localProvider, config.cognito.region) : cognitoIdentity(config.cognito);

// Automated emails: delivery worker, scheduler and, without SMTP_URL, the local mail catcher (docs/automated-emails.md).
const mail = await startMailServices({ db, config, logger: console });
const app = await buildApp({ config, db, identity, mailInboxUrl: mail.inboxUrl, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `  PropScout is running: ${config.publicUrl}`,
  `  Database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  localProvider
    ? `  Identity: cognito-local at ${localProvider.endpoint} (pool ${localProvider.userPoolId}); sign-up confirmation code: ${config.cognito.localConfirmationCode}`
    : `  Identity: Amazon Cognito pool ${identity.userPoolId} (${identity.region})`,
  `  API docs: ${config.publicUrl}/api/docs`,
  mail.inboxUrl ? `  Mail: nothing leaves this machine; sent mail shows in the mail catcher's inbox at ${mail.inboxUrl}` : '  Mail: sent through SMTP_URL',
  demo.seeded ? `  Demo data: ${demo.seeded.toLocaleString('en-US')} generated listings (labelled demo data in the portal)` : '',
  '',
];
console.log(lines.join('\n'));

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await app.close();
  await mail.stop();
  await localProvider?.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

/** `npm start -- --count N` or DEMO_LISTINGS=N sizes the demo data seeded into an empty database. */
function demoListingCount(): number {
  const flag = process.argv.indexOf('--count');
  const value = flag >= 0 ? process.argv[flag + 1] : process.env.DEMO_LISTINGS;
  const count = Number(value ?? DEFAULT_DEMO_COUNT);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--count must be a whole number, not ${value}`);
  return count;
}
