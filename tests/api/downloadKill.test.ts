import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/database.ts';
import { testIdentity } from './helpers.ts';

const dirs: string[] = [];
const portals: ChildProcess[] = [];
afterEach(() => {
  portals.splice(0).forEach((portal) => portal.kill('SIGKILL'));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** The half-written file, once the build's stream has opened it (its open may complete after the first batch). */
async function partFile(storageDir: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = fs.existsSync(storageDir) ? (fs.readdirSync(storageDir, { recursive: true }) as string[]) : [];
    const part = files.find((f) => f.endsWith('.part'));
    if (part) return part;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A portal stand-in: the embedded database on disk, the fixture listings, one user, the job queue, and a real download
 * build that stalls after its first batch (as a long build is mid-way), announcing the build and the balance after its charge.
 */
const portalScript = (dataDir: string, storageDir: string) => `
  import { loadConfig } from './server/config.ts';
  import { openPglite } from './server/db/database.ts';
  import { migrate } from './server/db/migrate.ts';
  import { credits } from './server/credits/credits.ts';
  import { downloadsRepository } from './server/downloads/downloadsRepository.ts';
  import { downloadService, startDownloadJobs } from './server/downloads/downloadService.ts';
  import { startJobQueue } from './server/jobs/jobQueue.ts';
  import { fileSystemStorage } from './server/storage/fileSystemStorage.ts';
  import { insertFixture } from './tests/api/listingFixtures.ts';
  const config = loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)}, STORAGE_DIR: ${JSON.stringify(storageDir)}, JOB_POLL_SECONDS: '1' });
  const db = await openPglite(${JSON.stringify(path.join(dataDir, 'db'))});
  await migrate(db);
  await insertFixture(db);
  const [user] = await db.query("insert into users (cognito_sub, cognito_username, email) values ('killed', 'killed', 'killed@example.com') returning id::int as id");
  const repository = downloadsRepository(db);
  const stalling = {
    ...repository,
    async progress(id, rows, token, lease) {
      await repository.progress(id, rows, token, lease);
      const balance = await credits(db, undefined, config.credits.startingCredits).balance(user.id);
      console.log('BUILDING ' + JSON.stringify({ id, balance }));
      await new Promise(() => {});
    },
  };
  const log = { error: console.error, warn: console.warn, info() {}, child() { return log; } };
  const jobs = await startJobQueue({ db, settings: config.jobs, log });
  const service = downloadService(db, stalling, fileSystemStorage(config.storageDir), log, config, credits(db, undefined, config.credits.startingCredits), jobs);
  await startDownloadJobs(jobs, service, config, true);
  await service.start({ userId: user.id, query: { location: 'Austin, TX' }, fileType: 'csv', auctionList: false });
  setInterval(() => {}, 60_000); // a serving portal stays up until killed
`;

function startPortal(dataDir: string, storageDir: string) {
  const portal = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', portalScript(dataDir, storageDir)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  portals.push(portal);
  const building = new Promise<{ id: number; balance: number }>((resolve, reject) => {
    let out = '';
    portal.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /BUILDING (\{.*\})/.exec(out);
      if (match) resolve(JSON.parse(match[1]!) as { id: number; balance: number });
    });
    portal.on('exit', (code) => reject(new Error(`the portal stand-in exited with ${code} before building`)));
  });
  return { portal, building };
}

// The embedded database at the next start (one owner, so at once): the PostgreSQL test of two apps covers a takeover by another replica.
describe.skipIf(process.env.TEST_DATABASE_URL)('kill -9 during a download build', { timeout: 120_000 }, () => {
  it('the next start builds the file again whole, removing the half-written part, and charges nothing more', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-kill-'));
    dirs.push(dataDir);
    const storageDir = path.join(dataDir, 'files');
    const { portal, building } = startPortal(dataDir, storageDir);
    const { id, balance } = await building;

    const part = await partFile(storageDir);
    expect(part).toBeDefined();
    const exited = new Promise((resolve) => portal.once('exit', resolve));
    portal.kill('SIGKILL');
    await exited;
    // The killed process could release nothing: its lock and its half-written file are still there.
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
    expect(fs.existsSync(path.join(storageDir, part!))).toBe(true);

    const db = await openPglite(path.join(dataDir, 'db'));
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, STORAGE_DIR: storageDir, JOB_POLL_SECONDS: '1' }),
      db,
      identity: testIdentity(),
    });
    try {
      await app.ready();
      const download = await settledRow(db, id);
      expect(download).toMatchObject({ status: 'ready', rows_written: 8, build_attempts: 2 });
      expect(fs.existsSync(path.join(storageDir, part!))).toBe(false);
      const file = fs.readFileSync(path.join(storageDir, download.storage_key), 'utf8');
      expect(file.trim().split('\r\n')).toHaveLength(1 + 8);
      const [account] = await db.query<{ balance: number }>('select balance::int as balance from credit_accounts');
      expect(account!.balance).toBe(balance);
      const ledger = await db.query<{ kind: string }>('select kind from credit_ledger order by id');
      expect(ledger.at(-1)).toEqual({ kind: 'download' });
    } finally {
      await app.close();
      await db.close();
    }
  });
});

/** The download once its build ended (ready or failed), read from the database as any replica would. */
async function settledRow(db: Awaited<ReturnType<typeof openPglite>>, id: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const [row] = await db.query<{ status: string; rows_written: number; build_attempts: number; storage_key: string }>(
      'select status, rows_written, build_attempts, storage_key from downloads where id = $1',
      [id],
    );
    if (row && row.status !== 'building') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`download ${id} is still building`);
}
