import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { credits } from '../../server/credits/credits.ts';
import { openPostgres, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { downloadsRepository } from '../../server/downloads/downloadsRepository.ts';
import { DOWNLOAD_JOBS, downloadService, startDownloadJobs } from '../../server/downloads/downloadService.ts';
import { startJobQueue, type JobLogger } from '../../server/jobs/jobQueue.ts';
import { currentSchema } from '../../server/jobs/jobQueueRepository.ts';
import { fileSystemStorage } from '../../server/storage/fileSystemStorage.ts';
import { AUSTIN, fetchLink, searchRows, startDownload, tempStorage } from './downloadHelpers.ts';
import { bearer, newTestSchemaUrl, registeredUser, testIdentity, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';
import type { Harness } from './searchHelpers.ts';

/** Replicas that notice a stopped build within seconds: a lease of 5 s, a sweep and a poll every second. */
const ENV = { DATA_DIR: '/tmp/propscout-test', JOB_STALL_SECONDS: '5', JOB_SWEEP_SECONDS: '1', JOB_POLL_SECONDS: '1' };
const url = process.env.TEST_DATABASE_URL;
const storageDir = tempStorage();
const config = loadConfig({ ...ENV, STORAGE_DIR: storageDir });
const opened: Database[] = [];
let schemaUrl: string;

/** A replica: its own connection pool on the one schema, its own job workers, the shared file storage. */
async function replica(): Promise<Harness> {
  const db = await openPostgres(schemaUrl);
  opened.push(db);
  const app = await buildApp({ config, db, identity: testIdentity() });
  await app.ready();
  return { app, db, close: () => app.close() };
}

const quietLog: JobLogger = { info() {}, warn() {}, error() {}, child: () => quietLog };

beforeAll(async () => {
  if (!url) return;
  schemaUrl = await newTestSchemaUrl(url);
  const db = await openPostgres(schemaUrl);
  opened.push(db);
  await migrate(db);
  await insertFixture(db);
});
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const balanceOf = async (h: Harness, user: TestUser) =>
  (await h.app.inject({ method: 'GET', url: '/api/searches/credits/', headers: bearer(user) })).json().balance as number;

describe.skipIf(!url)('download builds shared by two replicas on one PostgreSQL', { timeout: 90_000 }, () => {
  it('a download started on one replica is built by either, and its file is served by both', async () => {
    const [a, b] = [await replica(), await replica()];
    try {
      const user = await registeredUser(a.app);
      const record = await startDownload(a, user, `${AUSTIN}&file_type=csv`);
      // Opened on the other replica: it waits for the build wherever it runs, then streams the stored file.
      const fromB = await fetchLink(b, record.download_url);
      expect(fromB.statusCode, fromB.body).toBe(200);
      const rows = parse(fromB.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
      expect(rows.map((r) => r['Listing ID'])).toEqual((await searchRows(a, user, AUSTIN)).map((r) => r.listing_key));
      expect((await fetchLink(a, record.download_url)).body).toBe(fromB.body);
      const [row] = await a.db.query<{ build_attempts: number }>('select build_attempts from downloads where id = $1', [record.id]);
      expect(row!.build_attempts).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a healthy build that runs longer than JOB_STALL_SECONDS is neither retried nor taken over', async () => {
    const db = await openPostgres(schemaUrl);
    opened.push(db);
    const repository = downloadsRepository(db);
    // A slow but live build: its first batch reports progress (renewing the lease) every second for 8 s, past the 5 s stall.
    const slow = {
      ...repository,
      async progress(id: number, rows: number, token: string, lease: number) {
        for (let second = 0; second < 8; second++) {
          if (!(await repository.progress(id, rows, token, lease))) return false;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        return repository.progress(id, rows, token, lease);
      },
    };
    const ledger = credits(db, undefined, config.credits.startingCredits);
    const jobs = await startJobQueue({ db, settings: config.jobs, log: quietLog });
    const service = downloadService(db, slow, fileSystemStorage(storageDir), quietLog, config, ledger, jobs);
    await startDownloadJobs(jobs, service, config, false);
    try {
      const first = await replica();
      const user = await registeredUser(first.app);
      await first.close();
      const [{ id: userId }] = await db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [user.sub]);
      const started = await service.start({ userId, query: { location: 'Austin, TX' }, fileType: 'csv', auctionList: false });
      expect(await service.settled(started, 60_000)).toMatchObject({ status: 'ready', rows_written: started.row_count });
      const [download] = await db.query<{ build_attempts: number }>('select build_attempts from downloads where id = $1', [started.id]);
      expect(download!.build_attempts).toBe(1);
      // The queue did not count the long try as stalled: its one job completed, never failed for a retry.
      const jobState = async () =>
        (
          await db.query<{ state: string; retry_count: number }>(
            `select state, retry_count from ${await currentSchema(db)}_jobs.job where name = $1 and singleton_key = $2`,
            [DOWNLOAD_JOBS.build, String(started.id)],
          )
        )[0];
      for (let wait = 0; (await jobState())?.state === 'active' && wait < 50; wait++) await new Promise((r) => setTimeout(r, 100));
      expect(await jobState()).toEqual({ state: 'completed', retry_count: 0 });
    } finally {
      await jobs.stop(1000);
    }
  });

  it('a build whose replica stopped mid-way is finished by another once its lease lapses, charged once', async () => {
    // The first replica: a real build whose worker stops after its first batch (as a killed replica's would).
    const db = await openPostgres(schemaUrl);
    opened.push(db);
    const repository = downloadsRepository(db);
    let stalled!: (id: number) => void;
    const building = new Promise<number>((resolve) => (stalled = resolve));
    const stalling = {
      ...repository,
      async progress(id: number, rows: number, token: string, lease: number) {
        await repository.progress(id, rows, token, lease);
        stalled(id);
        return new Promise<boolean>(() => {});
      },
    };
    const ledger = credits(db, undefined, config.credits.startingCredits);
    const jobs = await startJobQueue({ db, settings: config.jobs, log: quietLog });
    const service = downloadService(db, stalling, fileSystemStorage(storageDir), quietLog, config, ledger, jobs);
    await startDownloadJobs(jobs, service, config, false);

    // The user registers on a replica that is gone again before the download: only the stopping one can take its job.
    const first = await replica();
    const user = await registeredUser(first.app);
    await first.close();
    {
      const [{ id: userId }] = await db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [user.sub]);
      const started = await service.start({ userId, query: { location: 'Dallas, TX' }, fileType: 'json', auctionList: false });
      expect(await building).toBe(started.id);
      const charged = await ledger.balance(userId);
      expect(charged).toBe(config.credits.startingCredits - started.credits_charged);
      // The first replica stops taking jobs; its build stays stopped mid-way, its lease running out.
      await jobs.stop(1000);

      const other = await replica();
      try {
        const ended = await service.settled(started, 60_000);
        expect(ended).toMatchObject({ status: 'ready', rows_written: started.row_count });
        const [row] = await db.query<{ build_attempts: number }>('select build_attempts from downloads where id = $1', [started.id]);
        expect(row!.build_attempts).toBeGreaterThanOrEqual(2);
        // Built twice, paid once: the takeover neither charged again nor refunded.
        expect(await balanceOf(other, user)).toBe(charged);
        const record = (
          await other.app.inject({ method: 'GET', url: `/api/searches/properties/downloads/${started.id}/`, headers: bearer(user) })
        ).json();
        const file = await fetchLink(other, record.download_url);
        expect(file.statusCode).toBe(200);
        const listed = await searchRows(other, user, `location=${encodeURIComponent('Dallas, TX')}`);
        expect((JSON.parse(file.body) as { listing_key: string }[]).map((r) => r.listing_key)).toEqual(listed.map((r) => r.listing_key));
      } finally {
        await other.close();
      }
    }
  });
});
