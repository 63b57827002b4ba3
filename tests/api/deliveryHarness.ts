import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openPostgres } from '../../server/db/database.ts';
import { loadAppSecret } from '../../server/mail/appSecret.ts';
import { deliveryWorker } from '../../server/mail/outbox/deliveryWorker.ts';
import { emailScheduler } from '../../server/mail/scheduler/emailScheduler.ts';
import { createMailTransport } from '../../server/mail/transport.ts';
import { buildTestApp, registeredUser } from './helpers.ts';
import { apiAs, contact } from './crmHelpers.ts';
import { savedSearch, userIdOf } from './searchFixtures.ts';
import { startSmtpSink, type SmtpSink } from './smtpSink.ts';

export const PUBLIC_URL = 'https://portal.propscout.test';
export const FROM = 'PropScout Alerts <alerts@propscout.test>';
const DATA_DIR = '/tmp/propscout-test';

export async function deliveryApp() {
  return buildTestApp({ PUBLIC_URL, DATA_DIR });
}

export const mailContext = () => ({ publicUrl: PUBLIC_URL, appSecret: loadAppSecret(DATA_DIR) });

export function workerFor(
  db: Database,
  smtpUrl: string,
  options: { workerId?: string; backoffBaseMs?: number; maxAttempts?: number; leaseMs?: number } = {},
) {
  const transport = createMailTransport(smtpUrl);
  const worker = deliveryWorker({ db, transport, from: FROM, backoffBaseMs: 20, backoffMaxMs: 200, ...options });
  return {
    ...worker,
    /** Sends until nothing is ready. */
    async drain() {
      let total = 0;
      for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) total += n;
      return total;
    },
    close: () => transport.close(),
  };
}

export const schedulerFor = (db: Database) => emailScheduler({ db, ...mailContext() });

export interface DeliveryBed {
  harness: Awaited<ReturnType<typeof deliveryApp>>;
  sink: SmtpSink;
  /** Sends the outbox to `sink`. */
  worker: ReturnType<typeof workerFor>;
}

/** A test file's app, SMTP sink and outbox worker, started before its tests and stopped after; the sink is emptied before each test. */
export function deliveryTestBed(): DeliveryBed {
  const bed = {} as DeliveryBed;
  beforeAll(async () => {
    bed.harness = await deliveryApp();
    bed.sink = await startSmtpSink();
    bed.worker = workerFor(bed.harness.db, bed.sink.url);
  });
  afterAll(async () => {
    bed.worker.close();
    await bed.sink.stop();
    await bed.harness.close();
  });
  beforeEach(() => bed.sink.clear());
  return bed;
}

/**
 * A second handle on the same database, as a second server process would have: its own pool on PostgreSQL
 * (TEST_DATABASE_URL, same schema); on in-memory PGlite, which has one connection, the same handle.
 */
export async function secondHandle(db: Database): Promise<{ db: Database; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (db.kind !== 'postgres' || !url) return { db, close: async () => {} };
  const [{ schema }] = (await db.query<{ schema: string }>('select current_schema() as schema')) as [{ schema: string }];
  const separator = url.includes('?') ? '&' : '?';
  const other = await openPostgres(`${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`);
  return { db: other, close: () => other.close() };
}

/** A registered user with a saved search on one ZIP code and an automated email to the given contacts. */
export async function emailSetup(
  harness: Awaited<ReturnType<typeof deliveryApp>>,
  options: { postalCode: string; contacts: Record<string, unknown>[]; schedule?: string },
) {
  const user = await registeredUser(harness.app);
  const api = apiAs(harness.app, user);
  const search = await savedSearch(harness.db, await userIdOf(harness.db, user), options.postalCode, `Deals in ${options.postalCode}`);
  const contacts = [];
  for (const fields of options.contacts) contacts.push(await contact(api, fields));
  const email = (
    await api.post('/automation/emails/', {
      name: `Alerts ${options.postalCode}`,
      saved_search_id: search,
      subject: '{{listing_count}} new deals for {{first_name}}',
      body: 'Hi {{first_name}},\n\n{{sender_name}} found new matches for {{search_name}}.',
      schedule: options.schedule ?? 'daily',
      send_hour: 8,
      contact_ids: contacts.map((c) => c.id),
    })
  ).body as { id: number; name: string };
  return { user, api, search, contacts, email };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
