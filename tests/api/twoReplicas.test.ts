import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../server/db/database.ts';
import { createConfirmedUser, type LocalUser } from '../../server/identity/localUsers.ts';
import { startS3Server } from '../s3Server.ts';
import { identityProvider } from './helpers.ts';
import { startReplica, waitFor, type Replica } from './replicaHarness.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from './smtpSink.ts';

/**
 * Issue 26's proof: two replicas of the production server (server/main.ts, configured by environment alone) on one
 * PostgreSQL, with an SMTP sink and an S3-compatible store. An automated e-mail falls due, a download builds, a burst of
 * rate-limited calls goes to both, and the replica building the download is killed with SIGKILL mid-build.
 */
const url = process.env.TEST_DATABASE_URL;
const PER_MINUTE = 40;

describe.skipIf(!url)('two replicas on one PostgreSQL', { timeout: 300_000 }, () => {
  const schema = `replicas_${randomUUID().replace(/-/g, '')}`;
  const databaseUrl = `${url}${url?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  let db: Database;
  let smtp: SmtpSink;
  let store: Awaited<ReturnType<typeof startS3Server>>;
  let env: Record<string, string>;
  const replicas: Record<string, Replica> = {};

  beforeAll(async () => {
    const admin = await openPostgres(url!);
    await admin.exec(`create schema ${schema}`);
    await admin.close();
    smtp = await startSmtpSink();
    store = await startS3Server('propscout-replicas');
    const idp = identityProvider();
    env = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: 'https://portal.propscout.test',
      COGNITO_ENDPOINT: idp.endpoint,
      COGNITO_USER_POOL_ID: idp.userPoolId,
      COGNITO_CLIENT_ID: idp.clientId,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'PropScout <alerts@propscout.test>',
      // Shared by both, as production requires: links signed by one replica are checked by the other.
      APP_SECRET: randomBytes(32).toString('hex'),
      API_KEY_SECRET: randomBytes(32).toString('hex'),
      BILLING_PROVIDER: 'local',
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      DOWNLOAD_ROW_LIMIT: '100000',
      TRIAL_CREDITS: '1000',
      JOB_POLL_SECONDS: '1',
      JOB_SWEEP_SECONDS: '2',
      JOB_STALL_SECONDS: '6',
      SHUTDOWN_TIMEOUT_MS: '15000',
      LOG_LEVEL: 'info',
      ...store.env,
    };
    // The first replica loads the demo listings; the second starts on the filled database.
    replicas.a = await startReplica('a', { ...env, DEMO_LISTINGS: '60000' });
    await waitFor(
      'the demo listings',
      240_000,
      async () => {
        const health = (await (await fetch(`${replicas.a.base}/api/health/`)).json()) as { demo_data: { status: string } | null };
        return health.demo_data?.status === 'ready' ? true : undefined;
      },
      1000,
    );
    replicas.b = await startReplica('b', env);
    db = await openPostgres(databaseUrl);
  }, 300_000);

  afterAll(async () => {
    for (const replica of Object.values(replicas)) if (replica.process.exitCode === null) replica.process.kill('SIGKILL');
    await db?.close();
    await smtp?.stop();
    await store?.close();
    const admin = await openPostgres(url!);
    await admin.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
    await admin.close();
  });

  /** A new Cognito user registered through replica `via`, with the token both replicas accept. */
  async function newUser(via: Replica): Promise<LocalUser> {
    const email = `replicas-${randomUUID()}@example.com`;
    const user = await createConfirmedUser(identityProvider(), email, 'Sup3r-secret!');
    const form = new FormData();
    for (const [name, value] of Object.entries({ email, cognito_username: user.username, firstname: 'Rep', lastname: 'Lica' }))
      form.append(name, value);
    const answer = await fetch(`${via.base}/api/users/register/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}` },
      body: form,
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return user;
  }

  const call = async (replica: Replica, user: LocalUser, method: string, path: string, body?: object) => {
    const response = await fetch(`${replica.base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${user.idToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
  };

  it('a burst spread over both replicas meets one shared per-minute limit', async () => {
    const user = await newUser(replicas.a);
    // 30 calls to each replica, interleaved, on one route: the limit counts for the user on that route wherever it lands.
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call(i % 2 ? replicas.b : replicas.a, user, 'GET', '/users/profile/').then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - PER_MINUTE);
  });

  it('a due automated e-mail is delivered exactly once, though both replicas run the mail jobs', async () => {
    const user = await newUser(replicas.b);
    const search = await call(replicas.a, user, 'POST', '/searches/saved/', { name: 'Texas deals', query: { location: 'TX' } });
    expect(search.status, JSON.stringify(search.body)).toBe(201);
    const recipient = `buyer-${randomUUID()}@example.com`;
    const contact = await call(replicas.b, user, 'POST', '/crm/contacts/', { email: recipient, first_name: 'Buyer' });
    expect(contact.status).toBe(201);
    const email = await call(replicas.a, user, 'POST', '/automation/emails/', {
      name: 'Texas alert',
      saved_search_id: search.body.id,
      subject: '{{listing_count}} new deals',
      body: 'New deals for you.',
      schedule: 'daily',
      contact_ids: [contact.body.id],
    });
    expect(email.status, JSON.stringify(email.body)).toBe(201);
    // Due now, with every Texas listing new since its last run.
    await db.query(`update automated_emails set next_run_at = now() - interval '1 minute', last_run_at = '2000-01-01' where id = $1`, [
      email.body.id,
    ]);
    const delivered = () => smtp.received.filter((mail) => recipientsOf(mail).includes(recipient));
    await waitFor('the automated e-mail at the SMTP sink', 60_000, async () => (delivered().length > 0 ? true : undefined));
    // Both replicas keep planning and sending for a while: still one message.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(delivered()).toHaveLength(1);
    const logged = await db.query(`select status from automated_email_logs where automated_email_id = $1 and recipient = $2`, [
      email.body.id,
      recipient,
    ]);
    expect(logged).toEqual([{ status: 'sent' }]);
  });

  /** The signed link's path on another replica: every replica checks it with the shared APP_SECRET. */
  const fileThrough = async (replica: Replica, downloadUrl: string) => {
    const link = new URL(downloadUrl);
    const response = await fetch(`${replica.base}${link.pathname}${link.search}`);
    expect(response.status, `${replica.name}: ${link.pathname}`).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const downloadOf = async (replica: Replica, user: LocalUser, id: number) =>
    (await call(replica, user, 'GET', `/searches/properties/downloads/${id}/`)).body as {
      status: string;
      download_url: string;
      credits_charged: number;
      row_count: number;
    };

  it('a build whose replica is killed mid-way is finished by the other; every file is readable through either replica', async () => {
    const user = await newUser(replicas.a);
    const balance = async () => (await call(replicas.b, user, 'GET', '/searches/credits/')).body.balance as number;
    const before = await balance();

    // A small file first, built by whichever replica takes it, read through both.
    const small = await call(replicas.b, user, 'GET', '/searches/properties/download?location=TX&file_type=csv');
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    const smallId = small.body.id as number;
    await waitFor('the small download', 60_000, async () =>
      (await downloadOf(replicas.a, user, smallId)).status === 'ready' ? true : undefined,
    );
    const { download_url: smallUrl } = await downloadOf(replicas.a, user, smallId);
    const [viaA, viaB] = [await fileThrough(replicas.a, smallUrl), await fileThrough(replicas.b, smallUrl)];
    expect(viaA.length).toBeGreaterThan(100);
    expect(viaB.equals(viaA)).toBe(true);

    // The largest state's listings as a PDF: long enough to kill the replica building it after its first batches.
    const [{ state }] = await db.query<{ state: string }>(
      'select state_or_province as state from listings group by 1 order by count(*) desc limit 1',
    );
    const big = await call(replicas.a, user, 'GET', `/searches/properties/download?location=${state}&file_type=pdf`);
    expect(big.status, JSON.stringify(big.body)).toBe(200);
    const bigId = big.body.id as number;
    const builder = await waitFor(
      'the build to make progress',
      60_000,
      async () => {
        const [row] = await db.query<{ claimed_by: string | null; rows_written: number }>(
          'select claimed_by, rows_written from downloads where id = $1',
          [bigId],
        );
        if (!row?.claimed_by || row.rows_written === 0) return undefined;
        const pid = Number(row.claimed_by.split(':')[1]);
        return Object.values(replicas).find((replica) => replica.process.pid === pid);
      },
      100,
    );
    const survivor = builder === replicas.a ? replicas.b : replicas.a;
    builder.process.kill('SIGKILL');
    expect(await builder.exited).toBe('SIGKILL');
    expect((await downloadOf(survivor, user, bigId)).status).toBe('building');

    await waitFor(
      'the other replica to finish the build',
      180_000,
      async () => {
        const { status } = await downloadOf(survivor, user, bigId);
        if (status === 'failed') throw new Error('the build failed instead of being taken over');
        return status === 'ready' ? true : undefined;
      },
      500,
    );
    const [{ build_attempts: attempts, claimed_by: finisher }] = await db.query<{ build_attempts: number; claimed_by: string }>(
      'select build_attempts, claimed_by from downloads where id = $1',
      [bigId],
    );
    expect(attempts).toBe(2);
    expect(Number(finisher.split(':')[1])).toBe(survivor.process.pid);
    const finished = await downloadOf(survivor, user, bigId);
    expect(finished.row_count).toBeGreaterThan(1_000);
    // Charged once for each file, nothing refunded.
    expect(await balance()).toBe(before - (small.body.credits_charged as number) - finished.credits_charged);

    // The killed replica starts again (a new process on its own empty disk) and serves both files too.
    const restarted = await startReplica(builder.name, env);
    replicas[builder.name] = restarted;
    const pdf = await fileThrough(survivor, finished.download_url);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fileThrough(restarted, finished.download_url)).equals(pdf)).toBe(true);
    expect((await fileThrough(restarted, smallUrl)).equals(viaA)).toBe(true);

    // A rolling deploy stops it with SIGTERM: it drains and exits cleanly within SHUTDOWN_TIMEOUT_MS.
    const stopping = Date.now();
    restarted.process.kill('SIGTERM');
    expect(await restarted.exited).toBe('0');
    expect(Date.now() - stopping).toBeLessThan(Number(env.SHUTDOWN_TIMEOUT_MS));
    expect(restarted.log()).toContain('shutting down: finishing requests and jobs in progress');
  });
});
