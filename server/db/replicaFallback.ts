import type { Reader } from './queryable.ts';

/**
 * Reads on a streaming replica that keep answering, from the primary, while the replica is down or unreachable. A read the
 * replica cannot take for a connection-level reason (refused, timed out, terminated, shutting down) is sent once more to
 * the primary, and the replica is left alone for a back-off (5 s, doubling up to 60 s) during which reads go straight to
 * the primary; when the back-off ends, one probe (`select 1`) on the replica decides whether reads return to it. Nothing
 * else falls back: an SQL error or a statement cancelled by its time-out (57014) would fail on the primary just the same,
 * and retrying it there would only double its cost.
 */

/** Why the primary answered a read meant for the replica. */
export type FallbackReason =
  /** The replica failed this read (connection refused, timed out, terminated…): it is now marked down. */
  | 'failed'
  /** The replica is marked down: the read went straight to the primary. */
  | 'down'
  /** Every connection of the replica's pool stayed busy for the whole connection time-out: overloaded, not down. */
  | 'busy';

export interface ReplicaState {
  /** Whether reads go to the replica now. */
  up: boolean;
  /** Since when the replica has been down (null while up). */
  downSince: Date | null;
  /** When a probe will next ask the replica whether it is back (null while up). */
  retryAt: Date | null;
  /** Why it was marked down, as the last failure said (null while up). */
  lastError: string | null;
  /** Reads the primary answered in place of the replica, since the start, by reason. */
  fallbacks: Record<FallbackReason, number>;
}

export interface FallbackReader extends Reader {
  state(): ReplicaState;
}

export interface ReplicaLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface BackOff {
  /** The first pause after the replica fails. */
  initialMs: number;
  /** The longest pause: each failed probe doubles it up to this. */
  maxMs: number;
}

/** How long a connection to the replica may take before the read goes to the primary (DATABASE_READ_CONNECT_TIMEOUT_MS). */
export const DEFAULT_REPLICA_CONNECT_TIMEOUT_MS = 3_000;

export const DEFAULT_BACK_OFF: BackOff = { initialMs: 5_000, maxMs: 60_000 };

/** Node's socket errors that say the server cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that will not serve: admin_shutdown (57P01: a fast stop or pg_terminate_backend), crash_shutdown
 * (57P02), cannot_connect_now (57P03: starting up, or shutting down), too_many_connections (53300). Class 08, connection
 * exception, is matched by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool's own messages for a connection lost or never made (they carry no code). */
const CONNECTION_MESSAGES = [
  /^Connection terminated/i, // "… unexpectedly", "… due to connection timeout"
  /^timeout expired$/i, // pg.Client's connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/i,
  /^Client was closed and is not queryable$/i,
  /^Connection ended unexpectedly$/i,
];

/** pg-pool's error when every connection stayed busy for connectionTimeoutMillis: the pool is full, the server may be fine. */
const POOL_BUSY_MESSAGE = /^timeout exceeded when trying to connect$/i;

export type FailureKind = 'unavailable' | 'busy' | 'other';

/** Whether an error says the server could not be reached ('unavailable'), its pool was saturated ('busy'), or neither. */
export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof Error)) return 'other';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // An SQLSTATE other than these (57014 statement timeout, a syntax error…) is the statement's own failure.
    if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return 'unavailable';
    if (/^[0-9A-Z]{5}$/.test(code)) return 'other';
  }
  if (POOL_BUSY_MESSAGE.test(error.message)) return 'busy';
  if (CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message))) return 'unavailable';
  // Node's connection attempts to several addresses (localhost as ::1 and 127.0.0.1) fail with all their errors at once.
  if (error instanceof AggregateError && error.errors.length > 0 && error.errors.every((inner) => failureKind(inner) === 'unavailable'))
    return 'unavailable';
  // pg-pool wraps the error of a connection that timed out: the cause tells.
  if (error.cause !== undefined && error.cause !== error) return failureKind(error.cause) === 'unavailable' ? 'unavailable' : 'other';
  return 'other';
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message || (error as { code?: string }).code || error.name : String(error);

/**
 * `replica`'s reads, falling back to `primary` as described above. `startDown` (the replica did not answer at start)
 * begins in back-off, so the portal starts and serves while its replica is away.
 */
export function replicaWithFallback(options: {
  replica: Reader;
  primary: Reader;
  log?: ReplicaLog;
  backOff?: BackOff;
  now?: () => number;
  startDown?: { error: unknown };
}): FallbackReader {
  const { replica, primary, log = consoleLog, backOff = DEFAULT_BACK_OFF, now = Date.now } = options;
  const fallbacks: Record<FallbackReason, number> = { failed: 0, down: 0, busy: 0 };
  let down: { since: number; retryAt: number; pauseMs: number; lastError: string } | null = null;
  let probing = false;

  function markDown(error: unknown) {
    if (down) return; // Several reads in flight fail together: one transition, one warning.
    const at = now();
    down = { since: at, retryAt: at + backOff.initialMs, pauseMs: backOff.initialMs, lastError: messageOf(error) };
    log.warn(
      `Read replica (DATABASE_READ_URL) unavailable (${down.lastError}): searches and counts read from the primary; ` +
        `asking the replica again in ${backOff.initialMs / 1000} s.`,
    );
  }

  function markUp() {
    if (!down) return;
    const seconds = Math.round((now() - down.since) / 1000);
    down = null;
    log.info(`Read replica (DATABASE_READ_URL) is back after ${seconds} s: searches and counts read from it again.`);
  }

  /** Once the back-off is over, one probe at a time asks the replica, while reads keep going to the primary. */
  function probeWhenDue() {
    if (!down || probing || now() < down.retryAt) return;
    probing = true;
    replica
      .query('select 1')
      .then(
        () => markUp(),
        (error: unknown) => {
          if (!down) return;
          down.pauseMs = Math.min(down.pauseMs * 2, backOff.maxMs);
          down.retryAt = now() + down.pauseMs;
          down.lastError = messageOf(error);
        },
      )
      .finally(() => {
        probing = false;
      });
  }

  if (options.startDown) markDown(options.startDown.error);

  async function read<T>(onReplica: () => Promise<T>, onPrimary: () => Promise<T>): Promise<T> {
    if (down) {
      probeWhenDue();
      fallbacks.down++;
      return onPrimary();
    }
    try {
      return await onReplica();
    } catch (error) {
      const kind = failureKind(error);
      if (kind === 'other') throw error;
      if (kind === 'unavailable') markDown(error);
      fallbacks[kind === 'busy' ? 'busy' : 'failed']++;
      return onPrimary();
    }
  }

  return {
    query<T extends object>(text: string, params?: unknown[]) {
      return read(
        () => replica.query<T>(text, params),
        () => primary.query<T>(text, params),
      );
    },
    queryWithTimeout<T extends object>(text: string, params: unknown[], timeoutMs: number) {
      return read(
        () => replica.queryWithTimeout<T>(text, params, timeoutMs),
        () => primary.queryWithTimeout<T>(text, params, timeoutMs),
      );
    },
    state: () => ({
      up: down === null,
      downSince: down ? new Date(down.since) : null,
      retryAt: down ? new Date(down.retryAt) : null,
      lastError: down?.lastError ?? null,
      fallbacks: { ...fallbacks },
    }),
  };
}

const consoleLog: ReplicaLog = {
  warn: (message) => console.warn(message),
  info: (message) => console.info(message),
};
