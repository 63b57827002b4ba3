import type { Database } from '../../db/database.ts';
import { planScheduledRun, type PlanOptions } from './runPlanner.ts';
import { schedulerRepository } from './schedulerRepository.ts';

export interface SchedulerOptions extends PlanOptions {
  db: Database;
  maxRunsPerTick?: number;
  /** A run that threw (e.g. a saved search that no longer parses) is retried after this long. */
  retryDelayMs?: number;
  logger?: { error(obj: unknown, msg?: string): void };
}

/** Plans due runs one email per transaction, so one failing email neither blocks nor rolls back the others. */
export function emailScheduler(options: SchedulerOptions) {
  const { db, maxRunsPerTick = 50, retryDelayMs = 5 * 60_000 } = options;

  async function runNextDue(): Promise<boolean> {
    let failedEmailId: number | undefined;
    try {
      return await db.transaction(async (tx) => {
        const email = await schedulerRepository(tx).lockNextDue();
        if (!email) return false;
        failedEmailId = email.id;
        await planScheduledRun(tx, email, options);
        failedEmailId = undefined;
        return true;
      });
    } catch (error) {
      if (failedEmailId === undefined) throw error;
      options.logger?.error({ err: error, automatedEmailId: failedEmailId }, 'automated email run failed; retrying later');
      await schedulerRepository(db).postpone(failedEmailId, retryDelayMs);
      return true;
    }
  }

  /** Runs every due email (up to the cap); answers how many were handled. */
  async function tick(): Promise<number> {
    let handled = 0;
    while (handled < maxRunsPerTick && (await runNextDue())) handled += 1;
    return handled;
  }

  return { tick };
}
