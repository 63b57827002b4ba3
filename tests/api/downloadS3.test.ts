import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { s3Storage } from '../../server/storage/s3Storage.ts';
import { startS3Server } from '../s3Server.ts';
import { AUSTIN, fetchLink, searchRows, startDownload, tempStorage } from './downloadHelpers.ts';
import { bearer, testIdentity } from './helpers.ts';
import { searchHarness } from './searchHelpers.ts';

let h: Awaited<ReturnType<typeof searchHarness>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const storageDir = tempStorage();
const savedEnv = { ...process.env };
beforeAll(async () => {
  s3 = await startS3Server();
  // The SDK reads its region and credentials from the environment, as it would on AWS.
  Object.assign(process.env, s3.env);
  h = await searchHarness();
  await h.app.close();
  h.app = await buildApp({
    config: loadConfig({ DATA_DIR: '/tmp/propscout-test', STORAGE_DIR: storageDir, ...s3.env }),
    db: h.db,
    identity: testIdentity(),
  });
});
afterAll(async () => {
  await h.app.close();
  await h.close();
  process.env = savedEnv;
  await s3.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('downloads with S3_BUCKET set', () => {
  it('stores the built file in the bucket and serves it through the signed link and the bearer route', async () => {
    const record = await startDownload(h, h.user, `${AUSTIN}&file_type=csv`);
    const byLink = await fetchLink(h, record.download_url);
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(byLink.headers['content-type']).toMatch(/text\/csv/);
    expect(Number(byLink.headers['content-length'])).toBe(byLink.rawPayload.length);
    const rows = parse(byLink.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['Listing ID'])).toEqual((await searchRows(h, h.user, AUSTIN)).map((r) => r.listing_key));

    const byToken = await h.app.inject({
      method: 'GET',
      url: `/api/searches/properties/downloads/${record.id}/file/`,
      headers: bearer(h.user),
    });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.body).toBe(byLink.body);

    // The object is in the bucket, under the download's key; nothing was written to STORAGE_DIR.
    const [{ storage_key: key }] = await h.db.query<{ storage_key: string }>('select storage_key from downloads where id = $1', [
      record.id,
    ]);
    const bucket = s3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true });
    expect((await bucket.get(key))?.size).toBe(byLink.rawPayload.length);
    expect(fs.readdirSync(storageDir)).toEqual([]);

    // A file gone from the bucket is 410, not a server error.
    await bucket.remove(key);
    const gone = await fetchLink(h, record.download_url);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toMatch(/no longer stored/);
  });

  it('stores a bug report screenshot in the bucket', async () => {
    const boundary = '----propscout-s3';
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 5)]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nBlank map\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/bugs/',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(h.user) },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [report] = await h.db.query<{ screenshot_key: string }>('select screenshot_key from bug_reports where id = $1', [
      response.json().id,
    ]);
    const stored = await s3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true }).get(report!.screenshot_key);
    expect(stored?.size).toBe(png.length);
  });
});
