const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, 3rd… failed try; the last repeats. */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR] as const;
/** No try is made more than this long after the first. */
export const RETRY_WINDOW_MS = 24 * HOUR;

/**
 * When to try a delivery again after `attempts` failed tries, the first at `firstAttemptAt` and the last at
 * `lastAttemptAt`: the last try plus the delay for that many failures, or null once that would fall more than 24 h after
 * the first try (the delivery has failed).
 */
export function nextAttemptAt(firstAttemptAt: Date, lastAttemptAt: Date, attempts: number): Date | null {
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
  const next = lastAttemptAt.getTime() + delay;
  return next - firstAttemptAt.getTime() > RETRY_WINDOW_MS ? null : new Date(next);
}

/** Every try's offset from the first (ms) when each try fails at once: the schedule docs/webhooks.md shows. */
export function retryOffsets(): number[] {
  const first = new Date(0);
  const offsets = [0];
  for (let at: Date | null = first; at; ) {
    at = nextAttemptAt(first, at, offsets.length);
    if (at) offsets.push(at.getTime());
  }
  return offsets;
}
