import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxRepository } from '../../server/mail/outbox/outboxRepository.ts';
import { outboxMessageId } from '../../server/mail/outbox/deliveryWorker.ts';
import { planScheduledRun } from '../../server/mail/scheduler/runPlanner.ts';
import { schedulerRepository } from '../../server/mail/scheduler/schedulerRepository.ts';
import { createMailTransport } from '../../server/mail/transport.ts';
import { deliveryApp, emailSetup, FROM, mailContext, schedulerFor, secondHandle, sleep, workerFor } from './deliveryHarness.ts';
import { listing, makeDue } from './searchFixtures.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from './smtpSink.ts';

let harness: Awaited<ReturnType<typeof deliveryApp>>;
let sink: SmtpSink;
beforeAll(async () => {
  harness = await deliveryApp();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.stop();
  await harness.close();
});
beforeEach(() => {
  sink.clear();
  sink.acceptEverything();
});

/** Addresses delivered so far in one test's domain (earlier tests may leave rows another worker picks up). */
const deliveredTo = (domain: string) =>
  sink.received
    .map(recipientsOf)
    .flat()
    .filter((a) => a.endsWith(domain));

const hourAgo = () => new Date(Date.now() - 3600_000);

async function outboxOf(emailId: number) {
  return harness.db.query<{ status: string; attempts: number; last_error: string | null }>(
    'select status, attempts, last_error from email_outbox where automated_email_id = $1 order by id',
    [emailId],
  );
}

/** Runs the worker until the email's outbox has no unfinished row (or time runs out). */
async function deliverAll(worker: ReturnType<typeof workerFor>, emailId: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await worker.runOnce();
    const rows = await outboxOf(emailId);
    if (rows.every((r) => r.status !== 'pending' && r.status !== 'sending')) return rows;
    await sleep(15);
  }
  throw new Error('outbox did not settle');
}

describe('exactly once with two server processes', () => {
  it('two schedulers plan one run; two workers deliver each recipient exactly once', async () => {
    const people = Array.from({ length: 40 }, (_, i) => ({ first_name: `P${i}`, email: `p${i}@two.test` }));
    const { api, email } = await emailSetup(harness, { postalCode: '74001', contacts: people });
    await listing(harness.db, { postalCode: '74001', address: '1 Twin St', price: 100000, arv: 150000 });
    await makeDue(harness.db, email.id, hourAgo());

    const other = await secondHandle(harness.db);
    try {
      await Promise.all([schedulerFor(harness.db).tick(), schedulerFor(other.db).tick()]);
      const runs = await harness.db.query('select id from automated_email_runs where automated_email_id = $1', [email.id]);
      expect(runs).toHaveLength(1);
      expect(await outboxOf(email.id)).toHaveLength(40);

      const first = workerFor(harness.db, sink.url, { workerId: 'process-a', maxAttempts: 1 });
      const second = workerFor(other.db, sink.url, { workerId: 'process-b', maxAttempts: 1 });
      await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
      first.close();
      second.close();
    } finally {
      await other.close();
    }
    const delivered = deliveredTo('@two.test');
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered).size).toBe(40);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(40);
    expect((await outboxOf(email.id)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    if (harness.db.kind === 'postgres') {
      // On PostgreSQL the two pools really ran side by side: both workers sent a share, SKIP LOCKED kept them disjoint.
      const workers = await harness.db.query('select distinct claimed_by from email_outbox where automated_email_id = $1', [email.id]);
      expect(workers).toHaveLength(2);
    }
    expect((await api.get('/automation/emails/logs/?status=sent&page_size=100')).body.count).toBe(40);
  });

  it('a run slot that already ran is never planned again (a stale scheduler)', async () => {
    const { email } = await emailSetup(harness, { postalCode: '74002', contacts: [{ email: 'once@two.test' }] });
    await listing(harness.db, { postalCode: '74002', address: '2 Twin St', price: 100000, arv: 150000 });
    await makeDue(harness.db, email.id, hourAgo());
    const [{ slot }] = (await harness.db.query<{ slot: Date }>('select next_run_at as slot from automated_emails where id = $1', [
      email.id,
    ])) as [{ slot: Date }];
    await schedulerFor(harness.db).tick();
    // Put the email back on the same slot and window, as a scheduler working from stale state would see it.
    await harness.db.query('update automated_emails set next_run_at = $2, last_run_at = $3 where id = $1', [email.id, slot, hourAgo()]);
    await schedulerFor(harness.db).tick();
    expect(await outboxOf(email.id)).toHaveLength(1);
  });
});

describe('crashes', () => {
  it('a crash in the middle of planning a run leaves nothing half done; the next tick plans it once', async () => {
    const { email } = await emailSetup(harness, {
      postalCode: '74010',
      contacts: [{ email: 'c1@crash.test' }, { email: 'c2@crash.test' }],
    });
    await listing(harness.db, { postalCode: '74010', address: '10 Crash Ave', price: 100000, arv: 150000 });
    await makeDue(harness.db, email.id, hourAgo());
    const crash = harness.db.transaction(async (tx) => {
      const due = await schedulerRepository(tx).lockNextDue();
      await planScheduledRun(tx, due!, mailContext());
      throw new Error('process killed before commit');
    });
    await expect(crash).rejects.toThrow('process killed');
    expect(await outboxOf(email.id)).toHaveLength(0);

    await schedulerFor(harness.db).tick();
    const worker = workerFor(harness.db, sink.url);
    await worker.drain();
    worker.close();
    expect(deliveredTo('@crash.test').sort()).toEqual(['c1@crash.test', 'c2@crash.test']);
  });

  it('a worker that dies after claiming: the rows are re-claimed once the lease expires, never dropped', async () => {
    const { email, api } = await emailSetup(harness, { postalCode: '74011', contacts: [{ email: 'lease@crash.test' }] });
    await listing(harness.db, { postalCode: '74011', address: '11 Crash Ave', price: 100000, arv: 150000 });
    await makeDue(harness.db, email.id, hourAgo());
    await schedulerFor(harness.db).tick();
    const claimed = await outboxRepository(harness.db).claim('dead-worker', 100, 300);
    expect(claimed.map((r) => r.to_email)).toContain('lease@crash.test');

    const live = workerFor(harness.db, sink.url, { workerId: 'live' });
    expect(await live.drain()).toBe(0); // still leased to the dead worker
    await sleep(350);
    await live.drain();
    live.close();
    expect(deliveredTo('@crash.test')).toEqual(['lease@crash.test']);
    const [log] = (await api.get('/automation/emails/logs/')).body.results;
    expect(log).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a worker that dies after SMTP accepted but before recording it: resent with the same Message-ID (at-least-once)', async () => {
    const { email } = await emailSetup(harness, { postalCode: '74012', contacts: [{ email: 'dup@crash.test' }] });
    await listing(harness.db, { postalCode: '74012', address: '12 Crash Ave', price: 100000, arv: 150000 });
    await makeDue(harness.db, email.id, hourAgo());
    await schedulerFor(harness.db).tick();
    const [row] = (await outboxRepository(harness.db).claim('dying-worker', 100, 200)).filter((r) => r.to_email === 'dup@crash.test');
    const transport = createMailTransport(sink.url);
    await transport.sendMail({
      from: FROM,
      to: row!.to_email,
      subject: row!.subject,
      text: row!.text,
      messageId: outboxMessageId(row!.id, FROM),
    });
    transport.close();

    await sleep(250);
    const live = workerFor(harness.db, sink.url);
    await live.drain();
    live.close();
    const copies = sink.received.filter((m) => recipientsOf(m)[0] === 'dup@crash.test');
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
    expect((await outboxOf(email.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('SMTP failures', () => {
  it('retries with back-off after the server refuses, then sends once', async () => {
    const { email, api } = await emailSetup(harness, { postalCode: '74020', contacts: [{ email: 'retry@smtp.test' }] });
    await listing(harness.db, { postalCode: '74020', address: '20 Retry Rd', price: 100000, arv: 150000 });
    await makeDue(harness.db, email.id, hourAgo());
    await schedulerFor(harness.db).tick();
    sink.refuse(2, 451, 'Greylisted, try again');
    const worker = workerFor(harness.db, sink.url);
    const [row] = await deliverAll(worker, email.id);
    worker.close();
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(row!.last_error).toContain('Greylisted');
    expect(deliveredTo('@smtp.test')).toEqual(['retry@smtp.test']);
    expect((await api.get('/automation/emails/logs/')).body.results[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('retries when the server is unreachable, from another worker once it is back', async () => {
    const { email } = await emailSetup(harness, { postalCode: '74021', contacts: [{ email: 'down@smtp.test' }] });
    await listing(harness.db, { postalCode: '74021', address: '21 Retry Rd', price: 100000, arv: 150000 });
    await makeDue(harness.db, email.id, hourAgo());
    await schedulerFor(harness.db).tick();
    const unreachable = workerFor(harness.db, 'smtp://127.0.0.1:9', { workerId: 'no-route' });
    await unreachable.runOnce();
    unreachable.close();
    expect((await outboxOf(email.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    const worker = workerFor(harness.db, sink.url);
    expect((await deliverAll(worker, email.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    worker.close();
    expect(deliveredTo('@smtp.test')).toEqual(['down@smtp.test']);
  });

  it('logs a final failure with the error: at once for a permanent 5xx, after the last attempt for 4xx', async () => {
    const { email, api } = await emailSetup(harness, { postalCode: '74022', contacts: [{ email: 'gone@smtp.test' }] });
    await listing(harness.db, { postalCode: '74022', address: '22 Fail Rd', price: 100000, arv: 150000 });
    await makeDue(harness.db, email.id, hourAgo());
    await schedulerFor(harness.db).tick();
    sink.refuseEverything(550, 'Mailbox unavailable');
    const worker = workerFor(harness.db, sink.url);
    expect((await deliverAll(worker, email.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    const [failed] = (await api.get('/automation/emails/logs/?status=failed')).body.results;
    expect(failed).toMatchObject({ recipient: 'gone@smtp.test', email_name: email.name, attempts: 1 });
    expect(failed.error).toContain('Mailbox unavailable');

    const second = await emailSetup(harness, { postalCode: '74023', contacts: [{ email: 'busy@smtp.test' }] });
    await listing(harness.db, { postalCode: '74023', address: '23 Fail Rd', price: 100000, arv: 150000 });
    await makeDue(harness.db, second.email.id, hourAgo());
    await schedulerFor(harness.db).tick();
    sink.refuseEverything(452, 'Insufficient storage');
    const limited = workerFor(harness.db, sink.url, { maxAttempts: 3 });
    expect((await deliverAll(limited, second.email.id))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    limited.close();
    worker.close();
    expect((await second.api.get('/automation/emails/logs/')).body.results[0].error).toContain('Insufficient storage');
    expect(deliveredTo('@smtp.test')).toEqual([]);
  });
});
