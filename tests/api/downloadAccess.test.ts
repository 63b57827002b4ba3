import fs from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { downloadService, MAX_BUILD_ATTEMPTS, StillBuildingElsewhere } from '../../server/downloads/downloadService.ts';
import { fileSystemStorage } from '../../server/storage/fileSystemStorage.ts';
import { downloadsRepository } from '../../server/downloads/downloadsRepository.ts';
import { addressKey } from '../../server/listings/listingRow.ts';
import { upsertListings } from '../../server/listings/listingsWriteRepository.ts';
import { AUSTIN, fetchLink, searchRows, startDownload, tempStorage } from './downloadHelpers.ts';
import { bearer, registeredUser, testIdentity, type TestUser } from './helpers.ts';
import { FIXTURE, fixtureRow } from './listingFixtures.ts';
import { getJson, searchHarness, setCredits } from './searchHelpers.ts';

let h: Awaited<ReturnType<typeof searchHarness>>;
let other: TestUser;
const storageDir = tempStorage();
beforeAll(async () => {
  h = await searchHarness();
  // The harness's app keeps the default storage; this suite's app writes to its own folder.
  await h.app.close();
  h.app = await buildApp({
    config: loadConfig({ DATA_DIR: '/tmp/propscout-test', STORAGE_DIR: storageDir }),
    db: h.db,
    identity: testIdentity(),
  });
  other = await registeredUser(h.app);
});
afterAll(async () => {
  await h.app.close();
  await h.close();
});

const rename = (user: TestUser, payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/searches/properties/downloads/rename/', headers: bearer(user), payload });

describe('download ownership', () => {
  it('serves the file by its signed link or the owner token, and to nobody else', async () => {
    const { id, download_url: link } = await startDownload(h, h.user, `${AUSTIN}&file_type=csv`);
    expect((await fetchLink(h, link)).statusCode).toBe(200);
    const fileUrl = `/api/searches/properties/downloads/${id}/file/`;
    expect((await h.app.inject({ method: 'GET', url: fileUrl, headers: bearer(h.user) })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: fileUrl, headers: bearer(other) })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: fileUrl, headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
    expect((await getJson(h, other, `/api/searches/properties/downloads/${id}/`)).status).toBe(404);
    const tampered = new URL(link);
    tampered.searchParams.set(
      'signature',
      tampered.searchParams.get('signature')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect((await fetchLink(h, tampered.toString())).statusCode).toBe(403);
    const otherId = new URL(link);
    otherId.pathname = otherId.pathname.replace(`/${id}/`, `/${id + 1000}/`);
    expect((await fetchLink(h, otherId.toString())).statusCode).toBe(403);
  });

  it('refuses an expired link; the owner gets a fresh one from the download record', async () => {
    const { id, download_url: expired } = await startDownload(h, h.user, `${AUSTIN}&file_type=json`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 }); // past the 15-minute lifetime
    try {
      const refused = await fetchLink(h, expired);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toMatch(/expired/);
    } finally {
      vi.useRealTimers();
    }
    const fresh = (await getJson(h, h.user, `/api/searches/properties/downloads/${id}/`)).body;
    expect(fresh).toMatchObject({ id, row_count: 8 });
    expect((await fetchLink(h, fresh.download_url)).statusCode).toBe(200);
    expect((await getJson(h, h.user, `/api/searches/properties/downloads/${id}/`)).body).toMatchObject({
      status: 'ready',
      rows_written: 8,
    });
  });
});

describe('download history and rename', () => {
  it('lists every download of the caller, newest first, with name, format, criteria, rows, size and date', async () => {
    const user = await registeredUser(h.app);
    const first = await startDownload(h, user, `${AUSTIN}&file_type=pdf`);
    const second = await startDownload(h, user, `location=${encodeURIComponent('Dallas, TX')}&price_max=300000&file_type=csv`);
    await fetchLink(h, second.download_url); // waits for the build
    await fetchLink(h, first.download_url);
    const { status, body } = await getJson(h, user, '/api/searches/properties/downloads/?page=1');
    expect(status).toBe(200);
    expect(body.count).toBe(2);
    expect(body.results.map((d: { id: number }) => d.id)).toEqual([second.id, first.id]);
    expect(body.results[0]).toMatchObject({
      file_type: 'csv',
      file_extension: 'csv',
      format_label: 'CSV',
      status: 'ready',
      row_count: 1,
      is_auction: false,
      name: expect.stringMatching(/^Dallas, TX properties \d{4}-\d{2}-\d{2}$/),
      criteria: ['Location: Dallas, TX', 'Status: Active', 'Price (max): $300,000'],
      query: { location: 'Dallas, TX', price_max: '300000' },
    });
    expect(body.results[0].size_bytes).toBeGreaterThan(100);
    expect(Date.parse(body.results[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await getJson(h, other, '/api/searches/properties/downloads/')).body.results.map((d: { id: number }) => d.id)).not.toContain(
      first.id,
    );
  });

  it('shows the criteria of a download made before the labels in today’s words; a query that no longer reads keeps its lines', async () => {
    const user = await registeredUser(h.app);
    const dallas = `location=${encodeURIComponent('Dallas, TX')}&property_subtype=Condominium&sort_by=-list_price&file_type=json`;
    const record = await startDownload(h, user, dallas);
    await fetchLink(h, record.download_url);
    const oldLines = ['Location: Dallas, TX', 'Status: for_sale', 'Property subtype: Condominium', 'Sort: -list_price'];
    await h.db.query('update downloads set criteria = $2 where id = $1', [record.id, oldLines]);
    const history = async () => (await getJson(h, user, `/api/searches/properties/downloads/${record.id}/`)).body.criteria;
    expect(await history()).toEqual([
      'Location: Dallas, TX',
      'Status: Active',
      'Property subtype: Condo',
      'Sort: List price (high to low)',
    ]);
    await h.db.query('update downloads set query = $2 where id = $1', [
      record.id,
      JSON.stringify({ location: 'Dallas, TX', price_max: 'lots' }),
    ]);
    expect(await history()).toEqual(oldLines);
  });

  it('renames a download; blank, over-long or missing names are 400, other users get 404', async () => {
    const { id } = await startDownload(h, h.user, `${AUSTIN}&file_type=csv`);
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const response = await rename(h.user, { id, name });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errors.name).toBeDefined();
    }
    expect((await rename(h.user, { id })).statusCode).toBe(400);
    expect((await rename(other, { id, name: 'Mine now' })).statusCode).toBe(404);
    const renamed = await rename(h.user, { id, name: '  Austin flips: Q3 / short-list  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Austin flips: Q3 / short-list', file_name: 'Austin flips_ Q3 _ short-list.csv' });
    expect((await rename(h.user, { id, name: 'y'.repeat(100) })).statusCode).toBe(200);
    const file = await fetchLink(h, renamed.json().download_url);
    expect(file.headers['content-disposition']).toContain(`filename="${'y'.repeat(100)}.csv"`);
  });
});

describe('limits and credits', () => {
  it("refuses a download above the plan's row limit with a clear message, without charging", async () => {
    await setCredits(h, h.user, 50);
    const limited = await buildApp({
      config: loadConfig({ DATA_DIR: '/tmp/propscout-test', STORAGE_DIR: storageDir, DOWNLOAD_ROW_LIMIT: '5' }),
      db: h.db,
      identity: testIdentity(),
    });
    const response = await limited
      .inject({ method: 'GET', url: `/api/searches/properties/download?${AUSTIN}`, headers: bearer(h.user) })
      .finally(() => limited.close());
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/matches 8 properties; your plan allows up to 5 rows per download/);
    expect((await getJson(h, h.user, '/api/searches/credits/')).body.balance).toBe(50);
  });

  it('writes a download of several 1,000-row batches whole, in the search order, charging per started 1,000 rows', async () => {
    const bulk = Array.from({ length: 2_345 }, (_, i) => {
      const address = `${i + 1} Batch Ave`;
      return {
        ...fixtureRow(FIXTURE[0]!),
        listing_key: `BATCH${i}`,
        unparsed_address: address,
        address_key: addressKey(address, '73301'),
        city: 'Batchville',
        postal_code: '73301',
        list_price: 100_000 + ((i * 7919) % 2_345) * 100,
      };
    });
    await upsertListings(h.db, bulk);
    await setCredits(h, h.user, 10);
    const query = 'location=' + encodeURIComponent('Batchville, TX') + '&sort_by=list_price&file_type=csv';
    const record = await startDownload(h, h.user, query);
    expect(record).toMatchObject({ row_count: 2_345, credits_charged: 3 });
    const records = parse((await fetchLink(h, record.download_url)).rawPayload, { bom: true }) as string[][];
    const keyColumn = records[0]!.indexOf('Listing ID');
    const keys = records.slice(1).map((r) => r[keyColumn]);
    expect(keys).toHaveLength(2_345);
    expect(new Set(keys).size).toBe(2_345);
    const expectedOrder = [...bulk].sort((a, b) => a.list_price - b.list_price).map((row) => row.listing_key);
    expect(keys).toEqual(expectedOrder);
    expect((await getJson(h, h.user, '/api/searches/credits/')).body.balance).toBe(7);
  });

  it('charges one credit per started 1,000 rows and answers 402 when short', async () => {
    await setCredits(h, h.user, 1);
    // Filters no other test downloads: the same file again within 24 hours would be free.
    const record = await startDownload(h, h.user, `${AUSTIN}&beds_min=1`);
    expect(record).toMatchObject({ credits_charged: 1 });
    // The same file again within 24 hours is free (its pass); another format is another file, which the balance cannot pay.
    const refused = await h.app.inject({
      method: 'GET',
      url: `/api/searches/properties/download?${AUSTIN}&beds_min=1&file_type=csv`,
      headers: bearer(h.user),
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatch(/credit/);
    await setCredits(h, h.user, 100);
  });
});

describe('GET /properties/auction/export', () => {
  it('answers the file itself as auction_properties_{date}.{ext} and records it in the history', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/properties/auction/export?${AUSTIN}&export_format=csv`,
      headers: bearer(h.user),
    });
    expect(response.statusCode, response.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toContain(`filename="auction_properties_${today}.csv"`);
    const records = parse(response.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    const auctions = await searchRows(h, h.user, AUSTIN, '/api/properties/auction/list/');
    expect(records.map((r) => r['Listing ID'])).toEqual(auctions.map((a) => a.listing_key));
    expect(records.every((r) => r['Auction date (UTC)'] !== '')).toBe(true);
    const history = (await getJson(h, h.user, '/api/searches/properties/downloads/')).body.results[0];
    expect(history).toMatchObject({
      is_auction: true,
      file_type: 'csv',
      row_count: auctions.length,
      criteria: expect.arrayContaining(['Listings: Auctions']),
    });
  });

  it.each([
    ['excel', 'xlsx'],
    ['pdf', 'pdf'],
    ['json', 'json'],
  ])('exports %s as .%s', async (format, ext) => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/properties/auction/export?${AUSTIN}&export_format=${format}`,
      headers: bearer(h.user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(new RegExp(`filename="auction_properties_\\d{4}-\\d{2}-\\d{2}\\.${ext}"`));
  });
});

describe('stored files survive a restart', () => {
  it('serves a finished file (and its old link) from a new server process on the same storage', async () => {
    const { id, download_url: link } = await startDownload(h, h.user, `${AUSTIN}&file_type=json`);
    const before = await fetchLink(h, link);
    await h.app.close();
    h.app = await buildApp({
      config: loadConfig({ DATA_DIR: '/tmp/propscout-test', STORAGE_DIR: storageDir }),
      db: h.db,
      identity: testIdentity(),
    });
    const after = await fetchLink(h, link);
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before.body);
    expect((await getJson(h, h.user, `/api/searches/properties/downloads/${id}/`)).body.status).toBe('ready');
  });

  it('finishes a build a restart cut off, charging nothing more', async () => {
    await setCredits(h, h.user, 10);
    // What a restart leaves: a paid 'building' row whose build nobody runs any more (its lease lapsed long ago).
    const [row] = await h.db.query<{ id: number }>(
      `insert into downloads (user_id, name, file_type, query, row_count, storage_key, updated_at, claimed_by, claimed_until, build_attempts, credits_charged)
       select id, 'cut off', 'csv', '{"location": "Austin, TX"}', 8, 'downloads/x/cut.csv', now() - interval '1 hour', 'gone', now() - interval '1 hour', 1, 3
       from users where cognito_sub = $1 returning id::int as id`,
      [h.user.sub],
    );
    await h.app.close();
    h.app = await buildApp({
      config: loadConfig({ DATA_DIR: '/tmp/propscout-test', STORAGE_DIR: storageDir, JOB_SWEEP_SECONDS: '1' }),
      db: h.db,
      identity: testIdentity(),
    });
    await h.app.ready();
    const service = downloadService(
      h.db,
      downloadsRepository(h.db),
      fileSystemStorage(storageDir),
      h.app.log,
      h.app.config,
      h.app.credits,
      h.app.jobs,
    );
    const ended = await service.settled((await downloadsRepository(h.db).find(row!.id))!, 30_000);
    expect(ended).toMatchObject({ status: 'ready', rows_written: 8 });
    const record = (await getJson(h, h.user, `/api/searches/properties/downloads/${row!.id}/`)).body;
    const file = parse((await fetchLink(h, record.download_url)).rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(file).toHaveLength(8);
    expect((await getJson(h, h.user, '/api/searches/credits/')).body.balance).toBe(10);
  });
});

describe('a build interrupted by kill -9 again and again', () => {
  it('is failed once taken over too often, its part files removed and its credits refunded', async () => {
    await setCredits(h, h.user, 10);
    const key = `downloads/interrupted/${Date.now()}.csv`;
    // What a build that killed its replica each time leaves: its fourth lease lapsed, and a half-written file.
    const [row] = await h.db.query<{ id: number }>(
      `insert into downloads (user_id, name, file_type, query, row_count, storage_key, claimed_by, claimed_until, build_attempts, credits_charged)
       select id, 'killed', 'csv', '{"location": "Austin, TX"}', 8, $2, 'gone', now() - interval '1 minute', $3, 2 from users where cognito_sub = $1
       returning id::int as id`,
      [h.user.sub, key, MAX_BUILD_ATTEMPTS],
    );
    const part = `${storageDir}/${key}.0a1b.part`;
    fs.mkdirSync(path.dirname(part), { recursive: true });
    fs.writeFileSync(part, 'id,address\n1,12 Oak');
    const service = downloadService(
      h.db,
      downloadsRepository(h.db),
      fileSystemStorage(storageDir),
      h.app.log,
      h.app.config,
      h.app.credits,
      h.app.jobs,
    );
    await service.recoverStalled();
    const record = (await getJson(h, h.user, `/api/searches/properties/downloads/${row!.id}/`)).body;
    expect(record).toMatchObject({ status: 'failed', download_url: null });
    expect(record.error).toMatch(/interrupted too often/);
    expect(fs.existsSync(part)).toBe(false);
    expect((await getJson(h, h.user, '/api/searches/credits/')).body.balance).toBe(12);
    const [ledger] = await h.db.query<{ delta: number; description: string }>(
      `select delta, description from credit_ledger c join users u on u.id = c.user_id where u.cognito_sub = $1 order by c.id desc limit 1`,
      [h.user.sub],
    );
    expect(ledger).toEqual({ delta: 2, description: 'Refund: download killed (CSV) interrupted' });
  });
});

describe('a build that fails', () => {
  const logger = () =>
    ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
  const brokenStorage = () => ({ ...fileSystemStorage(storageDir), put: () => Promise.reject(new Error('disk full')) });
  // The job is run here, by the test, as a replica's worker would: nothing else may take it.
  const unqueued = { send: async () => null, wake() {} };
  const userId = async () =>
    (await h.db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [h.user.sub]))[0]!.id;
  // A filter set no other test downloads (the same 8 rows): the same file again within 24 hours would be free.
  const query = { location: 'Austin, TX', price_max: '100000000' };

  it('is marked failed and its credits are refunded, with a ledger line', async () => {
    await setCredits(h, h.user, 10);
    const service = downloadService(h.db, downloadsRepository(h.db), brokenStorage(), logger(), h.app.config, h.app.credits, unqueued);
    const started = await service.start({ userId: await userId(), query, fileType: 'csv', auctionList: false });
    expect(started.credits_charged).toBe(1);
    await service.runBuild({ downloadId: started.id });
    const ended = await downloadsRepository(h.db).find(started.id);
    expect(ended).toMatchObject({ status: 'failed', error: expect.stringMatching(/refunded/) });
    expect((await getJson(h, h.user, '/api/searches/credits/')).body.balance).toBe(10);
    const rows = await h.db.query<{ delta: number; kind: string; description: string }>(
      'select delta, kind, description from credit_ledger where user_id = $1 order by id desc limit 2',
      [await userId()],
    );
    expect(rows).toEqual([
      { delta: 1, kind: 'refund', description: `Refund: download ${started.name} (CSV) failed` },
      { delta: -1, kind: 'download', description: `Download: ${started.name} (CSV, 8 rows)` },
    ]);
    // The refund released the file's pass: trying again costs again, rather than giving the file for nothing.
    const retried = await service.start({ userId: await userId(), query, fileType: 'csv', auctionList: false });
    expect(retried.credits_charged).toBe(1);
    await service.runBuild({ downloadId: retried.id });
  });

  it('a try whose lease another took over stops without ending the build; the build is finished by a later try, charged once', async () => {
    await setCredits(h, h.user, 10);
    const real = downloadsRepository(h.db);
    // After the first batch, as if this replica had stalled past its lease: another try takes the build over.
    const overtaken = {
      ...real,
      async progress(id: number, rows: number, token: string, lease: number) {
        await h.db.query(`update downloads set claimed_until = now() - interval '1 second' where id = $1`, [id]);
        expect((await real.claim(id, 'another-replica', 60)).state).toBe('claimed');
        return real.progress(id, rows, token, lease);
      },
    };
    const stalled = downloadService(h.db, overtaken, fileSystemStorage(storageDir), logger(), h.app.config, h.app.credits, unqueued);
    const started = await stalled.start({
      userId: await userId(),
      query: { ...query, beds_min: '1' },
      fileType: 'json',
      auctionList: false,
    });
    await stalled.runBuild({ downloadId: started.id });
    expect(await real.find(started.id)).toMatchObject({ status: 'building' });
    const service = downloadService(h.db, real, fileSystemStorage(storageDir), logger(), h.app.config, h.app.credits, unqueued);
    // The other try's lease is live: this one is told to come back later.
    await expect(service.runBuild({ downloadId: started.id })).rejects.toBeInstanceOf(StillBuildingElsewhere);
    // That replica died too: its lease lapses, and the next try builds the file whole.
    await h.db.query(`update downloads set claimed_until = now() - interval '1 second' where id = $1`, [started.id]);
    await service.runBuild({ downloadId: started.id });
    expect(await real.find(started.id)).toMatchObject({ status: 'ready', rows_written: started.row_count });
    const [row] = await h.db.query<{ build_attempts: number }>('select build_attempts from downloads where id = $1', [started.id]);
    expect(row!.build_attempts).toBe(3);
    const stored = await fileSystemStorage(storageDir).get(started.storage_key);
    expect((JSON.parse(await text(stored!.body)) as unknown[]).length).toBe(started.row_count);
    expect((await getJson(h, h.user, '/api/searches/credits/')).body.balance).toBe(10 - started.credits_charged);
  });

  it('logs a failure to record the failure and hands the job back to the queue (thrown), to be tried again', async () => {
    await setCredits(h, h.user, 10);
    const log = logger();
    const repository = { ...downloadsRepository(h.db), fail: () => Promise.reject(new Error('database gone')) };
    const service = downloadService(h.db, repository, brokenStorage(), log, h.app.config, h.app.credits, unqueued);
    const started = await service.start({ userId: await userId(), query, fileType: 'csv', auctionList: false });
    await expect(service.runBuild({ downloadId: started.id })).rejects.toThrow('database gone');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ download: started.id }),
      expect.stringMatching(/could not be marked failed/),
    );
    // Its lease is still held: another try now is told to come back later rather than building beside it.
    await expect(service.runBuild({ downloadId: started.id })).rejects.toBeInstanceOf(StillBuildingElsewhere);
  });
});
