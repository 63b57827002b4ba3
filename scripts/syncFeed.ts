import { loadConfig } from '../server/config.ts';
import { DatabaseLockedError } from '../server/db/dataDirLock.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { feedService } from '../server/listings/feeds/feedService.ts';

// npm run sync:feed [-- --full]: one sync of the configured RESO Web API feed (RESO_FEED_URL…) into the configured database
// (DATABASE_URL or PGlite in DATA_DIR), by hand; the portal itself syncs it every RESO_SYNC_MINUTES on its job queue.
// Ctrl-C stops it after the page in hand; the next sync (here or in the portal) resumes at the page after it.
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--full');
if (unknown.length) {
  console.error(`Usage: npm run sync:feed [-- --full]   (unknown: ${unknown.join(' ')})`);
  process.exit(2);
}
const config = loadConfig();
const feed = config.feed;
if (!feed) {
  console.error('No feed is configured: set RESO_FEED_URL, RESO_TOKEN_URL, RESO_CLIENT_ID and RESO_CLIENT_SECRET (docs/feeds.md).');
  process.exit(2);
}
const stop = new AbortController();
process.once('SIGINT', () => {
  console.log('Stopping after the page in hand…');
  stop.abort();
});
const line = (obj: object, msg?: string) => console.log(`${msg ?? ''} ${JSON.stringify(obj)}`);
let db;
try {
  db = await openDatabase(config);
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(
    `The portal (pid ${error.holderPid}) holds the embedded database and syncs the feed itself every ${feed.syncMinutes} minutes; ` +
      `to sync now, POST /api/feeds/${feed.id}/sync/ as an operator (ADMIN_EMAILS), or stop the portal and run this again.`,
  );
  process.exit(1);
}
try {
  await migrate(db);
  const started = Date.now();
  const result = await feedService({ db, feed }).sync({
    owner: `cli-${process.pid}`,
    log: { info: line, warn: line },
    full: args.includes('--full'),
    signal: stop.signal,
  });
  if (result.outcome === 'busy') {
    console.error(`Another sync of the feed ${feed.id} is running (in the portal or another command); try again when it ends.`);
    process.exitCode = 1;
  } else {
    const s = result.state;
    console.log(
      `${result.outcome === 'finished' ? 'Synced' : 'Stopped'} ${feed.id}${result.resumed ? ' (resumed)' : ''}: ${s.pages} pages, ` +
        `${s.received} records, ${s.inserted} new, ${s.updated} updated, ${s.off_market} off market, ${s.skipped} skipped ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s; high-water mark ${s.high_water ?? 'none yet'}.`,
    );
    if (result.outcome === 'failed') {
      console.error(`Error: ${result.error}`);
      process.exitCode = 1;
    }
  }
} finally {
  await db.close();
}
