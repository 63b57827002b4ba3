import PgBoss from 'pg-boss';
import type { JobSettings } from '../config.ts';
import { currentSchema, queueDepths } from './jobQueueRepository.ts';
import type { Database, Queryable } from '../db/database.ts';

/** What a job's handler gets: its data, a logger that names the job (and the request that queued it), and which try this is. */
export interface JobContext<T> {
  data: T;
  jobId: string;
  /** 0 on the first try, 1 on the first retry… */
  retryCount: number;
  log: JobLogger;
}

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  child(bindings: object): JobLogger;
}

export interface QueueDefinition {
  /**
   * How many jobs of this queue may wait and run at once for one key: 'standard' (any), 'short' (one waiting),
   * 'singleton' (one running), 'stately' (one waiting and one running).
   */
  policy?: PgBoss.QueuePolicy;
  /** Retries after a failure or an expiry (a replica that died mid-job); default 3. */
  retryLimit?: number;
  /** Seconds before the first retry, doubling on each (default 5). */
  retryDelaySeconds?: number;
  /** A try still running after this long is counted failed (its replica died) and retried by any replica. */
  expireInSeconds?: number;
  /** Jobs this process runs at once from this queue (default 1). */
  concurrency?: number;
}

export interface SendOptions {
  /** One job per key while the queue's policy says so (e.g. one build per download). */
  singletonKey?: string;
  /** The request that queued the job: its id is carried into the job's log lines. */
  requestId?: string;
  /** Queues the job in this transaction: it exists exactly when the transaction commits. Call wake() after the commit. */
  tx?: Queryable;
}

export interface QueueStats {
  queue: string;
  /** Jobs created or waiting for a retry. */
  waiting: number;
  active: number;
  /** Age of the oldest waiting job; 0 when none waits. */
  oldestWaitingSeconds: number;
}

export interface JobQueue {
  /** Creates the queue (once per database; later definitions update it) and starts this process's workers on it. */
  define<T extends object>(name: string, definition: QueueDefinition, handler: (job: JobContext<T>) => Promise<void>): Promise<void>;
  /** Queues a job; null when the queue's policy already holds one for the same key. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Has this process's idle workers of the queue look for jobs now, rather than at their next poll (after a send in a transaction). */
  wake(name: string): void;
  /**
   * Runs `handler` every `seconds` on exactly one replica: each replica offers a job per time slot and the queue keeps
   * the first offer of the slot, so replicas never run it twice nor need to agree on a leader.
   */
  every(name: string, seconds: number, handler: (job: JobContext<object>) => Promise<void>): Promise<void>;
  /**
   * Checks `ready` every `seconds` on this replica and queues one job under `singletonKey` when it answers true (a
   * 'short' queue keeps one waiting): for work that arrives in tables (an outbox) rather than through send().
   */
  sendWhenReady(name: string, singletonKey: string, seconds: number, ready: () => Promise<boolean>): void;
  stats(): Promise<QueueStats[]>;
  /** Stops taking jobs, waits up to `timeoutMs` for running ones, then hands the rest back to the queue (another replica retries them). */
  stop(timeoutMs: number): Promise<void>;
}

interface JobData {
  /** Set by send(): the request that queued the job. */
  requestId?: string;
}

export interface JobQueueOptions {
  db: Database;
  settings: JobSettings;
  log: JobLogger;
}

/**
 * The schema of the queue's tables: `pgboss` beside the portal's tables in `public`; beside another schema (tests give
 * each test a schema of its own), `<schema>_jobs`, so that queues of different portals on one server never mix.
 */
async function queueSchema(db: Database): Promise<string> {
  const schema = await currentSchema(db);
  return schema === 'public' ? 'pgboss' : `${schema}_jobs`;
}

/**
 * Background work on a PostgreSQL job queue (pg-boss 10, the last release that runs on Node 20): each job is taken by one
 * replica, retried with back-off, and a replica that dies mid-job hands it to another once the try expires. The same
 * code runs on the embedded PGlite, through pg-boss's database adapter over the portal's one query layer.
 */
export async function startJobQueue({ db, settings, log }: JobQueueOptions): Promise<JobQueue> {
  const schema = await queueSchema(db);
  const boss = new PgBoss({
    db: {
      // pg-boss sends its schema, migrations and locks as several statements without parameters.
      executeSql: async (text: string, values?: unknown[]) =>
        ({ rows: values === undefined ? await db.execReturning(text) : await db.query(text, values) }) as { rows: never[] },
    },
    schema,
    // Expired tries are failed (and so retried), and finished jobs archived, this often.
    maintenanceIntervalSeconds: settings.sweepSeconds,
    monitorStateIntervalSeconds: Math.max(settings.sweepSeconds, 10),
    // The portal offers periodic jobs itself (every()); pg-boss's cron clock is not used.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const timers: NodeJS.Timeout[] = [];
  const workers = new Map<string, string[]>();
  let stopping = false;

  async function define<T extends object>(name: string, definition: QueueDefinition, handler: (job: JobContext<T>) => Promise<void>) {
    const queue: PgBoss.Queue = {
      name,
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    };
    // Created by the first replica; every later start brings the stored options up to date.
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await createQueueOnce(name, queue);
    const run = async ([job]: PgBoss.JobWithMetadata<T & JobData>[]) => {
      const { requestId } = job.data;
      const jobLog = log.child({ queue: name, jobId: job.id, ...(requestId ? { reqId: requestId } : {}) });
      await handler({ data: job.data, jobId: job.id, retryCount: job.retryCount, log: jobLog });
    };
    for (let worker = 0; worker < (definition.concurrency ?? 1); worker++) {
      const id = await boss.work<T & JobData>(name, { pollingIntervalSeconds: settings.pollSeconds, includeMetadata: true }, run);
      workers.set(name, [...(workers.get(name) ?? []), id]);
    }
  }

  /** Two replicas starting together may both find the queue missing: the second's insert is a duplicate, which is fine. */
  async function createQueueOnce(name: string, queue: PgBoss.Queue) {
    try {
      await boss.createQueue(name, queue);
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' && !(await boss.getQueue(name))) throw error;
    }
  }

  const wake = (name: string) => workers.get(name)?.forEach((id) => boss.notifyWorker(id));

  const send: JobQueue['send'] = async (name, data, options = {}) => {
    const { tx } = options;
    const id = await boss.send(
      name,
      { ...data, ...(options.requestId ? { requestId: options.requestId } : {}) },
      {
        singletonKey: options.singletonKey,
        ...(tx
          ? { db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: (await tx.query(text, values)) as never[] }) } }
          : {}),
      },
    );
    // A job queued outside a transaction can be taken at once; one inside waits for its commit (the caller wakes then).
    if (id && !tx) wake(name);
    return id;
  };

  async function every(name: string, seconds: number, handler: (job: JobContext<object>) => Promise<void>) {
    await define(name, { policy: 'short', retryLimit: 0, expireInSeconds: Math.min(Math.max(seconds * 2, 60), 23 * 3600) }, handler);
    const offer = () =>
      boss
        .sendThrottled(name, {}, {}, seconds, name)
        .catch((error: unknown) => !stopping && log.error({ err: error, queue: name }, 'periodic job could not be offered'));
    // The first offer comes one interval after start, as a timer's would: work a start needs, its owner does at start.
    const timer = setInterval(() => void offer(), seconds * 1000);
    timer.unref();
    timers.push(timer);
  }

  function sendWhenReady(name: string, singletonKey: string, seconds: number, ready: () => Promise<boolean>) {
    const check = async () => {
      if (await ready()) await send(name, {}, { singletonKey });
    };
    const timer = setInterval(
      () => void check().catch((error: unknown) => !stopping && log.error({ err: error, queue: name }, 'ready check failed')),
      seconds * 1000,
    );
    timer.unref();
    timers.push(timer);
  }

  async function stats(): Promise<QueueStats[]> {
    const rows = await queueDepths(db, schema);
    return rows.map((row) => ({ queue: row.queue, waiting: row.waiting, active: row.active, oldestWaitingSeconds: row.oldest ?? 0 }));
  }

  return {
    define,
    send,
    wake,
    every,
    sendWhenReady,
    stats,
    async stop(timeoutMs) {
      stopping = true;
      timers.forEach(clearInterval);
      // pg-boss's own pool is not used (the adapter runs on the portal's), so there is nothing of its own to close.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(timeoutMs, 1000) });
    },
  };
}
