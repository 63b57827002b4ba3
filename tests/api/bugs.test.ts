import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FORM_FIELDS, MAX_SCREENSHOT_BYTES, TOO_MANY_PARTS } from '../../server/bugs/bugReportForm.ts';
import { EMAIL_NOT_VERIFIED } from '../../server/plugins/auth.ts';
import { forgeIdToken } from './forgedTokens.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

const boundary = '----propscout-bug';
const fileHeader = (field: string, type: string, name = 'shot.png') =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);

/** A multipart body: text fields, and optional files (the first under 'screenshot' unless named). */
function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; type: string; name?: string; field?: string },
  ...more: (typeof file)[]
) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const f of [file, ...more]) {
    if (!f) continue;
    parts.push(fileHeader(f.field ?? 'screenshot', f.type, f.name), f.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The screenshots stored under the storage folder. */
const storedScreenshots = () =>
  fs.existsSync(path.join(storageDir, 'bug-reports'))
    ? fs.readdirSync(path.join(storageDir, 'bug-reports'), { recursive: true }).filter((f) => String(f).includes('.'))
    : [];

let h: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-bugs-'));
beforeAll(async () => {
  h = await buildTestApp({ STORAGE_DIR: storageDir, SUPPORT_EMAIL: 'help@propscout.test' });
  user = await registeredUser(h.app);
});
afterAll(async () => {
  await h.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const post = (body: ReturnType<typeof multipart>, auth = true) =>
  h.app.inject({ method: 'POST', url: '/api/bugs/', payload: body.payload, headers: { ...body.headers, ...(auth ? bearer(user) : {}) } });

const fields = {
  title: 'Map is blank',
  description: 'The map stays grey after applying filters.',
  page_url: 'http://localhost:3000/products/lists/new-search',
  browser: 'Chromium 140 on Linux',
};

describe('POST /bugs/', () => {
  it('stores a report with its screenshot and queues the e-mails to support and to the user', async () => {
    const res = await post(multipart(fields, { bytes: PNG, type: 'image/png' }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    expect(id).toBeGreaterThan(0);
    const [report] = await h.db.query<{
      title: string;
      description: string;
      page_url: string;
      browser: string;
      screenshot_key: string;
      screenshot_type: string;
      screenshot_bytes: number;
    }>('select title, description, page_url, browser, screenshot_key, screenshot_type, screenshot_bytes from bug_reports where id = $1', [
      id,
    ]);
    expect(report).toMatchObject({ ...fields, screenshot_type: 'image/png', screenshot_bytes: PNG.length });
    expect(fs.readFileSync(path.join(storageDir, report!.screenshot_key)).equals(PNG)).toBe(true);
    const mails = await h.db.query<{ to_email: string; subject: string; text: string; status: string }>(
      'select to_email, subject, text, status from email_outbox where bug_report_id = $1 order by id',
      [id],
    );
    expect(mails.map((m) => [m.to_email, m.subject, m.status])).toEqual([
      ['help@propscout.test', `Bug report #${id}: Map is blank`, 'pending'],
      [user.email, `We received your report #${id}: Map is blank`, 'pending'],
    ]);
    expect(mails[0]!.text).toContain('The map stays grey after applying filters.');
    expect(mails[0]!.text).toContain('Page: http://localhost:3000/products/lists/new-search');
    expect(mails[0]!.text).toContain('Browser: Chromium 140 on Linux');
  });

  it('takes a report without a screenshot or title (the title is the first line)', async () => {
    const res = await post(multipart({ description: 'Saved searches page is slow\nIt takes 10 s.' }));
    expect(res.statusCode).toBe(201);
    const [row] = await h.db.query<{ title: string; screenshot_key: string | null }>(
      'select title, screenshot_key from bug_reports where id = $1',
      [res.json().id],
    );
    expect(row).toEqual({ title: 'Saved searches page is slow', screenshot_key: null });
  });

  it('answers 400 without a description (or a blank one)', async () => {
    const missing = await post(multipart({ title: 'x' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toEqual(expect.any(String));
    const blank = await post(multipart({ description: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toMatch(/describe the problem/);
  });

  it('answers 413 for a screenshot over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await post(multipart(fields, { bytes: big, type: 'image/png' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/5 MB/);
  });

  it('answers 415 for a file that is not an image, whatever its declared type', async () => {
    const res = await post(multipart(fields, { bytes: Buffer.from('MZ this is an executable, not a picture'), type: 'image/png' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/PNG, JPEG, GIF or WebP/);
    expect(await h.db.query('select 1 from bug_reports where description = $1', ['x'])).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await post(multipart(fields), false);
    expect(res.statusCode).toBe(401);
  });

  it('streams the screenshot: a 50 MB upload is refused once it passes 5 MB, without waiting for the rest, and leaves no file', async () => {
    const before = storedScreenshots().length;
    const MB = 1024 * 1024;
    let answered = false;
    let answeredBeforeTheRest: boolean | undefined;
    let release = () => {};
    const answer = new Promise<void>((resolve) => (release = resolve));
    // 7 MB arrive, then the sender holds the rest back until it has the answer (or 10 s): a server that read a
    // screenshot whole before deciding would still be waiting.
    async function* body() {
      for (const [name, value] of Object.entries(fields))
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      yield fileHeader('screenshot', 'image/png');
      yield PNG;
      for (let i = 0; i < 7; i++) yield Buffer.alloc(MB, 1);
      await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      answeredBeforeTheRest = answered;
      for (let i = 0; i < 43; i++) yield Buffer.alloc(MB, 1);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/bugs/',
      payload: Readable.from(body()),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(user) },
    });
    answered = true;
    release();
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The screenshot is larger than 5 MB.' });
    await expect.poll(() => answeredBeforeTheRest).toBe(true);
    expect(storedScreenshots()).toHaveLength(before);
  });

  it('refuses a body that declares more than a screenshot and the fields can weigh, before reading it', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/bugs/',
      payload: multipart(fields).payload,
      headers: { ...multipart(fields).headers, 'content-length': String(MAX_SCREENSHOT_BYTES * 3), ...bearer(user) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('takes one screenshot and a bounded number of parts: a second file or too many fields is a 413, another file field a 400', async () => {
    const before = storedScreenshots().length;
    const twoFiles = await post(multipart(fields, { bytes: PNG, type: 'image/png' }, { bytes: PNG, type: 'image/png', name: 'b.png' }));
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json().detail).toBe(TOO_MANY_PARTS);
    const many = Object.fromEntries(Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => [`f${i}`, 'x']));
    const tooMany = await post(multipart({ ...many, description: 'x' }));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().detail).toBe(TOO_MANY_PARTS);
    const otherFile = await post(multipart(fields, { bytes: PNG, type: 'image/png', field: 'attachment' }));
    expect(otherFile.statusCode).toBe(400);
    expect(otherFile.json().errors).toHaveProperty('attachment');
    // The first screenshot, already written when the second file arrived, is gone again.
    expect(storedScreenshots()).toHaveLength(before);
    expect(await h.db.query('select 1 from bug_reports where title = $1', [`${fields.title} (refused)`])).toEqual([]);
  });

  it('deletes the stored screenshot when the rest of the form is refused (no description)', async () => {
    const before = storedScreenshots().length;
    const res = await post(multipart({ title: 'no description' }, { bytes: PNG, type: 'image/png' }));
    expect(res.statusCode).toBe(400);
    expect(storedScreenshots()).toHaveLength(before);
  });

  it('needs a verified email address: the copy of the report is mailed to it', async () => {
    const unverified = await forgeIdToken(user, { email_verified: false });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/bugs/',
      payload: multipart(fields).payload,
      headers: { ...multipart(fields).headers, authorization: `Bearer ${unverified}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: EMAIL_NOT_VERIFIED });
    const access = await post(multipart(fields), false).then(() =>
      h.app.inject({
        method: 'POST',
        url: '/api/bugs/',
        payload: multipart(fields).payload,
        headers: { ...multipart(fields).headers, authorization: `Bearer ${user.accessToken}` },
      }),
    );
    expect(access.statusCode).toBe(403);
  });
});
