import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../freePort.ts';

const run = promisify(execFile);

/**
 * A streaming replica of a test's PostgreSQL primary, made and run by the test itself (pg_basebackup, pg_ctl from
 * Debian's postgresql, as .ci/run makes the suite's own), so that a test may stop it and start it again without taking
 * TEST_DATABASE_READ_URL's replica away from the other tests. Needs a primary that accepts replication connections from
 * 127.0.0.1 (initdb -A trust does) and wal_level=replica (the default).
 */
export interface PgReplica {
  port: number;
  /** `primaryUrl` with the replica's host and port. */
  url: string;
  /** pg_ctl stop -m fast: connections are terminated (57P01), new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its data directory. */
  destroy(): Promise<void>;
}

/** The newest PostgreSQL server binaries installed (PG_BIN, or Debian's /usr/lib/postgresql/<version>/bin), or null. */
export function postgresBinaries(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : (fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [])
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin'));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'pg_basebackup')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** PostgreSQL's tools refuse to run a server as root: as root, they run as the postgres user. */
async function asServerUser(bin: string, tool: string, args: string[]) {
  const command = path.join(bin, tool);
  if (process.getuid?.() !== 0) return run(command, args);
  return run('su', ['postgres', '-c', [command, ...args].map(quote).join(' ')]);
}

export async function startPgReplica(primaryUrl: string): Promise<PgReplica> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('No PostgreSQL server binaries (pg_basebackup, pg_ctl) found: set PG_BIN.');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-replica-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const primary = new URL(primaryUrl);
  // -R writes standby.signal and primary_conninfo: started, it follows the primary. A fast checkpoint: the default spreads
  // the one that starts the backup over minutes.
  await asServerUser(bin, 'pg_basebackup', [
    '-D',
    dataDir,
    '-R',
    '--checkpoint=fast',
    '-h',
    primary.hostname,
    '-p',
    primary.port || '5432',
    '-U',
    decodeURIComponent(primary.username || 'postgres'),
  ]);
  const start = async () => {
    await asServerUser(bin, 'pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  };
  const stop = async () => {
    await asServerUser(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  const replicaUrl = new URL(primaryUrl);
  replicaUrl.hostname = '127.0.0.1';
  replicaUrl.port = String(port);
  return {
    port,
    url: replicaUrl.toString(),
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
