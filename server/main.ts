import { startAdminSocket } from './admin/adminSocket.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { cognitoIdentity, localIdentity } from './identity/identitySettings.ts';
import { devOnlyImport } from './lib/devOnlyImport.ts';
import { countArg } from './listings/countArg.ts';
import { startMailServices } from './mail/mailServices.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A bad setting stops the start with its own message (which variable, what form), not a stack trace.
    console.error(`PropScout cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const db = await openDatabase(config);
await migrate(db);
// The embedded defaults load on demand (await import()), so a production install runs without them.
// Demo listings fill the embedded PGlite database; an external PostgreSQL gets them only when asked (DEMO_LISTINGS, --count).
const wantsDemo = db.kind === 'pglite' || config.demoListings !== undefined || process.argv.some((a) => a.startsWith('--count'));
const demo = wantsDemo
  ? await import('./listings/demoData.ts').then(({ DEFAULT_DEMO_COUNT, seedDemoListingsIfEmpty }) =>
      seedDemoListingsIfEmpty(db, {
        count: countArg(process.argv, config.demoListings ?? DEFAULT_DEMO_COUNT),
        log: everyFewSeconds((message) => console.log(`  first start, generating demo data: ${message}`)),
      }),
    )
  : { seeded: 0 };

const localProvider =
  config.cognito.userPoolId || config.cognito.endpoint
    ? null
    : await devOnlyImport(
        () => import('./identity/localIdentityProvider.ts'),
        'COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID are not set',
      ).then(({ startLocalIdentityProvider }) =>
        startLocalIdentityProvider({
          dataDir: config.dataDir,
          port: config.cognito.localPort,
          confirmationCode: config.cognito.localConfirmationCode,
          // The Vite dev server (npm run dev) serves the same app on its own port.
          callbackUrls: [`${config.publicUrl}/login/callback`, `http://localhost:${config.vitePort}/login/callback`],
        }),
      );
const identity = localProvider ? localIdentity(localProvider, config.cognito.region) : cognitoIdentity(config.cognito);

// GET /api/config/ tells the portal where the local mail catcher's inbox is, once it runs.
let mailInboxUrl: string | null = null;
const app = await buildApp({ config, db, identity, mailInboxUrl: () => mailInboxUrl, logger: { level: config.logLevel } });
await app.listen({ port: config.port, host: config.host });
const mail = await startMailServices({ db, config, logger: app.log });
// The embedded database is this process's alone: `npm run import` reaches it through this socket.
const adminSocket = db.kind === 'pglite' ? await startAdminSocket({ dataDir: config.dataDir, db, log: app.log }) : null;
mailInboxUrl = mail.inboxUrl;

const lines = [
  '',
  `  PropScout is running: ${config.publicUrl}`,
  `  Database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  localProvider
    ? `  Identity: cognito-local at ${localProvider.endpoint} (pool ${localProvider.userPoolId}); sign-up confirmation code: ${config.cognito.localConfirmationCode}`
    : `  Identity: ${identity.endpoint ? `Cognito-compatible service at ${identity.endpoint}` : 'Amazon Cognito'} pool ${identity.userPoolId} (${identity.region})`,
  `  Mail: ${mail.inboxUrl ? `local mail catcher, inbox at ${mail.inboxUrl} (SMTP ${mail.smtpUrl})` : 'SMTP_URL'}`,
  `  API docs: ${config.publicUrl}/api/docs`,
  demo.seeded ? `  Demo data: ${demo.seeded.toLocaleString('en-US')} generated listings (labelled demo data in the portal)` : '',
  '',
];
console.log(lines.join('\n'));

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await app.close();
  await adminSocket?.close();
  await mail.stop();
  await localProvider?.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

/** Progress lines at most every 5 seconds: seeding reports every state. */
function everyFewSeconds(print: (message: string) => void) {
  let last = 0;
  return (message: string) => {
    if (Date.now() - last < 5000) return;
    last = Date.now();
    print(message);
  };
}
