import fs from 'node:fs';
import os from 'node:os';

/** Thrown when a live process already holds the embedded database. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database is in use by a running PropScout process (pid ${holderPid}, lock ${lockFile}). ` +
        'Only one process may open it at a time: stop the portal first, or use a command that goes through it (npm run import does).',
    );
  }
}

interface LockContent {
  pid: number;
  hostname: string;
  started_at: string;
}

/** Is that pid a live node process on this host? A crashed holder (kill -9) leaves a lock whose pid is gone or reused. */
function isLiveNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return /node|tsx/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): trust kill(0)
  }
}

/**
 * An exclusive lock on a data folder, as a file created with O_EXCL holding the owner's pid. A lock left by a process
 * that died without releasing it is taken over; one held by a live process refuses with {@link DatabaseLockedError}.
 */
export function acquireLock(lockFile: string): { release(): void } {
  const content: LockContent = { pid: process.pid, hostname: os.hostname(), started_at: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(content), { flag: 'wx', mode: 0o600 });
      return {
        release() {
          try {
            if (readLock(lockFile)?.pid === process.pid) fs.unlinkSync(lockFile);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(lockFile);
    if (holder && holder.hostname === os.hostname() && isLiveNode(holder.pid)) {
      throw new DatabaseLockedError(lockFile, holder.pid);
    }
    if (holder && holder.hostname !== os.hostname()) throw new DatabaseLockedError(lockFile, holder.pid);
    // Stale (the holder died) or unreadable (it died while writing): remove and try again.
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}.`);
}

function readLock(lockFile: string): LockContent | null {
  try {
    return JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockContent;
  } catch {
    return null;
  }
}
