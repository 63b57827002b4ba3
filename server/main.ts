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
// A first start's initdb runs in a worker thread (server/db/pgliteInit.ts) while the identity provider starts here.
const opening = openDatabase(config);
opening.catch(() => undefined); // awaited below, where a failure stops the start
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
const db = await opening;
await migrate(db);
// The embedded defaults load on demand (await import()), so a production install runs without them.
// Demo listings fill the embedded PGlite database; an external PostgreSQL gets them only when asked (DEMO_LISTINGS, --count).
// They load in the background, from the moment the server listens: the portal is healthy within seconds and shows the progress.
const wantsDemo = db.kind === 'pglite' || config.demoListings !== undefined || process.argv.some((a) => a.startsWith('--count'));
let listening = () => {};
const demo = wantsDemo
  ? await Promise.all([import('./listings/demoData.ts'), import('./listings/demoSeeding.ts')]).then(
      ([{ DEFAULT_DEMO_COUNT }, { backgroundDemoSeeding }]) =>
        backgroundDemoSeeding(db, {
          count: countArg(process.argv, config.demoListings ?? DEFAULT_DEMO_COUNT),
          // Listings are generated (in a worker thread) while the server starts, and written once it listens.
          writeAfter: new Promise<void>((resolve) => (listening = resolve)),
          log: everyFewSeconds((message) => console.log(`  first start, loading demo data: ${message}`)),
          onError: (error) =>
            console.error(`  Demo data could not be loaded (the next start tries again): ${error.stack ?? error.message}`),
        }),
    )
  : null;
let listenedAt = 0;
void demo?.run().then(() => {
  const { status, loaded } = demo.state();
  const seconds = ((Date.now() - listenedAt) / 1000).toFixed(1);
  if (status === 'ready')
    console.log(`  Demo data ready: ${loaded.toLocaleString('en-US')} listings searchable (${seconds} s after listening)`);
});

const identity = localProvider ? localIdentity(localProvider, config.cognito.region) : cognitoIdentity(config.cognito);

// GET /api/config/ tells the portal where the local mail catcher's inbox is, once it runs.
let mailInboxUrl: string | null = null;
const app = await buildApp({
  config,
  db,
  identity,
  mailInboxUrl: () => mailInboxUrl,
  demoData: () => demo?.state() ?? null,
  logger: { level: config.logLevel },
});
await app.listen({ port: config.port, host: config.host });
listenedAt = Date.now();
listening();
// Metrics stored under older valuation rules (an upgraded install) are recomputed in the background, so the property page and
// the full report agree again; a fresh demo database is current already.
if (!demo)
  void import('./listings/metrics/recompute.ts')
    .then(({ refreshStaleMetrics }) => refreshStaleMetrics(db, new Date(), (message) => console.log(`  ${message}`)))
    .catch((error: Error) => console.error(`  Listing metrics could not be recomputed: ${error.stack ?? error.message}`));
const mail = await startMailServices({ db, config, jobs: app.jobs, logger: app.log });
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
  demo
    ? `  Demo data: loading ${demo.state().total.toLocaleString('en-US')} generated listings in the background (the portal shows the progress; labelled demo data)`
    : '',
  '',
];
console.log(lines.join('\n'));

let stopping = false;
/**
 * SIGTERM (a rolling deploy, a scale-down) or SIGINT: stop taking requests (new ones on open connections answer 503),
 * let requests in progress end, give running jobs until SHUTDOWN_TIMEOUT_MS and hand the rest back to the queue for
 * another replica, then close the pools. A shutdown that hangs past the time-out exits anyway.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: finishing requests and jobs in progress');
  const deadline = setTimeout(() => {
    console.error(`PropScout did not stop within SHUTDOWN_TIMEOUT_MS (${config.shutdownTimeoutMs} ms) and a 5 s grace; exiting.`);
    process.exit(1);
  }, config.shutdownTimeoutMs + 5000);
  deadline.unref();
  await app.close();
  await adminSocket?.close();
  await mail.stop();
  await localProvider?.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** Progress lines at most every 5 seconds: seeding reports every state. */
function everyFewSeconds(print: (message: string) => void) {
  let last = 0;
  return (message: string) => {
    if (Date.now() - last < 5000) return;
    last = Date.now();
    print(message);
  };
}
